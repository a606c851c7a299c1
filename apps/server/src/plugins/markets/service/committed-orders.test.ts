import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { type Db, openDatabase } from '../../../db/database.ts';
import { marketsDb } from '../tables.ts';
import { MarketsService } from './markets-service.ts';

const silent = { error() {}, fatal() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;

/**
 * Issue #22 item 3: an order is acknowledged once the batch holding it is committed, but commands
 * of the next batch may already have changed it in memory (applied while the commit ran). What
 * the service answers for it must be its committed state: an acknowledgement that reported a fill
 * of an uncommitted batch would report a fill a kill -9 can still take back.
 */
describe('spot orders are answered as last committed', () => {
  let db: Db;
  let markets: MarketsService;
  beforeAll(async () => {
    db = await openDatabase(loadConfig({ DATA_DIR: ':memory:', NODE_ENV: 'test' }));
    markets = new MarketsService(
      marketsDb(db),
      { seed: '1', simTickMs: 0, snapshotEvery: 1000, snapshotIntervalMs: 3_600_000, historyHours: 0 },
      silent,
    );
    await markets.start();
    await markets.transact((tx) => {
      tx.apply('live', { type: 'deposit', accountId: 'u1', asset: 'USDT', amount: '100000', ts: tx.now });
      tx.apply('live', { type: 'deposit', accountId: 'u2', asset: 'BTC', amount: '1', ts: tx.now });
    });
  });
  afterAll(async () => {
    await markets.stop();
    await db.destroy();
  });

  it('a fill applied but not yet committed is not in the answer; once committed it is', async () => {
    const orderNo = await markets.transact((tx) => {
      const events = tx.apply('live', {
        type: 'place',
        symbol: 'BTCUSDT',
        accountId: 'u1',
        side: 'buy',
        orderType: 'limit',
        price: '90000.00',
        size: '0.010000',
        ts: tx.now,
      });
      const accepted = events.find((event) => event.type === 'accepted');
      if (accepted?.type !== 'accepted') throw new Error('not accepted');
      return accepted.orderId;
    });
    expect(markets.recentOrder('live', orderNo)).toMatchObject({ status: 'new', filledLots: 0 });

    // The sell that fills it is applied at once, its batch not committed yet.
    const selling = markets.transact((tx) =>
      tx.apply('live', {
        type: 'place',
        symbol: 'BTCUSDT',
        accountId: 'u2',
        side: 'sell',
        orderType: 'limit',
        price: '90000.00',
        size: '0.010000',
        ts: tx.now,
      }),
    );
    expect(markets.openOrder('live', orderNo)).toBeUndefined();
    expect(markets.recentOrder('live', orderNo)).toMatchObject({ status: 'new', filledLots: 0 });

    await selling;
    expect(markets.recentOrder('live', orderNo)).toMatchObject({ status: 'filled', filledLots: 10_000 });
  });
});
