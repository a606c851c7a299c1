import { describe, expect, it } from 'vitest';
import { toUnits } from '../../platform/ledger/book-units.ts';
import { type RiskAccount, RiskBook } from './risk-book.ts';

const u = (text: string) => toUnits(text) as bigint;

function account(id: string, holdings: Record<string, string>, debts: Record<string, string>): RiskAccount {
  return {
    id,
    holdings: new Map(Object.entries(holdings).map(([asset, amount]) => [asset, u(amount)])),
    debts: new Map(
      Object.entries(debts).map(([asset, amount]) => [asset, { principal: u(amount), interest: 0n }]),
    ),
  };
}

describe('RiskBook (issue #23: margin level and liquidation at the right price)', () => {
  it('an isolated long of 1 BTC against 90,000 USDT is liquidated when BTC reaches 99,000, not before', () => {
    const book = new RiskBook(undefined, 0);
    book.setPrice('BTC', u('120000'));
    expect(book.upsert(account('long', { BTC: '1' }, { USDT: '90000' })).state).toBe('safe');
    expect(book.move('BTC', u('99001'))).toEqual([]);
    const reached = book.move('BTC', u('99000'));
    expect(reached.map((r) => [r.id, r.evaluation.state])).toEqual([['long', 'liquidation']]);
  });

  it('a cross short (USDT held, BTC owed) is reached as BTC rises', () => {
    const book = new RiskBook(undefined, 0);
    book.setPrice('BTC', u('90000'));
    book.upsert(account('short', { USDT: '11000' }, { BTC: '0.1' }));
    expect(book.move('BTC', u('99999'))).toEqual([]);
    expect(book.move('BTC', u('100000')).map((r) => r.evaluation.state)).toEqual(['liquidation']);
  });

  it('a cross account holding two assets is re-checked on either price and its triggers follow', () => {
    const book = new RiskBook(undefined, 0.005);
    book.setPrice('BTC', u('100000'));
    book.setPrice('ETH', u('3000'));
    book.upsert(account('two', { BTC: '1', ETH: '10' }, { USDT: '100000' }));
    // 130,000 / 100,000 = 1.3: warning.
    expect(book.evaluate(book.accounts.get('two') as RiskAccount).state).toBe('warning');
    // ETH to 1,000: 110,000 / 100,000 = 1.1, liquidated (found through the ETH trigger).
    expect(book.move('ETH', u('1000')).map((r) => r.evaluation.state)).toEqual(['liquidation']);
  });

  it('nothing owed is never indexed', () => {
    const book = new RiskBook();
    book.setPrice('BTC', u('100000'));
    book.upsert(account('free', { BTC: '1' }, {}));
    expect(book.move('BTC', u('1'))).toEqual([]);
  });
});

describe('RiskBook over a random walk', () => {
  it('reports every account that reaches the liquidation level, as a full scan finds them', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const units = (whole: number) => BigInt(Math.round(whole * 1e8));
    const book = new RiskBook();
    const prices: Record<string, number> = { BTC: 95_000, ETH: 3_400 };
    book.setPrice('BTC', units(prices.BTC as number));
    book.setPrice('ETH', units(prices.ETH as number));
    for (let i = 0; i < 400; i += 1) {
      const asset = i % 2 === 0 ? 'BTC' : 'ETH';
      const other = asset === 'BTC' ? 'ETH' : 'BTC';
      const leverage = 1.5 + random() * 1.4;
      const long = i % 3 !== 0;
      const price = prices[asset] as number;
      book.upsert({
        id: `a${i}`,
        holdings: long
          ? new Map([
              [asset, units((1000 * leverage) / price)],
              [other, units(200 / (prices[other] as number))],
            ])
          : new Map([['USDT', units(1000 * leverage)]]),
        debts: long
          ? new Map([['USDT', { principal: units(1000 * (leverage - 1) + 200), interest: 0n }]])
          : new Map([[asset, { principal: units((1000 * (leverage - 1)) / price), interest: 0n }]]),
      });
    }
    for (let move = 0; move < 600; move += 1) {
      const asset = random() < 0.5 ? 'BTC' : 'ETH';
      prices[asset] = (prices[asset] as number) * (1 + (random() - 0.5) * 0.006);
      for (const { id, evaluation } of book.move(asset, units(prices[asset] as number)))
        if (evaluation.state === 'liquidation') book.remove(id);
      expect(book.underLiquidation()).toEqual([]);
    }
  });
});
