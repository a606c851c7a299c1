import { Decimal } from '@tideline/core/decimal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  quoteSpot,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { futuresServiceOf } from '../../futures/index.ts';
import { Copier } from '../copier.ts';
import { expandMoveRecords, type MoveRecord, moveRecordsText } from '../move-records.ts';
import { SerialQueue } from '../serial-queue.ts';
import { copyDb } from '../tables.ts';
import { copyRecords } from '../views.ts';
import { insertDbOnlyLead } from './db-only-lead.ts';

// Issue #24: a move's plan that a crash of the earlier release left (copy_move_plans, migration
// 0200; the copier now records a move in its orders' commit and writes no plan) is finished at
// start: a pending order whose copy position still has its size from before is placed now (in one
// place-batch command, its record in the same commit), one whose size moved was placed before the
// crash and is recorded with that change as its fill, a skip keeps its reason; the plan goes.

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

describe.each(backends)(
  'issue #24 copy trading: a plan left by a crash, finished at start on $name',
  (backend) => {
    let server: RunningServer;
    let leadId: number;

    beforeAll(async () => {
      server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0', SEED_DEMO_USER: 'false' });
      const lead = new ApiClient(server.baseUrl);
      leadId = Number((await fundedTrader(lead, [['USDT', '1000']])).userId);
      await quoteSpot(server.app, lead, '50000');
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    it('places what was not placed, records what was, once', { timeout: 120_000 }, async () => {
      const db = copyDb(server.app.db);
      const futures = futuresServiceOf(server.app);
      // A lead in the database only, so the running server's copier leaves it alone (as in
      // copy-trading-recovery.test.ts); three copies of it, funded as follow funds them.
      await insertDbOnlyLead(db, leadId, 'Planned');
      const copies = await sql<{ id: string }>`
      insert into copy_copies (venue, follower_id, lead_id, mode, fixed_margin, investment, symbols, state, started_at)
      select 'live', 800000000 + g, ${leadId}, 'fixed', 20, 500, 'null'::jsonb, 'active', ${Date.now()}
      from generate_series(1, 3) g
      returning id`.execute(db);
      const [placed, unplaced, skipped] = copies.rows.map((row) => Number(row.id)) as [
        number,
        number,
        number,
      ];
      await futures.transact('live', [
        { type: 'fund-account', accountId: 'plans-maker', amount: '1000000' },
        {
          type: 'place',
          accountId: 'plans-maker',
          symbol: 'BTCUSDT',
          side: 'sell',
          orderType: 'limit',
          price: '50000.00',
          size: '1.000',
        },
        ...[placed, unplaced, skipped].flatMap((id) => [
          { type: 'set-position-mode' as const, accountId: `copy-${id}`, positionMode: 2 as const },
          { type: 'fund-account' as const, accountId: `copy-${id}`, amount: '500' },
        ]),
      ]);
      const move = await sql<{ id: string }>`
      insert into copy_lead_moves (venue, lead_id, symbol, direction, action, from_size, to_size, price, pnl, at)
      values ('live', ${leadId}, 'BTCUSDT', 'long', 'open', 0, 0.01, 50000, 0, ${Date.now()})
      returning id`.execute(db);
      const moveId = Number(move.rows[0]!.id);
      await sql`
      insert into copy_move_plans (move_id, copy_ids, sides, sizes, states, skip_reasons, sizes_before)
      values (${moveId}, ${[placed, unplaced, skipped]}::bigint[], ${['buy', 'buy', 'buy']}::text[],
        ${['0.004', '0.004', '0.004']}::numeric[], ${['pending', 'pending', 'skipped']}::text[],
        ${[null, null, 'insufficient-margin']}::text[], ${['0', '0', '0']}::numeric[])`.execute(db);
      // The first copy's order went through before the crash.
      await futures.transact('live', [
        {
          type: 'place',
          accountId: `copy-${placed}`,
          symbol: 'BTCUSDT',
          side: 'buy',
          positionSide: 1,
          orderType: 'market',
          size: '0.004',
        },
      ]);

      const copier = new Copier(db, futures, new SerialQueue(), () => Date.now(), server.app.log);
      await copier.start();
      copier.stop();

      expect((await recordsOf(moveId)).map((record) => record.slice(0, 4))).toEqual([
        [placed, 'copied', null, '0.004'],
        [unplaced, 'copied', null, '0.004'],
        [skipped, 'skipped', 'insufficient-margin', null],
      ]);
      const size = (id: number) => futures.exchanges.live.positionsOf(`copy-${id}`)[0]?.count ?? '0';
      expect([size(placed), size(unplaced), size(skipped)]).toEqual(['0.004', '0.004', '0']);
      const plans = await sql<{ move_id: string }>`select move_id from copy_move_plans`.execute(db);
      expect(plans.rows).toEqual([]);
    });

    // Migrations 0202 and 0204: a move's records are committed as one copy_move_records row with its orders
    // and expanded into copy_orders rows afterwards. A crash between the two leaves the row: the
    // next start expands it, once, however often the expansion runs, and the records view reads
    // every committed move's records even before the copier expands them.
    /** A move's copy_orders rows: copy id, state, skip reason, fill, time; by copy id. */
    async function recordsOf(moveId: number) {
      const rows = await copyDb(server.app.db)
        .selectFrom('copy_orders')
        .select(['copy_id', 'state', 'skip_reason', 'filled', 'at'])
        .where('move_id', '=', moveId)
        .orderBy('copy_id')
        .execute();
      return rows.map((row) => [
        Number(row.copy_id),
        row.state,
        row.skip_reason,
        row.filled === null ? null : new Decimal(row.filled).toFixed(),
        Number(row.at),
      ]);
    }

    /**
     * What a crash between a move's commit and its expansion leaves: stopped copies of the lead
     * (followers `firstFollower`, +1, ...), the move, and its records as one copy_move_records row:
     * the first copy copied 0.004, the second (if any) skipped for margin.
     */
    async function unexpandedMove(firstFollower: number, count: 1 | 2) {
      const db = copyDb(server.app.db);
      const copies = await sql<{ id: string }>`
      insert into copy_copies (venue, follower_id, lead_id, mode, fixed_margin, investment, symbols, state, started_at)
      select 'live', ${firstFollower - 1}::int + g, ${leadId}, 'fixed', 20, 500, 'null'::jsonb, 'stopped', ${Date.now()}
      from generate_series(1, ${count}::int) g
      returning id`.execute(db);
      const copyIds = copies.rows.map((row) => Number(row.id));
      const at = Date.now();
      const move = await sql<{ id: string }>`
      insert into copy_lead_moves (venue, lead_id, symbol, direction, action, from_size, to_size, price, pnl, at)
      values ('live', ${leadId}, 'BTCUSDT', 'long', 'open', 0, 0.01, 50000, 0, ${at})
      returning id`.execute(db);
      const moveId = Number(move.rows[0]!.id);
      const records: MoveRecord[] = [
        [copyIds[0]!, 'buy', '0.004', 'copied', null, '0', '0.004'],
        [copyIds[1]!, 'buy', '0.004', 'skipped', 'insufficient-margin', '0', null],
      ];
      await sql`
      insert into copy_move_records (move_id, action, at, records)
      values (${moveId}, 'open', ${at}, ${moveRecordsText(records.slice(0, count))})`.execute(db);
      return { db, copyIds, moveId, at };
    }

    it('expands move records a crash left, once', { timeout: 120_000 }, async () => {
      const futures = futuresServiceOf(server.app);
      const { db, copyIds, moveId, at } = await unexpandedMove(810000001, 2);
      const [copied, skipped] = copyIds as [number, number];
      // A partial expansion (one record written) must not be written twice.
      await sql`
      insert into copy_orders (move_id, copy_id, action, side, size, state, skip_reason, size_before, filled, at)
      values (${moveId}, ${copied}, 'open', 'buy', 0.004, 'copied', null, 0, 0.004, ${at})`.execute(db);

      for (let start = 0; start < 2; start += 1) {
        const copier = new Copier(db, futures, new SerialQueue(), () => Date.now(), server.app.log);
        await copier.start();
        copier.stop();
      }
      expect(await expandMoveRecords(db)).toBe(0);

      expect(await recordsOf(moveId)).toEqual([
        [copied, 'copied', null, '0.004', at],
        [skipped, 'skipped', 'insufficient-margin', null, at],
      ]);
      const left = await sql<{ move_id: string }>`select move_id from copy_move_records`.execute(db);
      expect(left.rows).toEqual([]);
    });

    it('reads the records of a move not yet expanded', { timeout: 120_000 }, async () => {
      const follower = 820000001;
      const { db, copyIds, at } = await unexpandedMove(follower, 1);
      const records = await copyRecords(db, { venue: 'live', userId: follower }, {
        kind: 'copied',
        limit: 50,
      } as Parameters<typeof copyRecords>[2]);
      expect(records.map((record) => [record.copyId, record.kind, record.size, record.at])).toEqual([
        [String(copyIds[0]), 'copied', '0.004', at],
      ]);
    });
  },
);
