import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { everyBackend, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { spawnServer } from './support/spot-server.ts';

// Issue #19 "safe upgrades": data written by release 1dda602 (the last release before upgrade
// guarantees) opens with this release, and the same user finds the same balances, orders and
// positions. The fixture is that release's own output: fixtures/release-1dda602/README.md says how
// it was made. Only state is compared, not what moves with the market (mark, unrealised PnL).
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'release-1dda602');
const BTC = 'BTCUSDT';

interface Balance {
  asset: string;
  available: string;
  hold: string;
  total: string;
}
interface Captured {
  spotBalances: { balances: Balance[] };
  spotOpenOrders: Array<Record<string, unknown>>;
  futuresAccount: Record<string, unknown>;
  futuresPositions: Array<Record<string, unknown>>;
  futuresOpenOrders: Array<Record<string, unknown>>;
}
interface Fixture {
  email: string;
  password: string;
  state: Captured;
}

const pick = <T extends Record<string, unknown>>(row: T, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));
const SPOT_ORDER = ['orderNo', 'side', 'status', 'buyPrice', 'buyDelegateCount', 'buyDealCount', 'holdCount'];
const POSITION = ['direction', 'marginMode', 'openAvgPrice', 'count', 'openLevel', 'openMarginCount'];
const FUTURES_ORDER = ['orderId', 'side', 'positionSide', 'reduceOnly', 'price', 'size', 'hold'];

/** What must survive an upgrade: the user's holdings and commitments, not market-moved figures. */
function durable(state: Captured) {
  return {
    spotBalances: state.spotBalances.balances
      .filter((balance) => balance.total !== '0.00000000')
      .map((balance) => pick({ ...balance }, ['asset', 'available', 'hold', 'total'])),
    spotOpenOrders: state.spotOpenOrders.map((order) => pick(order, SPOT_ORDER)),
    futuresMargins: pick(state.futuresAccount, ['orderMargin', 'positionMargin']),
    futuresPositions: state.futuresPositions.map((position) => pick(position, POSITION)),
    futuresOpenOrders: state.futuresOpenOrders.map((order) => pick(order, FUTURES_ORDER)),
  };
}

async function read<T>(client: ApiClient, url: string): Promise<T> {
  const answer = await client.get<T>(url);
  expect(answer.body.code, url).toBe(0);
  return answer.body.data;
}

async function capture(client: ApiClient): Promise<Captured> {
  return {
    spotBalances: await read(client, '/v1/asset/spot/balances'),
    spotOpenOrders: await read(client, `/v1/spot/order/open?symbol=${BTC}`),
    futuresAccount: await read(client, '/v1/futures/account'),
    futuresPositions: await read(client, `/v1/futures/positions?symbol=${BTC}`),
    futuresOpenOrders: await read(client, `/v1/futures/orders/open?symbol=${BTC}`),
  };
}

async function logIn(server: RunningServer, fixture: Fixture): Promise<ApiClient> {
  const client = new ApiClient(server.baseUrl);
  const answer = await client.post('/v1/user/login', { loginName: fixture.email, pwd: fixture.password });
  expect(answer.body.code).toBe(0);
  return client;
}

const quiet = { SEED_DEMO_USER: 'true', MARKETS_SIM_TICK_MS: '0', FUTURES_SIM_TICK_MS: '0' };

describe.each(everyBackend)('issue #19 upgrade from release 1dda602 ($name)', (backend) => {
  const fixture = JSON.parse(
    readFileSync(path.join(fixtures, `${backend.name}-expected.json`), 'utf8'),
  ) as Fixture;
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The fixture's data as a fresh copy this test may change: a data folder, or a schema. */
  async function restore(): Promise<Record<string, string>> {
    if (backend.name === 'pglite') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-upgrade-1dda602-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      execFileSync('tar', ['-xzf', path.join(fixtures, 'pglite-data.tar.gz'), '-C', dataDir]);
      return { DATA_DIR: dataDir };
    }
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `upgrade_${Date.now().toString(36)}`;
    const dump = execFileSync('gzip', ['-dc', path.join(fixtures, 'postgres-dump.sql.gz')], {
      maxBuffer: 256 * 1024 * 1024,
    })
      .toString('utf8')
      .replaceAll('release_1dda602', schema);
    execFileSync('psql', ['--quiet', '--set', 'ON_ERROR_STOP=1', url], {
      input: dump,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    });
    return { DATABASE_URL: url, DATABASE_SCHEMA: schema, DATA_DIR: ':memory:' };
  }

  it('the fixture holds what the comparison needs: two spot orders, a position and a futures order', () => {
    const state = durable(fixture.state);
    expect(state.spotOpenOrders).toHaveLength(2);
    expect(state.futuresPositions).toHaveLength(1);
    expect(state.futuresOpenOrders).toHaveLength(1);
    expect(state.spotBalances.map((balance) => balance.asset)).toEqual(['USDT', 'BTC']);
  });

  it('serves the same balances, open orders and positions, twice over (the upgrade is kept)', {
    timeout: 180_000,
  }, async () => {
    const where = await restore();
    for (let start = 0; start < 2; start += 1) {
      // startServer would give PostgreSQL a fresh schema: the fixture's is passed instead.
      const server = await startServer({ name: 'pglite' }, { ...quiet, ...where });
      try {
        const client = await logIn(server, fixture);
        expect(durable(await capture(client))).toEqual(durable(fixture.state));
      } finally {
        await server.close();
      }
    }
  });
});

describe('issue #19 a database newer than the code', () => {
  it('refuses to start with a clear message and exit code 1, and leaves the data as it was', {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-newer-db-'));
    try {
      execFileSync('tar', ['-xzf', path.join(fixtures, 'pglite-data.tar.gz'), '-C', dataDir]);
      const pglite = new PGlite(path.join(dataDir, 'pglite'));
      await pglite.query(
        `insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01')`,
      );
      await pglite.close();
      const started = spawnServer({ DATA_DIR: dataDir, MARKETS_SIM_TICK_MS: '0', FUTURES_SIM_TICK_MS: '0' });
      await expect(started).rejects.toThrow(
        /exited with 1: Tideline cannot start: The database was written by a newer Tideline release: it has run migration\(s\) 9999_from_the_future/,
      );
      const after = new PGlite(path.join(dataDir, 'pglite'));
      const { rows } = await after.query<{ count: number }>(
        'select count(*)::int as count from kysely_migration',
      );
      await after.close();
      expect(rows[0]?.count).toBe(10);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
