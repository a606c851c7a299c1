/**
 * The cluster's spot order records in PostgreSQL: every order of a user account as the gateways'
 * projection shows it after each result that changed it (finished ones are the order history and
 * detail; open ones let a restarted persister carry on), and every user fill, keyed by the result
 * that made it (symbol, seq, position) so a result written again adds nothing. Written by the
 * spot persister in the transaction of the result's postings; read by the gateways' history,
 * fills and detail (product-routes.ts), which add what the persister has not written yet from
 * their projection (record-pages.ts).
 */
import type { SpotFillWire } from '@tideline/protocol/spot/fill';
import type pg from 'pg';
import type { OrderState } from '../plugins/markets/views/order-view.ts';
import type { RecordFilter } from './product-orders.ts';

export const ORDER_RECORDS_SCHEMA = `
    CREATE TABLE IF NOT EXISTS cluster_spot_orders (
      symbol text NOT NULL,
      order_no bigint NOT NULL,
      account text NOT NULL,
      seq bigint NOT NULL,
      side text NOT NULL,
      status text NOT NULL,
      created_at bigint NOT NULL,
      state jsonb NOT NULL,
      PRIMARY KEY (symbol, order_no)
    );
    CREATE INDEX IF NOT EXISTS cluster_spot_orders_account ON cluster_spot_orders (account, order_no DESC);
    CREATE INDEX IF NOT EXISTS cluster_spot_orders_open ON cluster_spot_orders (status)
      WHERE status IN ('new', 'partially_filled');
    CREATE TABLE IF NOT EXISTS cluster_spot_fills (
      symbol text NOT NULL,
      seq bigint NOT NULL,
      position integer NOT NULL,
      account text NOT NULL,
      side text NOT NULL,
      ts bigint NOT NULL,
      fill jsonb NOT NULL,
      PRIMARY KEY (symbol, seq, position)
    );
    CREATE INDEX IF NOT EXISTS cluster_spot_fills_account ON cluster_spot_fills (account, ts DESC);
    -- Per symbol, the last result whose order records are written: where a restarted persister resumes.
    CREATE TABLE IF NOT EXISTS cluster_spot_record_seqs (
      symbol text PRIMARY KEY,
      seq bigint NOT NULL
    );
`;

/** One order's state after the result `seq` changed it. */
export interface OrderRecord {
  accountId: string;
  seq: number;
  order: OrderState;
}

/** One user fill, at `position` among the fills of the result `seq` (fillsOfTrade's order). */
export interface FillRecord {
  accountId: string;
  seq: number;
  position: number;
  fill: SpotFillWire;
}

export interface OrderRecordRows {
  orders: OrderRecord[];
  fills: FillRecord[];
  /** Per symbol, the last result these rows come from. */
  seqs: Map<string, number>;
}

/** JSON has no bigint: the two ledger amounts travel as decimal strings of units. */
const stored = (order: OrderState) => ({
  ...order,
  quoteFilled: order.quoteFilled.toString(),
  fee: order.fee.toString(),
});
const revived = (state: ReturnType<typeof stored>): OrderState => ({
  ...state,
  quoteFilled: BigInt(state.quoteFilled),
  fee: BigInt(state.fee),
});

/** Many rows a statement, under PostgreSQL's 65,535 parameters. */
async function insertRows(
  client: pg.PoolClient,
  head: string,
  tail: string,
  rows: readonly unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const width = rows[0]!.length;
  const perStatement = Math.floor(60_000 / width);
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map(
      (_, i) => `(${Array.from({ length: width }, (__, j) => `$${i * width + j + 1}`).join(', ')})`,
    );
    await client.query(`${head} VALUES ${values.join(', ')} ${tail}`, chunk.flat());
  }
}

/** Writes the rows in the caller's transaction; an order keeps its state of the latest result. */
export async function writeOrderRecords(client: pg.PoolClient, rows: OrderRecordRows): Promise<void> {
  // One row per order and statement: ON CONFLICT DO UPDATE refuses a key twice in one statement.
  const latest = new Map<string, OrderRecord>();
  for (const record of rows.orders) latest.set(`${record.order.symbol}:${record.order.orderNo}`, record);
  await insertRows(
    client,
    'INSERT INTO cluster_spot_orders (symbol, order_no, account, seq, side, status, created_at, state)',
    `ON CONFLICT (symbol, order_no) DO UPDATE SET seq = excluded.seq, status = excluded.status, state = excluded.state
       WHERE cluster_spot_orders.seq < excluded.seq`,
    [...latest.values()].map(({ accountId, seq, order }) => [
      order.symbol,
      order.orderNo,
      accountId,
      seq,
      order.side,
      order.status,
      order.createdAt,
      JSON.stringify(stored(order)),
    ]),
  );
  await insertRows(
    client,
    'INSERT INTO cluster_spot_fills (symbol, seq, position, account, side, ts, fill)',
    'ON CONFLICT (symbol, seq, position) DO NOTHING',
    rows.fills.map(({ accountId, seq, position, fill }) => [
      fill.symbol,
      seq,
      position,
      accountId,
      fill.side,
      fill.ts,
      JSON.stringify(fill),
    ]),
  );
  await insertRows(
    client,
    'INSERT INTO cluster_spot_record_seqs (symbol, seq)',
    `ON CONFLICT (symbol) DO UPDATE SET seq = excluded.seq WHERE cluster_spot_record_seqs.seq < excluded.seq`,
    [...rows.seqs].map(([symbol, seq]) => [symbol, seq]),
  );
}

