import { CAPTCHA_POSITION_TOLERANCE, type TrajectoryPoint } from '@tideline/protocol/captcha';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ConsumedNonces, issuePassToken, verifyPassToken } from './pass-token.ts';
import { choosePuzzleLayout, createRandom, drawPuzzle, PUZZLE_SIZE } from './puzzle.ts';
import { checkTrajectory, isWithinTolerance } from './trajectory.ts';

/** A human-like drag: accelerates, then eases into the target over `ms` milliseconds. */
function humanDrag(target: number, ms = 900, points = 30): TrajectoryPoint[] {
  return Array.from({ length: points }, (_, i) => {
    const p = i / (points - 1);
    const eased = 1 - (1 - p) ** 3;
    return [Math.round(p * ms), Math.round(target * eased), 2 + (i % 3)] as const;
  });
}

describe('§4 slider trajectory checks', () => {
  it('accepts a drag that speeds up and slows into place', () => {
    expect(checkTrajectory('pointer', humanDrag(180), 180)).toEqual({ ok: true });
  });
  it('refuses too few points, too fast, too slow and a constant-speed robot', () => {
    expect(checkTrajectory('pointer', humanDrag(180, 900, 5), 180)).toEqual({
      ok: false,
      reason: 'too-few-points',
    });
    expect(checkTrajectory('pointer', humanDrag(180, 100), 180)).toEqual({ ok: false, reason: 'too-fast' });
    expect(checkTrajectory('pointer', humanDrag(180, 61_000), 180)).toEqual({
      ok: false,
      reason: 'too-slow',
    });
    const linear = Array.from({ length: 20 }, (_, i) => [i * 50, i * 10, 0] as const);
    expect(checkTrajectory('pointer', linear, 190)).toEqual({ ok: false, reason: 'no-slowdown' });
  });
  it('refuses going backwards beyond tremor, time running back, and a drop elsewhere', () => {
    const back = humanDrag(180);
    back[20] = [back[20]![0], 20, 0];
    expect(checkTrajectory('pointer', back, 180)).toEqual({ ok: false, reason: 'not-monotone' });
    const time = humanDrag(180);
    time[10] = [1, time[10]![1], 0];
    expect(checkTrajectory('pointer', time, 180)).toEqual({ ok: false, reason: 'time-not-increasing' });
    expect(checkTrajectory('pointer', humanDrag(180), 120)).toEqual({ ok: false, reason: 'ends-elsewhere' });
  });
  it('accepts the keyboard alternative: steady key steps over a human time', () => {
    const keys = Array.from({ length: 12 }, (_, i) => [i * 120, i * 15, 0] as const);
    expect(checkTrajectory('keyboard', keys, 165)).toEqual({ ok: true });
    expect(checkTrajectory('keyboard', keys.slice(0, 2), 15)).toEqual({
      ok: false,
      reason: 'too-few-points',
    });
  });
  it('allows about ±2% of the width around the hole: ±6 px of 320', () => {
    const w = PUZZLE_SIZE.width;
    expect(isWithinTolerance(106, 100, w, CAPTCHA_POSITION_TOLERANCE)).toBe(true);
    expect(isWithinTolerance(94, 100, w, CAPTCHA_POSITION_TOLERANCE)).toBe(true);
    expect(isWithinTolerance(107, 100, w, CAPTCHA_POSITION_TOLERANCE)).toBe(false);
    expect(isWithinTolerance(93, 100, w, CAPTCHA_POSITION_TOLERANCE)).toBe(false);
  });
  it('lets a random guess through rarely (measured over 1,000 tries)', () => {
    const random = createRandom(7);
    let passed = 0;
    for (let i = 0; i < 1000; i += 1) {
      const layout = choosePuzzleLayout(random);
      const guess = Math.floor(random() * (PUZZLE_SIZE.width - PUZZLE_SIZE.piece));
      const verdict = checkTrajectory('pointer', humanDrag(guess), guess);
      if (
        verdict.ok &&
        isWithinTolerance(guess, layout.answerX, PUZZLE_SIZE.width, CAPTCHA_POSITION_TOLERANCE)
      )
        passed += 1;
    }
    console.log(`random slider guesses passing: ${passed} of 1000 (${(passed / 10).toFixed(1)}%)`);
    expect(passed).toBeLessThan(80);
  });
});

