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
import { SerialQueue } from '../serial-queue.ts';
import { copyDb } from '../tables.ts';
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

      const records = await db
        .selectFrom('copy_orders')
        .select(['copy_id', 'state', 'skip_reason', 'filled'])
        .where('move_id', '=', moveId)
        .orderBy('copy_id')
        .execute();
      expect(
        records.map((row) => [
          Number(row.copy_id),
          row.state,
          row.skip_reason,
          row.filled === null ? null : new Decimal(row.filled).toFixed(),
        ]),
      ).toEqual([
        [placed, 'copied', null, '0.004'],
        [unplaced, 'copied', null, '0.004'],
        [skipped, 'skipped', 'insufficient-margin', null],
      ]);
      const size = (id: number) => futures.exchanges.live.positionsOf(`copy-${id}`)[0]?.count ?? '0';
      expect([size(placed), size(unplaced), size(skipped)]).toEqual(['0.004', '0.004', '0']);
      const plans = await sql<{ move_id: string }>`select move_id from copy_move_plans`.execute(db);
      expect(plans.rows).toEqual([]);
    });
  },
);
