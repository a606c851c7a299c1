import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  fundedTrader,
  type ServerProcess,
  spawnServer,
} from '../../../../test/support/spot-server.ts';
import { fromUnits, toUnits } from '../../../platform/ledger/book-units.ts';
import { DAY_MS, dailyInterest } from '../rules.ts';

// Issue #26: a kill -9 while the payout run catches up many days over many holdings, then a
// restart: every holding is paid each day exactly once (interest = days x the daily amount), the
// earn wallet holds exactly the interest recorded, and spot + earn hold what was deposited plus it.

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-earn-crash-'));
const env = { DATA_DIR: dataDir, SEED_DEMO_USER: 'false', MARKETS_SIM_TICK_MS: '0' };
const DAY_SECONDS = 24 * 60 * 60;
const HOLDINGS = 40;
const USDT_TIERS = [
  { upTo: toUnits('500'), aprBps: 1000n },
  { upTo: null, aprBps: 300n },
];

interface Holding {
  id: string;
  principal: string;
  interestPaid: string;
  startedAt: number;
  nextPayoutAt: number;
}

const units = (text: string) => toUnits(text) as bigint;

async function usdt(client: ApiClient, path: string): Promise<bigint> {
  const answer = await client.get<{ balances: { asset: string; available: string; held?: string }[] }>(path);
  const entry = answer.body.data.balances.find((balance) => balance.asset === 'USDT');
  return units(entry?.available ?? '0') + units(entry?.held ?? '0');
}

describe('issue #26 earn payout: kill -9 during the catch-up, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pays every (holding, day) once and the wallets hold exactly the deposit plus the interest', {
    timeout: 240_000,
  }, async () => {
    server = await spawnServer(env);
    const saver = new ApiClient(server.baseUrl);
    await fundedTrader(saver, [['USDT', '100000']]);
    for (let index = 1; index <= HOLDINGS; index += 1) {
      const answer = await saver.post('/v1/earn/subscribe', {
        productId: 'usdt-flexible',
        amount: String(index * 25),
      });
      expect(answer.body.code).toBe(0);
    }

    // The catch-up of twenty days is under way when the process is killed.
    const moving = saver.post('/v1/dev/clock', { seconds: 20 * DAY_SECONDS }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    server.child.kill('SIGKILL');
    await server.exited;
    await moving;

    server = await spawnServer(env);
    const revived = new ApiClient(server.baseUrl);
    for (const [name, value] of saver.cookies) revived.cookies.set(name, value);
    // The restarted clock is real time again; moving it pays whatever the crash left unpaid.
    await revived.post('/v1/dev/clock', { seconds: 20 * DAY_SECONDS });
    await revived.post('/v1/dev/clock', { seconds: 0 });

    const holdings = (await revived.get<Holding[]>('/v1/earn/holdings')).body.data;
    expect(holdings).toHaveLength(HOLDINGS);
    const lastPaidDay = Math.round(holdings[0]!.nextPayoutAt / DAY_MS) - 2;
    let interest = 0n;
    for (const holding of holdings) {
      expect(holding.nextPayoutAt).toBe(holdings[0]!.nextPayoutAt);
      const days = BigInt(lastPaidDay - Math.floor(holding.startedAt / DAY_MS));
      expect(days).toBeGreaterThanOrEqual(19n);
      const daily = dailyInterest(units(holding.principal), USDT_TIERS);
      expect(holding.interestPaid).toBe(fromUnits(daily * days));
      interest += daily * days;
    }
    const earn = await usdt(revived, '/v1/earn/account');
    const spot = await usdt(revived, '/v1/asset/spot/balances');
    expect(fromUnits(earn + spot)).toBe(fromUnits(units('100000') + interest));
  });
});
