/**
 * The cluster's PostgreSQL tables: the ledger postings (one row per leg, keyed by the command's
 * symbol and stream sequence, so a re-published result never posts twice) and each symbol engine's
 * latest snapshot, the spot order records (order-records-store.ts), the result stream's checkpoint (checkpoint-store.ts), and the allocation wallets' transfer notes (allocation-leg.ts); the futures engines' postings and snapshots in
 * tables of their own (a contract shares its spot pair's symbol). Created idempotently at start: the cluster uses its own database, not the
 * one-process server's migrations.
 */
import pg from 'pg';
import { CHECKPOINT_SCHEMA, type EncodedCheckpoint, writeCheckpoint } from './checkpoint-store.ts';
import { ORDER_RECORDS_SCHEMA, type OrderRecordRows, writeOrderRecords } from './order-records-store.ts';
import type { Posting, SymbolEngineSnapshot } from './symbol-engine.ts';

export function clusterPool(databaseUrl: string, max = 4): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max });
}

export async function ensureSchema(pool: pg.Pool): Promise<void> {
  // Every cluster process runs this at start: a transaction-scoped advisory lock keeps two from
  // racing on CREATE TABLE IF NOT EXISTS (which can fail on pg_type's unique index).
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(31031)');
    await client.query(SCHEMA);
    await client.query(ORDER_RECORDS_SCHEMA);
    await client.query(CHECKPOINT_SCHEMA);
  });
}

