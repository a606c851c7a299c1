import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { everyBackend, openBackendDatabase } from '../../../../test/support/backends.ts';
import type { FuturesSnapshot } from '../../../futures/futures-exchange.ts';
import { MarketsService, marketsDb } from '../../markets/index.ts';
import { futuresDb } from '../tables.ts';
import { type FuturesInput, FuturesService } from './futures-service.ts';

const silent = { error() {}, fatal() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;
const FUTURES = {
  simTickMs: 0,
  fundingIntervalMs: 3_600_000,
  priceTickMs: 0,
  snapshotEvery: 5,
  snapshotIntervalMs: 3_600_000,
  checkInvariants: true,
  insuranceSeedUsdt: '1000000',
};

/**
 * A full snapshot with its unordered collections sorted (parts restore them in another order), and
 * of each contract only its book: a service's start feeds the index again (prices, premium samples).
 */
function normal(snapshot: FuturesSnapshot) {
  return {
    ...snapshot,
    markets: snapshot.markets.map((market) => ({ symbol: market.symbol, book: market.book })),
    ledger: { ...snapshot.ledger, balances: [...snapshot.ledger.balances].sort() },
    settings: [...snapshot.settings].sort(),
    positionModes: [...snapshot.positionModes].sort(),
    feeTiers: [...snapshot.feeTiers].sort(),
  };
}

/**
 * #22 item 3: futures snapshots written as parts after the acknowledgements; a snapshot transaction
 * that dies before its commit (an injected database fault) leaves a recovery equal to the service
 * that never stopped, and the parts it could not write are written by the next one.
 */
describe.each(everyBackend)('futures incremental snapshots in the database ($name)', (backend) => {
  let opened: Awaited<ReturnType<typeof openBackendDatabase>> | undefined;
  afterAll(async () => opened?.close());

  it('recovers from parts + journal, across a snapshot that died mid-write', async () => {
    opened = await openBackendDatabase(backend);
    const db = opened.db;
    const spot = new MarketsService(
      marketsDb(db),
      { seed: '1', simTickMs: 0, snapshotEvery: 1_000, snapshotIntervalMs: 3_600_000, historyHours: 0 },
      silent,
    );
    await spot.start();
    const start = async () => {
      const service = new FuturesService(futuresDb(db), spot, FUTURES, silent);
      await service.start();
      return service;
    };
    const first = await start();
    const run = (commands: FuturesInput[]) => first.transact('live', commands);
    const order = (accountId: string, side: 'buy' | 'sell', price: string): FuturesInput => ({
      type: 'place',
      accountId,
      symbol: 'BTCUSDT',
      side,
      orderType: 'limit',
      price,
      size: '0.010',
    });
    await run([
      { type: 'spot-prices', symbol: 'BTCUSDT', bid: '50000.0', ask: '50000.0', last: '50000.0' },
      ...['a', 'b', 'c', 'd'].map(
        (accountId): FuturesInput => ({ type: 'fund-account', accountId, amount: '100000' }),
      ),
    ]);
    await run([order('a', 'buy', '50000.0'), order('b', 'sell', '50000.0'), order('c', 'buy', '49000.0')]);
    await run([
      { type: 'set-leverage', accountId: 'd', symbol: 'BTCUSDT', leverage: 7 },
      order('d', 'sell', '51000.0'),
    ]);
    await first.flush();
    expect(first.lastSnapshot?.parts).toBeGreaterThan(0);

    await sql`create function snapshot_fault() returns trigger language plpgsql as $$
      begin raise exception 'injected crash in the snapshot transaction'; end $$`.execute(db);
    await sql`create trigger snapshot_fault before insert or update on engine_snapshot_manifest
      for each row execute function snapshot_fault()`.execute(db);
    const before = first.lastSnapshot;
    await run([order('c', 'sell', '49000.0'), order('a', 'sell', '52000.0'), order('b', 'buy', '48000.0')]);
    await run([
      { type: 'set-leverage', accountId: 'a', symbol: 'BTCUSDT', leverage: 3 },
      order('d', 'buy', '51000.0'),
    ]);
    await first.flush();
    expect(first.lastSnapshot).toBe(before);

    // A crash: nothing of `first` runs any more; a new service recovers on the same database.
    await first.stop();
    const second = await start();
    expect(normal(second.exchanges.live.snapshot())).toEqual(normal(first.exchanges.live.snapshot()));

    // With the fault gone, the parts the failed snapshot held are written by the next ones.
    await sql`drop trigger snapshot_fault on engine_snapshot_manifest`.execute(db);
    const more = (commands: FuturesInput[]) => second.transact('live', commands);
    await more([order('b', 'sell', '48000.0'), order('c', 'buy', '52000.0'), order('a', 'buy', '47000.0')]);
    await more([order('d', 'sell', '47000.0'), order('a', 'buy', '46000.0')]);
    await second.flush();
    expect(second.lastSnapshot).toBeDefined();
    await second.stop();
    const third = await start();
    expect(normal(third.exchanges.live.snapshot())).toEqual(normal(second.exchanges.live.snapshot()));
    expect(third.exchanges.live.checkInvariants()).toEqual([]);
    await third.stop();
    await spot.stop();
  });
});
