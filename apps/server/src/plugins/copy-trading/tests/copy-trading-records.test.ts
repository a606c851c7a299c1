import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  read,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';

// Issue #24, /record/mcp's CSV: the records endpoint answers at most 500 rows, and `before` (the
// last row's `<at>:<id>`) pages through the rest. A follower with 1,203 copied orders (three to a
// millisecond), two stopped copies and seven profit shares, many of them at the same time, is read
// page by page: every row comes exactly once, in the list's order, and a range holds only its rows.

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

interface CopyRecord {
  id: string;
  kind: string;
  at: number;
}

const BASE = 1_780_000_000_000;
const ORDERS = 1203;
const SOURCE_RANK: Record<string, number> = { order: 3, share: 2, stop: 1 };

function listOrder(a: CopyRecord, b: CopyRecord): number {
  const [sourceA, idA] = a.id.split('-') as [string, string];
  const [sourceB, idB] = b.id.split('-') as [string, string];
  return b.at - a.at || SOURCE_RANK[sourceB]! - SOURCE_RANK[sourceA]! || Number(idB) - Number(idA);
}

describe.each(backends)('issue #24 copy records page through every row on $name', (backend) => {
  let server: RunningServer;
  let follower: ApiClient;

  beforeAll(async () => {
    server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0', SEED_DEMO_USER: 'false' });
    follower = new ApiClient(server.baseUrl);
    const { userId } = await fundedTrader(follower, [['USDT', '10']]);
    const db = server.app.db;
    await sql`
      insert into copy_leads (user_id, nickname, avatar, bio, tags, profit_share_rate, max_followers, created_at)
      values (987654321, 'Pager', 'palette-1', '', '[]'::jsonb, 10, 10, ${BASE}::bigint)`.execute(db);
    const copies = await sql<{ id: string }>`
      insert into copy_copies (venue, follower_id, lead_id, mode, fixed_margin, investment, symbols, state, started_at, stopped_at)
      select 'live', ${Number(userId)}::integer, 987654321, 'fixed', 20, 100, 'null'::jsonb, 'stopped', ${BASE}::bigint, ${BASE}::bigint + 100
      from generate_series(1, 2)
      returning id`.execute(db);
    const [first, second] = copies.rows.map((row) => Number(row.id)) as [number, number];
    await sql`
      insert into copy_lead_moves (venue, lead_id, symbol, direction, action, from_size, to_size, price, pnl, at)
      select 'live', 987654321, 'BTCUSDT', 'long', 'open', 0, 1, 50000, 0, ${BASE}::bigint + g / 3
      from generate_series(0, ${ORDERS - 1}) g`.execute(db);
    await sql`
      insert into copy_orders (move_id, copy_id, action, side, size, state, skip_reason, size_before, filled, at)
      select m.id, case when m.id % 2 = 0 then ${first}::bigint else ${second}::bigint end, 'open', 'buy', 0.001,
        case when m.id % 5 = 0 then 'skipped' else 'copied' end,
        case when m.id % 5 = 0 then 'insufficient-margin' end, 0,
        case when m.id % 5 = 0 then null else 0.001 end, m.at
      from copy_lead_moves m where m.lead_id = 987654321`.execute(db);
    await sql`
      insert into copy_settlements (copy_id, amount, high_water_mark, balance_before, state, at)
      select ${first}::bigint, 0.5, 5, 100, 'paid', ${BASE}::bigint + 98 + g
      from generate_series(0, 6) g`.execute(db);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function everyPage(query: string): Promise<CopyRecord[][]> {
    const pages: CopyRecord[][] = [];
    let before = '';
    for (;;) {
      const page = await read<CopyRecord[]>(
        follower,
        `/v1/copy-trading/records?limit=500${query}${before === '' ? '' : `&before=${before}`}`,
      );
      pages.push(page);
      if (page.length < 500) return pages;
      const last = page.at(-1)!;
      before = encodeURIComponent(`${last.at}:${last.id}`);
    }
  }

  it('answers every row once, in order, page after page', { timeout: 120_000 }, async () => {
    const pages = await everyPage('');
    const rows = pages.flat();
    expect(pages.map((page) => page.length)).toEqual([500, 500, 212]);
    expect(rows).toHaveLength(ORDERS + 2 + 7);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows).toEqual([...rows].sort(listOrder));
    // The kinds: 1 in 5 orders skipped, two stops, seven shares paid.
    const kinds: Record<string, number> = {};
    for (const row of rows) kinds[row.kind] = (kinds[row.kind] ?? 0) + 1;
    expect(kinds).toEqual({ copied: 963, skipped: 240, stopped: 2, 'profit-share-paid': 7 });
  });

  it('pages within a range and a kind', { timeout: 120_000 }, async () => {
    // [BASE + 100, BASE + 299]: 600 orders (three per millisecond), both stops, five shares.
    const range = await everyPage(`&from=${BASE + 100}&to=${BASE + 299}`);
    expect(range.map((page) => page.length)).toEqual([500, 107]);
    expect(range.flat().every((row) => row.at >= BASE + 100 && row.at <= BASE + 299)).toBe(true);
    const skipped = (await everyPage('&kind=skipped')).flat();
    expect(skipped).toHaveLength(240);
    expect(skipped.every((row) => row.kind === 'skipped')).toBe(true);
  });

  it('refuses a malformed cursor with a 4xx', async () => {
    const answer = await follower.get('/v1/copy-trading/records?before=x:order-1');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
