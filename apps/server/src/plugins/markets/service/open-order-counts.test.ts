import { describe, expect, it } from 'vitest';
import { OpenOrderCounts } from './open-order-counts.ts';

describe('open order counts', () => {
  it('counts per venue, account and market, and forgets a market whose orders all ended', () => {
    const counts = new OpenOrderCounts();
    counts.opened('live', 7, 'BTCUSDT');
    counts.opened('live', 7, 'BTCUSDT');
    counts.opened('demo', 7, 'BTCUSDT');
    counts.opened('live', 8, 'BTCUSDT');
    counts.opened('live', 7, 'ETHUSDT');
    expect(counts.of('live', 7, 'BTCUSDT')).toBe(2);
    expect(counts.of('demo', 7, 'BTCUSDT')).toBe(1);
    counts.closed('live', 7, 'BTCUSDT');
    counts.closed('live', 7, 'BTCUSDT');
    expect(counts.of('live', 7, 'BTCUSDT')).toBe(0);
    counts.closed('live', 7, 'BTCUSDT');
    expect(counts.of('live', 7, 'BTCUSDT')).toBe(0);
    expect(counts.of('live', 8, 'BTCUSDT')).toBe(1);
  });
});