/** Per symbol, the last result whose order records are written. */
export async function writtenSeqs(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ symbol: string; seq: string }>(
    'SELECT symbol, seq FROM cluster_spot_record_seqs',
  );
  return new Map(rows.map((row) => [row.symbol, Number(row.seq)]));
}

/** What a persister's projection starts from: each symbol's last written result and the open orders then. */
export async function loadRecordsResume(
  pool: pg.Pool,
): Promise<{ seqs: Map<string, number>; open: Array<{ accountId: string; order: OrderState }> }> {
  const open = await pool.query<{ account: string; state: ReturnType<typeof stored> }>(
    `SELECT account, state FROM cluster_spot_orders WHERE status IN ('new', 'partially_filled')
      ORDER BY symbol, order_no`,
  );
  return {
    seqs: await writtenSeqs(pool),
    open: open.rows.map((row) => ({ accountId: row.account, order: revived(row.state) })),
  };
}

/** `where` clauses and parameters of a record page's filters (the product's `recordQuery`). */
function filterClauses(
  accountId: string,
  filter: RecordFilter,
  time: string,
  cursor: string,
): { clauses: string[]; params: unknown[] } {
  const params: unknown[] = [accountId];
  const clauses = ['account = $1'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.symbol !== undefined) add('symbol = ?', filter.symbol);
  if (filter.side !== undefined) add('side = ?', filter.side);
  if (filter.startTime !== undefined) add(`${time} >= ?`, filter.startTime);
  if (filter.endTime !== undefined) add(`${time} <= ?`, filter.endTime);
  if (filter.before !== undefined) add(`${cursor} < ?`, filter.before);
  return { clauses, params };
}

/**
 * The account's finished orders that can be on the page: the newest `limit` by order number and
 * every other one that shares the last one's number (older data only; a page never ends inside a
 * number: record-pages.ts).
 */
export async function storedHistory(
  pool: pg.Pool,
  accountId: string,
  filter: RecordFilter & { status?: 'filled' | 'cancelled' | undefined },
): Promise<OrderState[]> {
  const { clauses, params } = filterClauses(accountId, filter, 'created_at', 'order_no');
  params.push(filter.status === undefined ? ['filled', 'cancelled'] : [filter.status]);
  clauses.push(`status = ANY($${params.length})`);
  params.push(filter.limit - 1);
  const { rows } = await pool.query<{ state: ReturnType<typeof stored> }>(
    `WITH matching AS (SELECT order_no, state FROM cluster_spot_orders WHERE ${clauses.join(' AND ')})
     SELECT state FROM matching
      WHERE order_no >= COALESCE((SELECT order_no FROM matching ORDER BY order_no DESC OFFSET $${params.length} LIMIT 1), 0)`,
    params,
  );
  return rows.map((row) => revived(row.state));
}

/** The account's fills that can be on the page: the newest `limit` by time and every other one of the last one's millisecond. */
export async function storedFills(
  pool: pg.Pool,
  accountId: string,
  filter: RecordFilter,
): Promise<SpotFillWire[]> {
  const { clauses, params } = filterClauses(accountId, filter, 'ts', 'ts');
  params.push(filter.limit - 1);
  const { rows } = await pool.query<{ fill: SpotFillWire }>(
    `WITH matching AS (SELECT ts, fill FROM cluster_spot_fills WHERE ${clauses.join(' AND ')})
     SELECT fill FROM matching
      WHERE ts >= COALESCE((SELECT ts FROM matching ORDER BY ts DESC OFFSET $${params.length} LIMIT 1), 0)`,
    params,
  );
  return rows.map((row) => row.fill);
}

/**
 * The account's stored order numbered `orderNo` (of `symbol` when given); of two that share the
 * number (placed before numbers came from the command stream: docs/scale-out.md), the newest.
 */
export async function storedOrder(
  pool: pg.Pool,
  accountId: string,
  orderNo: number,
  symbol?: string,
): Promise<OrderState | undefined> {
  const { rows } = await pool.query<{ state: ReturnType<typeof stored> }>(
    `SELECT state FROM cluster_spot_orders WHERE account = $1 AND order_no = $2 AND ($3::text IS NULL OR symbol = $3)
      ORDER BY created_at DESC LIMIT 1`,
    [accountId, orderNo, symbol ?? null],
  );
  return rows[0] === undefined ? undefined : revived(rows[0].state);
}
