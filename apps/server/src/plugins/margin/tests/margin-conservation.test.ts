import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { toUnits } from '../../../platform/ledger/book-units.ts';
import { POOL } from '../accounts.ts';
import { marginBook } from '../book.ts';
import { marginSettings } from '../settings.ts';
import { marginDb } from '../tables.ts';

// Issue #23: conservation after a randomised run of borrows, trades (auto-borrow and auto-repay
// orders against spot orders), hours of interest and liquidations as the price walks. After the
// run: the claims book sums to zero, the spot ledger is conserved, the lending pool's cash plus
// what it has lent is what it was funded with, and every account's debt is what its records say.

type RunningServer = Awaited<ReturnType<typeof startServer>>;

interface AssetRow {
  asset: string;
  free: string;
  borrowed: string;
  interest: string;
}
interface Account {
  assets: AssetRow[];
  liquidating: boolean;
}
interface MarginRecord {
  kind: string;
  asset: string;
  amount: string;
  interest: string;
}

const units = (text: string) => toUnits(text) as bigint;

describe('issue #23 margin conservation over a randomised run (pglite)', () => {
  let server: RunningServer;
  let maker: ApiClient;
  let other: ApiClient;
  const users: ApiClient[] = [];
  let seed = 2323;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  let price = 100_000;

  const order = (client: ApiClient, side: 'buy' | 'sell', at: number, size: string) =>
    client.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side,
      orderType: 'limit',
      price: at.toFixed(2),
      size,
    });

  async function moveTo(next: number) {
    price = next;
    // The old depth goes, so the new price is where the market trades.
    await maker.post('/v1/spot/order/batchCancel', { symbol: 'BTCUSDT' });
    await other.post('/v1/spot/order/batchCancel', { symbol: 'BTCUSDT' });
    await order(maker, 'sell', price, '0.001000');
    await order(other, 'buy', price, '0.001000');
    // Depth on both sides for the users' market orders and the liquidations.
    await order(maker, 'sell', price * 1.002, '0.200000');
    await order(other, 'buy', price * 0.998, '0.200000');
  }

  async function cross(client: ApiClient) {
    return (await client.get<{ cross: Account }>('/v1/margin/accounts')).body.data.cross;
  }

  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
    maker = new ApiClient(server.baseUrl);
    other = new ApiClient(server.baseUrl);
    await fundedTrader(maker, [['BTC', '100']]);
    await fundedTrader(other, [['USDT', '1000000']]);
    for (let i = 0; i < 4; i++) {
      const client = new ApiClient(server.baseUrl);
      await fundedTrader(client, [['USDT', '5000']]);
      await client.post('/v1/margin/transfer', {
        mode: 'cross',
        direction: 'in',
        asset: 'USDT',
        amount: '2000',
      });
      users.push(client);
    }
    await moveTo(price);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('keeps every book sound after 60 random steps and a crash', { timeout: 240_000 }, async () => {
    for (let step = 0; step < 60; step++) {
      const user = users[Math.floor(random() * users.length)] as ApiClient;
      const action = random();
      if (action < 0.2) {
        const most = await user.get<{ amount: string }>('/v1/margin/max-borrowable?mode=cross&asset=USDT');
        const amount = (Number(most.body.data.amount) * (0.3 + random() * 0.6)).toFixed(2);
        if (Number(amount) > 0)
          await user.post('/v1/margin/borrow', { mode: 'cross', asset: 'USDT', amount });
      } else if (action < 0.45) {
        await user.post('/v1/margin/order/place', {
          mode: 'cross',
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'market',
          funds: (200 + random() * 1500).toFixed(2),
          sideEffect: random() < 0.6 ? 'auto-borrow' : 'normal',
        });
      } else if (action < 0.6) {
        const held = (await cross(user)).assets.find((row) => row.asset === 'BTC')!.free;
        const size = (Number(held) * (0.3 + random() * 0.7)).toFixed(6);
        if (Number(size) >= 0.0001)
          await user.post('/v1/margin/order/place', {
            mode: 'cross',
            symbol: 'BTCUSDT',
            side: 'sell',
            orderType: 'market',
            size,
            sideEffect: 'auto-repay',
          });
      } else if (action < 0.7) {
        await user.post('/v1/margin/repay', {
          mode: 'cross',
          asset: 'USDT',
          amount: (random() * 500 + 1).toFixed(2),
        });
      } else if (action < 0.8) {
        expect((await user.post('/v1/dev/clock', { seconds: 3600 })).body.code).toBe(0);
      } else {
        await moveTo(Math.max(1000, price * (1 + (random() - 0.7) * 0.2)));
      }
    }
    // A crash at the end liquidates whoever is still long on borrowed money.
    await moveTo(price * 0.4);
    // Let the liquidations finish.
    for (const user of users)
      for (let attempt = 0; attempt < 100 && (await cross(user)).liquidating; attempt++)
        await new Promise((resolve) => setTimeout(resolve, 50));

    const db = marginDb(server.app.db);
    for (const total of (await marginBook.totals(db)).values()) expect(total).toBe('0');
    expect(server.app.markets.exchanges.live.checkConservation()).toEqual([]);

    let lent = 0n;
    const kinds = new Set<string>();
    for (const user of users) {
      const account = await cross(user);
      const usdt = account.assets.find((row) => row.asset === 'USDT')!;
      lent += units(usdt.borrowed);
      // What the records say was borrowed, charged and paid is what is owed now.
      const all = (await user.get<MarginRecord[]>('/v1/margin/records?limit=500')).body.data;
      for (const record of all) kinds.add(record.kind);
      const records = all.filter((record) => record.asset === 'USDT');
      const sum = (kinds: string[], field: 'amount' | 'interest') =>
        records.filter((r) => kinds.includes(r.kind)).reduce((total, r) => total + units(r[field]), 0n);
      const charged = sum(['borrow'], 'interest') + sum(['interest'], 'amount');
      const paid = sum(['repay', 'liquidation'], 'amount');
      const paidInterest = sum(['repay', 'liquidation'], 'interest');
      expect(units(usdt.borrowed) + units(usdt.interest), 'debt').toBeLessThanOrEqual(
        sum(['borrow'], 'amount') + charged - paid,
      );
      expect(units(usdt.interest) + paidInterest).toBeLessThanOrEqual(charged);
    }
    // The run covered every kind of step.
    expect([...kinds].sort()).toEqual(['borrow', 'interest', 'liquidation', 'repay', 'transfer-in']);
    const pool = units(server.app.markets.exchanges.live.balance(POOL, 'USDT').available);
    expect(pool + lent).toBe(marginSettings().poolSupply.get('USDT'));
  });
});
