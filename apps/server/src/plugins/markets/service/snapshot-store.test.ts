import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { everyBackend, openBackendDatabase } from '../../../../test/support/backends.ts';
import type { ExchangeSnapshot } from '../../../markets/exchange.ts';
import { marketsDb } from '../tables.ts';
import { MarketsService } from './markets-service.ts';

const silent = { error() {}, fatal() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;
const SETTINGS = {
  seed: '1',
  simTickMs: 0,
  snapshotEvery: 6,
  snapshotIntervalMs: 3_600_000,
  historyHours: 0,
};

function normal(snapshot: ExchangeSnapshot): ExchangeSnapshot {
  return {
    ...snapshot,
    ledger: { ...snapshot.ledger, balances: [...snapshot.ledger.balances].sort() },
    feeTiers: [...snapshot.feeTiers].sort(),
  };
}

/**
 * #22 item 3: spot snapshots written as parts, in their own transaction after the acknowledgements.
 * A snapshot transaction that dies before its commit (a fault injected in the database, standing in
 * for a crash at that point) leaves the previous snapshot and the journal after it: recovery still
 * gives exactly the state of the service that never stopped.
 */
describe.each(everyBackend)('spot incremental snapshots in the database ($name)', (backend) => {
  let opened: Awaited<ReturnType<typeof openBackendDatabase>> | undefined;
  afterAll(async () => opened?.close());

  it('writes only changed parts, prunes the journal, and survives a snapshot that dies mid-write', async () => {
    opened = await openBackendDatabase(backend);
    const db = opened.db;
    const first = new MarketsService(marketsDb(db), SETTINGS, silent);
    await first.start();
    const trade = async (account: string, side: 'buy' | 'sell', price: string) =>
      first.transact((tx) =>
        tx.apply('live', {
          type: 'place',
          symbol: 'BTCUSDT',
          accountId: account,
          side,
          orderType: 'limit',
          price,
          size: '0.010000',
          ts: tx.now,
        }),
      );
    const accounts = Array.from({ length: 20 }, (_, i) => `u${i + 1}`);
    await first.transact((tx) => {
      for (const account of accounts) {
        tx.apply('live', {
          type: 'deposit',
          accountId: account,
          asset: 'USDT',
          amount: '100000',
          ts: tx.now,
        });
        tx.apply('live', { type: 'deposit', accountId: account, asset: 'BTC', amount: '1', ts: tx.now });
      }
    });
    // The batch above made the first (complete) snapshot due; it is written after the next batch.
    await trade('u1', 'buy', '90000.00');
    await first.flush();
    const complete = first.lastSnapshot!;
    expect(complete.parts).toBeGreaterThan(20);
    for (let i = 0; i < 6; i += 1) await trade('u2', 'buy', `${89000 + i}.00`);
    await trade('u3', 'sell', '95000.00');
    await first.flush();
    const incremental = first.lastSnapshot!;
    // Only u2's and u3's balances, their orders, the system account and the meta part of each venue.
    expect(incremental.parts).toBeLessThan(15);
    expect(incremental.parts).toBeLessThan(complete.parts);
    const manifest = await sql<{ seq: string | number }>`
      select seq from engine_snapshot_manifest where engine = 'spot' and venue = 'live'`.execute(db);
    const seq = Number(manifest.rows[0]!.seq);
    const pruned = await sql<{ n: string | number }>`
      select count(*) as n from markets_journal where seq <= ${seq}`.execute(db);
    expect(Number(pruned.rows[0]!.n)).toBe(0);

    // Every later snapshot transaction now dies before its commit.
    await sql`create table snapshot_fault (on_ boolean)`.execute(db);
    await sql`create function snapshot_fault() returns trigger language plpgsql as $$
      begin raise exception 'injected crash in the snapshot transaction'; end $$`.execute(db);
    await sql`create trigger snapshot_fault before insert or update on engine_snapshot_manifest
      for each row execute function snapshot_fault()`.execute(db);
    for (let i = 0; i < 7; i += 1) await trade('u4', 'sell', `${89000 + i}.00`);
    await trade('u5', 'buy', '96000.00');
    await first.flush();
    expect(first.snapshotCosts.failed).toBeGreaterThan(0);
    const after = await sql<{ seq: string | number }>`
      select seq from engine_snapshot_manifest where engine = 'spot' and venue = 'live'`.execute(db);
    expect(Number(after.rows[0]!.seq)).toBe(seq);
    const partsSeq = await sql<{ seq: string | number }>`
      select max(seq) as seq from engine_snapshot_parts where engine = 'spot'`.execute(db);
    expect(Number(partsSeq.rows[0]!.seq)).toBe(seq);

    // A crash: a new service on the same database recovers from the old snapshot and the journal.
    const second = new MarketsService(marketsDb(db), SETTINGS, silent);
    await second.start();
    for (const venue of ['live', 'demo'] as const) {
      expect(normal(second.exchanges[venue].snapshot())).toEqual(normal(first.exchanges[venue].snapshot()));
    }
    // With the fault gone, the failed snapshot's parts are written again (they were put back).
    await sql`drop trigger snapshot_fault on engine_snapshot_manifest`.execute(db);
    await trade('u6', 'buy', '80000.00');
    for (let i = 0; i < 6; i += 1) await trade('u6', 'buy', `${80001 + i}.00`);
    await first.flush();
    const third = new MarketsService(marketsDb(db), SETTINGS, silent);
    await third.start();
    expect(normal(third.exchanges.live.snapshot())).toEqual(normal(first.exchanges.live.snapshot()));
  });
});
