import { describe, expect, it } from 'vitest';
import { indexPriceFrom } from '../futures/prices.ts';
import { ContractIndexFeed } from './contract-index-feed.ts';

const feed = (startPrice = 95_000) =>
  new ContractIndexFeed({
    symbol: 'BTCUSDT',
    pricePlace: 2,
    anchorPrice: 95_000,
    volatilityScale: 1,
    startPrice,
    seed: 'test',
  });

describe("ContractIndexFeed: a contract's index from the cluster's spot market", () => {
  it("sends the spot book's best bid and ask and the last trade, as npm start feeds its futures venue", () => {
    const index = feed();
    index.observeTrade(9_600_012);
    const quote = index.next(1_000, { bid: 9_600_000, ask: 9_600_050 });
    expect(quote).toEqual({ bid: '96000.00', ask: '96000.50', last: '96000.12', source: 'spot' });
    // The index the engine computes from it is the last trade clamped into the spread.
    expect(indexPriceFrom({ bid: 9_600_000, ask: 9_600_050, last: 9_600_012 })).toBe(9_600_012);
  });

  it('uses the mid of the book before any trade, and a last trade alone when the book is empty', () => {
    const index = feed();
    expect(index.next(1_000, { bid: 100_000, ask: 100_010 })).toEqual({
      bid: '1000.00',
      ask: '1000.10',
      source: 'spot',
    });
    index.observeTrade(100_005);
    expect(index.next(1_000, {})).toEqual({ last: '1000.05', source: 'spot' });
  });

  it('stands in with its own walk from the last index while the spot market tells nothing, and gives way when it speaks', () => {
    const index = feed(95_000);
    const quiet = index.next(1_000, undefined);
    expect(quiet.source).toBe('own');
    // The walk starts at the engine's mark (the start price) and moves a little in a second.
    expect(Math.abs(Number(quiet.last) / 95_000 - 1)).toBeLessThan(0.01);
    expect(index.next(1_000, { bid: 8_000_000, ask: 8_000_100 }).source).toBe('spot');
    // Quiet again: the walk goes on from the spot market's last index (80,000.50), not from 95,000.
    const after = index.next(1_000, undefined);
    expect(after.source).toBe('own');
    expect(Math.abs(Number(after.last) / 80_000.5 - 1)).toBeLessThan(0.01);
  });

  it('never sends a one-sided book as an index of its own: a bid alone falls back to the walk', () => {
    expect(feed().next(1_000, { bid: 9_000_000 }).source).toBe('own');
  });
});
