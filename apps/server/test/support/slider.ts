import type { CaptchaPuzzle, TrajectoryPoint } from '@tideline/protocol/captcha';
import { PNG } from 'pngjs';

/** Finds the hole the way an attacker with the images could: only at the true hole are the
 * background's pixels the piece's pixels darkened to 45%. */
export function solvePuzzle(puzzle: CaptchaPuzzle): number {
  const decode = (url: string) => PNG.sync.read(Buffer.from(url.split(',')[1] ?? '', 'base64'));
  const bg = decode(puzzle.background);
  const piece = decode(puzzle.piece);
  let best = { x: 0, error: Number.POSITIVE_INFINITY };
  for (let x = 0; x <= puzzle.width - puzzle.pieceWidth; x += 1) {
    let error = 0;
    for (let y = 0; y < piece.height; y += 2) {
      for (let dx = 0; dx < piece.width; dx += 2) {
        const p = (y * piece.width + dx) * 4;
        if (piece.data[p + 3] !== 255) continue;
        const b = ((puzzle.pieceY + y) * bg.width + x + dx) * 4;
        for (let c = 0; c < 3; c += 1)
          error += Math.abs(bg.data[b + c]! - Math.round(piece.data[p + c]! * 0.45));
      }
    }
    if (error < best.error) best = { x, error };
  }
  return best.x;
}

/** A drag that speeds up and eases into place, as a hand does. */
export function humanDrag(target: number): TrajectoryPoint[] {
  return Array.from({ length: 30 }, (_, i) => {
    const p = i / 29;
    return [Math.round(p * 900), Math.round(target * (1 - (1 - p) ** 3)), 3] as const;
  });
}
