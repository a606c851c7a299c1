import { describe, expect, it } from 'vitest';
import { bestAds } from './market-list.ts';

const UNIT = 100_000_000n;

function ad(
  name: string,
  side: 'buy' | 'sell',
  price: number,
  minOrder: number,
  maxOrder: number,
  remaining = 1_000,
) {
  return {
    id: name,
    name,
    side,
    price,
    remaining: String(remaining),
    min_order: String(minOrder),
    max_order: String(maxOrder),
  };
}

const priceOf = (row: { price: number }) => BigInt(Math.round(row.price * 100)) * (UNIT / 100n);
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('the market list (docs/protocol-p2p.md: GET /p2p/ads)', () => {
  const sells = [
    ad('c', 'sell', 1.03, 10, 500),
    ad('a', 'sell', 1.01, 10, 100),
    ad('b', 'sell', 1.02, 200, 900),
  ];
  const buys = [ad('x', 'buy', 0.97, 10, 500), ad('z', 'buy', 0.99, 10, 500), ad('y', 'buy', 0.98, 10, 500)];

  it('sell ads: lowest price first; buy ads: highest first', () => {
    expect(names(bestAds(sells, priceOf, undefined))).toEqual(['a', 'b', 'c']);
    expect(names(bestAds(buys, priceOf, undefined))).toEqual(['z', 'y', 'x']);
  });

  it.each([
    ['50', ['a', 'c']],
    ['150', ['c']],
    ['300', ['b', 'c']],
    ['900', ['b']],
    ['5', []],
  ])('an amount of %s keeps the ads whose limits admit it: %j', (amount, kept) => {
    expect(names(bestAds(sells, priceOf, amount))).toEqual(kept);
  });

  it('the upper limit is capped by what remains at the price now', () => {
    const thin = [ad('thin', 'sell', 2, 10, 500, 100)];
    expect(names(bestAds(thin, priceOf, '200'))).toEqual(['thin']);
    expect(names(bestAds(thin, priceOf, '200.01'))).toEqual([]);
  });

  it('every ad of the market competes, and the list keeps the best up to its limit', () => {
    const many = Array.from({ length: 1_000 }, (_, i) => ad(`ad${i}`, 'sell', 2_000 - i, 10, 500));
    const best = bestAds(many, priceOf, undefined, 3);
    expect(names(best)).toEqual(['ad999', 'ad998', 'ad997']);
  });
});
