// Draws the slider puzzle in pure JS (pngjs): a textured background with the piece's hole cut in
// it and a decoy hole of the same shape elsewhere, and the piece itself. Only the answer (the hole's
// x) is kept by the server; the images carry no other hint of it.
import { PNG } from 'pngjs';

export const PUZZLE_SIZE = { width: 320, height: 160, piece: 48 } as const;

export interface PuzzleLayout {
  answerX: number;
  decoyX: number;
  pieceY: number;
}

/** A small deterministic PRNG (mulberry32) so tests can fix the layout; production seeds it randomly. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The hole sits in the right three quarters so the piece must travel; the decoy never overlaps it. */
export function choosePuzzleLayout(random: () => number): PuzzleLayout {
  const { width, height, piece } = PUZZLE_SIZE;
  const minX = Math.floor(width * 0.25);
  const maxX = width - piece - 8;
  const answerX = minX + Math.floor(random() * (maxX - minX));
  let decoyX = minX + Math.floor(random() * (maxX - minX));
  if (Math.abs(decoyX - answerX) < piece + 8) decoyX = answerX > width / 2 ? minX : maxX;
  const pieceY = 8 + Math.floor(random() * (height - piece - 16));
  return { answerX, decoyX, pieceY };
}

/** Piece outline: a rounded square with a tab on the right, as a pure hit test. */
function insidePiece(dx: number, dy: number): boolean {
  const { piece } = PUZZLE_SIZE;
  const body = piece - 10;
  const r = 6;
  if (dx >= 0 && dy >= 0 && dx < body && dy < piece) {
    const cx = Math.min(Math.max(dx, r), body - r);
    const cy = Math.min(Math.max(dy, r), piece - r);
    return (dx - cx) ** 2 + (dy - cy) ** 2 <= r * r;
  }
  const tabR = 7;
  return (dx - body) ** 2 + (dy - piece / 2) ** 2 <= tabR * tabR;
}

function backgroundPixel(
  x: number,
  y: number,
  random: () => number,
  hues: readonly number[],
): [number, number, number] {
  const band = Math.floor((x + y * 0.6) / 40) % hues.length;
  const base = hues[band] ?? 120;
  const noise = Math.floor(random() * 24);
  return [(base + noise + x / 4) & 255, (base * 0.7 + noise + y / 2) & 255, (200 - base / 2 + noise) & 255];
}

export interface PuzzleImages {
  background: Buffer;
  piece: Buffer;
}

export function drawPuzzle(layout: PuzzleLayout, random: () => number): PuzzleImages {
  const { width, height, piece } = PUZZLE_SIZE;
  const hues = [60, 110, 150, 90, 170].map((h) => h + Math.floor(random() * 60));
  const bg = new PNG({ width, height });
  const pc = new PNG({ width: piece, height: piece });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = backgroundPixel(x, y, random, hues);
      const i = (y * width + x) * 4;
      const inHole = insidePiece(x - layout.answerX, y - layout.pieceY);
      const inDecoy = insidePiece(x - layout.decoyX, y - layout.pieceY);
      if (inHole) {
        const j = ((y - layout.pieceY) * piece + (x - layout.answerX)) * 4;
        pc.data[j] = r;
        pc.data[j + 1] = g;
        pc.data[j + 2] = b;
        pc.data[j + 3] = 255;
      }
      const shade = inHole || inDecoy ? 0.45 : 1;
      bg.data[i] = Math.round(r * shade);
      bg.data[i + 1] = Math.round(g * shade);
      bg.data[i + 2] = Math.round(b * shade);
      bg.data[i + 3] = 255;
    }
  }
  return { background: PNG.sync.write(bg), piece: PNG.sync.write(pc) };
}
