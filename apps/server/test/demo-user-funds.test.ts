import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { futuresServiceOf } from '../src/plugins/futures/index.ts';
import { buildServer } from '../src/server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-demo-funds-'));
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });

interface Holdings {
  spot: Record<string, string>;
  futures: string;
  records: number;
  conservation: string[];
}

/** Starts the gateway on the data folder, reads what the demo user holds, and stops it. */
async function startAndRead(): Promise<Holdings> {
  const app = await buildServer(config);
  try {
    await app.ready();
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@tideline.local')
      .executeTakeFirstOrThrow();
    const accountId = `u${user.id}`;
    const spot = app.markets.exchanges.live;
    const records = await app.markets.db
      .selectFrom('markets_asset_records')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    const futures = futuresServiceOf(app).exchanges.live;
    return {
      spot: Object.fromEntries(
        ['USDT', 'BTC', 'ETH'].map((asset) => [asset, spot.balance(accountId, asset).available]),
      ),
      futures: futures.balance(accountId).available,
      records: records.length,
      conservation: [...spot.checkConservation(), ...futures.checkInvariants()],
    };
  } finally {
    await app.close();
  }
}

describe('issue #18: the seeded demo user starts funded', () => {
  beforeAll(() => {
    // The plugins read their own settings from the environment: a still market and a short history.
    vi.stubEnv('MARKETS_SIM_TICK_MS', '0');
    vi.stubEnv('MARKETS_HISTORY_HOURS', '1');
    vi.stubEnv('FUTURES_PRICE_TICK_MS', '0');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds spot and futures funds after start, conserved, and a restart adds nothing', {
    timeout: 120_000,
  }, async () => {
    const first = await startAndRead();
    expect(first.spot).toEqual({ USDT: '10000.00000000', BTC: '0.10000000', ETH: '1.00000000' });
    expect(first.futures).toBe('5000.00000000');
    expect(first.conservation).toEqual([]);

    const second = await startAndRead();
    expect(second).toEqual(first);
  });
});
