import { describe, expect, it } from 'vitest';
import { type CopyRules, classifyMove, type LeadMove, planMirror } from './mirror.ts';

// Issue #24: a lead's open, add, partial close and close are mirrored in proportion for each
// follower, with a fixed margin per order or a multiple of the lead's size; skips carry a reason.

const BTC = { sizePlace: 3, minSize: '0.001', takerFeeRate: '0.0006' };
const fixed: CopyRules = { mode: 'fixed', fixedMargin: '100', multiple: null, symbols: null };
const double: CopyRules = { mode: 'multiple', fixedMargin: null, multiple: '2', symbols: null };
const move = (fromSize: string, toSize: string, extra: Partial<LeadMove> = {}): LeadMove => ({
  symbol: 'BTCUSDT',
  direction: 'long',
  fromSize,
  toSize,
  price: '50000',
  leverage: 10,
  ...extra,
});
const rich = (size: string) => ({ size, available: '100000' });

describe('classifyMove', () => {
  it.each([
    ['0', '1', 'open'],
    ['1', '1.5', 'add'],
    ['1.5', '0.5', 'reduce'],
    ['0.5', '0', 'close'],
    ['1', '1', undefined],
  ] as const)('%s -> %s is %s', (from, to, action) => {
    expect(classifyMove(from, to)).toBe(action);
  });
});

describe('planMirror: issue #24 proportional mirroring', () => {
  it.each([
    // fixed margin: 100 USDT x 10 / 50,000 = 0.02 BTC per opening order, whatever the lead's size
    [
      'fixed open',
      move('0', '1'),
      fixed,
      rich('0'),
      { kind: 'order', action: 'open', side: 'buy', size: '0.02' },
    ],
    [
      'fixed add',
      move('1', '3'),
      fixed,
      rich('0.02'),
      { kind: 'order', action: 'add', side: 'buy', size: '0.02' },
    ],
    [
      'short open sells',
      move('0', '1', { direction: 'short' }),
      fixed,
      rich('0'),
      { kind: 'order', side: 'sell', size: '0.02' },
    ],
    // multiple: twice the lead's added size
    ['multiple open', move('0', '0.5'), double, rich('0'), { kind: 'order', action: 'open', size: '1' }],
    ['multiple add', move('0.5', '0.75'), double, rich('1'), { kind: 'order', action: 'add', size: '0.5' }],
    // reductions: the same share of the follower's own holding, rounded down to lots
    [
      'partial close 1/3',
      move('3', '2'),
      fixed,
      rich('0.04'),
      { kind: 'order', action: 'reduce', side: 'sell', reduceOnly: true, size: '0.013' },
    ],
    ['partial close half', move('2', '1'), double, rich('4'), { kind: 'order', action: 'reduce', size: '2' }],
    [
      'short reduce buys',
      move('2', '1', { direction: 'short' }),
      fixed,
      rich('0.04'),
      { kind: 'order', side: 'buy', size: '0.02' },
    ],
    [
      'close takes all',
      move('2', '0'),
      fixed,
      rich('0.037'),
      { kind: 'order', action: 'close', reduceOnly: true, size: '0.037' },
    ],
    ['close with nothing held', move('2', '0'), fixed, rich('0'), { kind: 'none' }],
    ['reduce with nothing held', move('2', '1'), fixed, rich('0'), { kind: 'none' }],
    ['no change', move('1', '1'), fixed, rich('1'), { kind: 'none' }],
  ] as const)('%s', (_name, lead, rules, follower, expected) => {
    expect(planMirror(lead, rules, follower, BTC)).toMatchObject(expected);
  });
});

describe('planMirror: issue #24 skips with their reason', () => {
  it.each([
    [
      'symbol not selected',
      move('0', '1'),
      { ...fixed, symbols: ['ETHUSDT'] },
      rich('0'),
      'symbol-not-selected',
      '0.02',
    ],
    [
      'below minimum size (fixed)',
      move('0', '1'),
      { ...fixed, fixedMargin: '4' },
      rich('0'),
      'below-minimum-size',
      '0',
    ],
    ['below minimum size (multiple)', move('0', '0.0004'), double, rich('0'), 'below-minimum-size', '0'],
    ['below minimum size (reduce)', move('100', '99'), fixed, rich('0.02'), 'below-minimum-size', '0'],
    // 0.02 BTC at 50,000 over 10x = 100 margin + 0.6 fee: 100.59 free is not enough
    [
      'not enough margin',
      move('0', '1'),
      fixed,
      { size: '0', available: '100.59' },
      'insufficient-margin',
      '0.02',
    ],
  ] as const)('%s', (_name, lead, rules, follower, reason, size) => {
    expect(planMirror(lead, rules, follower, BTC)).toEqual({
      kind: 'skip',
      action: classifyMove(lead.fromSize, lead.toSize),
      reason,
      size,
    });
  });

  it('exactly the margin and fee free is enough', () => {
    expect(planMirror(move('0', '1'), fixed, { size: '0', available: '100.6' }, BTC)).toMatchObject({
      kind: 'order',
      size: '0.02',
    });
  });
});