describe('slider puzzle drawing', () => {
  it('keeps the hole in the right three quarters and the decoy clear of it', () => {
    const random = createRandom(1);
    for (let i = 0; i < 500; i += 1) {
      const l = choosePuzzleLayout(random);
      expect(l.answerX).toBeGreaterThanOrEqual(PUZZLE_SIZE.width * 0.25);
      expect(l.answerX + PUZZLE_SIZE.piece).toBeLessThanOrEqual(PUZZLE_SIZE.width);
      expect(Math.abs(l.decoyX - l.answerX)).toBeGreaterThanOrEqual(PUZZLE_SIZE.piece);
    }
  });
  it('draws real PNGs of the stated sizes, with the hole darker than its surroundings', () => {
    const layout = { answerX: 150, decoyX: 90, pieceY: 40 };
    const images = drawPuzzle(layout, createRandom(3));
    const bg = PNG.sync.read(images.background);
    const piece = PNG.sync.read(images.piece);
    expect([bg.width, bg.height]).toEqual([PUZZLE_SIZE.width, PUZZLE_SIZE.height]);
    expect([piece.width, piece.height]).toEqual([PUZZLE_SIZE.piece, PUZZLE_SIZE.piece]);
    const lum = (x: number, y: number) => {
      const i = (y * bg.width + x) * 4;
      return bg.data[i]! + bg.data[i + 1]! + bg.data[i + 2]!;
    };
    const centre = lum(layout.answerX + 18, layout.pieceY + 24);
    const pieceCentre = (24 * piece.width + 18) * 4;
    expect(piece.data[pieceCentre + 3]).toBe(255);
    expect(centre).toBeLessThan(
      piece.data[pieceCentre]! + piece.data[pieceCentre + 1]! + piece.data[pieceCentre + 2]!,
    );
  });
});

describe('§4 captcha pass token', () => {
  const secret = Buffer.from('0123456789abcdef0123456789abcdef');
  const now = 1_000_000;
  it('verifies for its scene and device until it expires', () => {
    const token = issuePassToken(secret, { scene: 'login', device: 'dev-1', exp: now + 120_000 });
    expect(verifyPassToken(secret, token, { scene: 'login', device: 'dev-1', now }).ok).toBe(true);
    expect(verifyPassToken(secret, token, { scene: 'register', device: 'dev-1', now })).toEqual({
      ok: false,
      reason: 'wrong-scene',
    });
    expect(verifyPassToken(secret, token, { scene: 'login', device: 'dev-2', now })).toEqual({
      ok: false,
      reason: 'wrong-device',
    });
    expect(verifyPassToken(secret, token, { scene: 'login', device: 'dev-1', now: now + 120_001 })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
  it('refuses a forged or malformed token', () => {
    const token = issuePassToken(secret, { scene: 'login', device: 'd', exp: now + 1 });
    const [payload] = token.split('.');
    expect(
      verifyPassToken(Buffer.from('another secret'), token, { scene: 'login', device: 'd', now }).ok,
    ).toBe(false);
    expect(verifyPassToken(secret, `${payload}.AAAA`, { scene: 'login', device: 'd', now })).toEqual({
      ok: false,
      reason: 'bad-mac',
    });
    expect(verifyPassToken(secret, 'nonsense', { scene: 'login', device: 'd', now })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
  it('is accepted once', () => {
    const nonces = new ConsumedNonces();
    expect(nonces.consume('n1', now + 10, now)).toBe(true);
    expect(nonces.consume('n1', now + 10, now)).toBe(false);
    expect(nonces.consume('n2', now + 10, now)).toBe(true);
  });
});