/** Runs `work` in one transaction on one pooled connection: committed, or rolled back and thrown. */
async function inTransaction(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const SCHEMA = `
    CREATE TABLE IF NOT EXISTS cluster_postings (
      symbol text NOT NULL,
      seq bigint NOT NULL,
      leg integer NOT NULL,
      account text NOT NULL,
      asset text NOT NULL,
      amount numeric(38, 8) NOT NULL,
      PRIMARY KEY (symbol, seq, leg)
    );
    CREATE INDEX IF NOT EXISTS cluster_postings_account ON cluster_postings (account, asset);
    CREATE TABLE IF NOT EXISTS cluster_transfers (
      transfer_id text PRIMARY KEY,
      wallet text NOT NULL,
      venue text NOT NULL,
      user_id integer NOT NULL,
      asset text NOT NULL,
      amount numeric(38, 8) NOT NULL,
      counterpart text NOT NULL,
      state text NOT NULL CHECK (state IN ('pending', 'done'))
    );
    ALTER TABLE cluster_transfers ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'destination';
    -- Money spot orders on their way need (allocation-funding.ts), by the order's request id.
    CREATE TABLE IF NOT EXISTS cluster_reservations (
      rid text PRIMARY KEY,
      symbol text NOT NULL,
      account text NOT NULL,
      asset text NOT NULL,
      units numeric(38, 0) NOT NULL,
      expires_at bigint NOT NULL
    );
    CREATE TABLE IF NOT EXISTS cluster_snapshots (
      symbol text PRIMARY KEY,
      seq bigint NOT NULL,
      state jsonb NOT NULL
    );
    -- The futures engines' (futures-engine-main.ts): a contract shares its spot pair's symbol.
    CREATE TABLE IF NOT EXISTS cluster_futures_postings (LIKE cluster_postings INCLUDING ALL);
    CREATE TABLE IF NOT EXISTS cluster_futures_snapshots (LIKE cluster_snapshots INCLUDING ALL);
`;

/** Where one side's postings and snapshots live: the spot engines' tables, or the futures engines'. */
export type LedgerSide = 'spot' | 'futures';
export const postingsTable = (side: LedgerSide = 'spot'): string =>
  side === 'spot' ? 'cluster_postings' : 'cluster_futures_postings';
const snapshotsTable = (side: LedgerSide = 'spot'): string =>
  side === 'spot' ? 'cluster_snapshots' : 'cluster_futures_snapshots';

export interface PostedResult {
  symbol: string;
  seq: number;
  postings: readonly Posting[];
}

/**
 * Writes the postings of many results in one transaction, with the spot order records of the same
 * results and the followers' checkpoint after them when given; rows already there are left alone.
 */
export async function writePostings(
  pool: pg.Pool,
  results: readonly PostedResult[],
  side: LedgerSide = 'spot',
  records?: OrderRecordRows,
  checkpoint?: EncodedCheckpoint,
): Promise<void> {
  const rows: unknown[][] = [];
  for (const result of results) {
    result.postings.forEach((posting, leg) => {
      rows.push([result.symbol, result.seq, leg, posting.account, posting.asset, posting.amount]);
    });
  }
  const noRecords =
    records === undefined ||
    (records.orders.length === 0 && records.fills.length === 0 && records.seqs.size === 0);
  if (rows.length === 0 && noRecords && checkpoint === undefined) return;
  await inTransaction(pool, async (client) => {
    // 6 parameters a row: 5,000 rows stay well under PostgreSQL's 65,535 parameters a statement.
    for (let start = 0; start < rows.length; start += 5_000) {
      const chunk = rows.slice(start, start + 5_000);
      const values = chunk.map(
        (_, i) =>
          `($${i * 6 + 1}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6})`,
      );
      await client.query(
        `INSERT INTO ${postingsTable(side)} (symbol, seq, leg, account, asset, amount) VALUES ${values.join(', ')}
           ON CONFLICT (symbol, seq, leg) DO NOTHING`,
        chunk.flat(),
      );
    }
    if (records !== undefined) await writeOrderRecords(client, records);
    if (checkpoint !== undefined) await writeCheckpoint(client, checkpoint);
  });
}

export async function loadSnapshot<T = SymbolEngineSnapshot>(
  pool: pg.Pool,
  symbol: string,
  side: LedgerSide = 'spot',
): Promise<T | undefined> {
  const { rows } = await pool.query<{ state: T }>(
    `SELECT state FROM ${snapshotsTable(side)} WHERE symbol = $1`,
    [symbol],
  );
  return rows[0]?.state;
}

/** Keeps the newest snapshot per symbol: an older one (a slow or stale engine) never replaces it. */
export async function saveSnapshot(
  pool: pg.Pool,
  snapshot: { symbol: string; seq: number },
  side: LedgerSide = 'spot',
): Promise<void> {
  const table = snapshotsTable(side);
  await pool.query(
    `INSERT INTO ${table} (symbol, seq, state) VALUES ($1, $2, $3)
     ON CONFLICT (symbol) DO UPDATE SET seq = excluded.seq, state = excluded.state
     WHERE ${table}.seq < excluded.seq`,
    [snapshot.symbol, snapshot.seq, JSON.stringify(snapshot)],
  );
}

/** Each symbol engine's newest snapshot sequence (the commands it replays start after it). */
export async function snapshotSeqs(pool: pg.Pool, side: LedgerSide = 'spot'): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ symbol: string; seq: string }>(
    `SELECT symbol, seq FROM ${snapshotsTable(side)}`,
  );
  return new Map(rows.map((row) => [row.symbol, Number(row.seq)]));
}

/** Sum of postings per `${symbol} ${account} ${asset}`, and per asset overall (zero when the ledger balances). */
export async function ledgerTotals(
  pool: pg.Pool,
  side: LedgerSide = 'spot',
): Promise<{ accounts: Map<string, string>; assets: Map<string, string> }> {
  const table = postingsTable(side);
  const accounts = await pool.query<{ symbol: string; account: string; asset: string; total: string }>(
    `SELECT symbol, account, asset, sum(amount)::text AS total FROM ${table} GROUP BY symbol, account, asset`,
  );
  const assets = await pool.query<{ asset: string; total: string }>(
    `SELECT asset, sum(amount)::text AS total FROM ${table} GROUP BY asset`,
  );
  return {
    accounts: new Map(accounts.rows.map((row) => [`${row.symbol} ${row.account} ${row.asset}`, row.total])),
    assets: new Map(assets.rows.map((row) => [row.asset, row.total])),
  };
}
