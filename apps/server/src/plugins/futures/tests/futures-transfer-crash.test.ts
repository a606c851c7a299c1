import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decimal } from '@tideline/core/decimal';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  fundedTrader,
  read,
  type ServerProcess,
  spawnServer,
  spotUsdt,
} from '../../../../test/support/futures-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-futures-transfer-crash-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO_USER: 'false',
  MARKETS_SIM_TICK_MS: '0',
  FUTURES_PRICE_TICK_MS: '0',
};
const FUNDS = '50000';

async function usdtTotal(client: ApiClient): Promise<string> {
  const futures = await read<{ available: string; orderMargin: string }>(client, '/v1/futures/account');
  return new Decimal(await spotUsdt(client)).plus(futures.available).plus(futures.orderMargin).toFixed(8);
}

describe('issue #10 transfer crash test: transfers in flight, kill -9, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every user holds exactly the USDT it had across spot + futures after the restart', {
    timeout: 180_000,
  }, async () => {
    server = await spawnServer(env);
    const traders = [new ApiClient(server.baseUrl), new ApiClient(server.baseUrl)];
    for (const client of traders) await fundedTrader(client, [['USDT', FUNDS]]);

    let acknowledged = 0;
    let stop = false;
    // Each worker moves money in then out, so transfers of both directions are always in flight.
    const load = async (client: ApiClient, worker: number) => {
      for (let round = 0; !stop; round += 1) {
        const amount = `${1 + ((round * 7 + worker) % 50)}.${String(worker).padStart(2, '0')}`;
        try {
          for (const direction of ['in', 'out'] as const) {
            const answer = await client.post('/v1/futures/transfer', { direction, amount });
            if (answer.body.code === 0) acknowledged += 1;
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const workers = traders.flatMap((client) => [0, 1, 2].map((worker) => load(client, worker)));
    while (acknowledged < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(workers);

    server = await spawnServer(env);
    for (const client of traders) {
      (client as { baseUrl: string }).baseUrl = server.baseUrl;
      expect(await usdtTotal(client)).toBe(new Decimal(FUNDS).toFixed(8));
    }
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * A deterministic crash point, on PostgreSQL: a second connection locks the spot journal against
 * writes, so a transfer out commits its futures debit and then waits on its spot deposit; the
 * server is killed right there. Without the recovery the user would be missing the amount.
 */
describe.skipIf(databaseUrl === undefined)(
  'issue #10 transfer out killed between its legs (PostgreSQL)',
  () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const serverEnv = {
      ...env,
      DATA_DIR: ':memory:',
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: schema,
    };
    let server: ServerProcess | undefined;
    const admin = new pg.Client({ connectionString: databaseUrl });
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await admin.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    });

    it('the futures debit is durable, the spot deposit is not: recovery deposits it once', {
      timeout: 120_000,
    }, async () => {
      await admin.connect();
      server = await spawnServer(serverEnv);
      const trader = new ApiClient(server.baseUrl);
      await fundedTrader(trader, [['USDT', FUNDS]]);
      const moved = await trader.post('/v1/futures/transfer', { direction: 'in', amount: '1000' });
      expect(moved.body.code).toBe(0);

      await admin.query('begin');
      await admin.query(`lock table "${schema}".markets_journal in exclusive mode`);
      const stalled = trader
        .post('/v1/futures/transfer', { direction: 'out', amount: '400' })
        .catch(() => undefined);
      const debited = async () =>
        (
          await admin.query(
            `select count(*)::int as n from "${schema}".futures_journal
           where command::jsonb->>'type' = 'transfer' and command::jsonb->>'direction' = 'out'`,
          )
        ).rows[0].n as number;
      await expect.poll(debited, { timeout: 20_000 }).toBe(1);
      server.child.kill('SIGKILL');
      await server.exited;
      await stalled;
      await admin.query('rollback');

      server = await spawnServer(serverEnv);
      (trader as { baseUrl: string }).baseUrl = server.baseUrl;
      expect(await usdtTotal(trader)).toBe(new Decimal(FUNDS).toFixed(8));
      expect(await spotUsdt(trader)).toBe('49400.00000000');
      const records = await read<Array<{ kind: string; amount: string }>>(
        trader,
        '/v1/asset/records?asset=USDT',
      );
      expect(records.filter((record) => record.kind === 'transfer_in')).toEqual([
        expect.objectContaining({ amount: '400.00000000' }),
      ]);
    });
  },
);
