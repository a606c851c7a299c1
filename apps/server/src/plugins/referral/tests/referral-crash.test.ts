import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../../../test/support/accounts.ts';
import {
  ApiClient,
  fundedTrader,
  type ServerProcess,
  spawnServer,
} from '../../../../test/support/spot-server.ts';

// Issue #29: the daily payout is paid once whatever the process does: a kill -9 while a
// multi-day catch-up runs, then a restart, leaves every commission paid exactly once and the
// inviter's spot wallet credited exactly with the commission recorded.

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-referral-crash-'));
const env = { DATA_DIR: dataDir, SEED_DEMO_USER: 'false', MARKETS_SIM_TICK_MS: '0' };
const DAY_SECONDS = 24 * 60 * 60;

interface Commissions {
  totals: { asset: string; amount: string }[];
  rows: { day: string; role: string; asset: string; amount: string }[];
}

async function spotBtc(client: ApiClient): Promise<string> {
  const answer = await client.get<{ balances: { asset: string; available: string }[] }>(
    '/v1/asset/spot/balances',
  );
  return answer.body.data.balances.find((entry) => entry.asset === 'BTC')?.available ?? '0';
}

/** Exact decimal difference in units of 10^-8. */
function units(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
}

describe('issue #29 referral payout: kill -9 during the catch-up, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pays each day once and credits spot with exactly the recorded commission', {
    timeout: 240_000,
  }, async () => {
    server = await spawnServer(env);
    const inviter = new ApiClient(server.baseUrl);
    await fundedTrader(inviter, [['USDT', '1000']]);
    const overview = await inviter.get<{ codes: { code: string }[] }>('/v1/referral/overview');
    const code = overview.body.data.codes[0]!.code;

    const invitee = new ApiClient(server.baseUrl);
    const email = `crash-invitee-${Date.now()}@example.com`;
    await invitee.post('/v1/user/public/sendCode', { type: 'email', email, scene: 'register' });
    const registered = await invitee.post('/v1/user/register/email', {
      email,
      pwd: 'Passw0rd!x',
      rePwd: 'Passw0rd!x',
      verifyCode: await latestCode(invitee, email),
      inviteCode: code,
    });
    expect(registered.body.code).toBe(0);
    await invitee.post('/v1/asset/deposit/simulate', { asset: 'USDT', amount: '100000' });
    const seller = new ApiClient(server.baseUrl);
    await fundedTrader(seller);
    const order = { symbol: 'BTCUSDT', orderType: 'limit', price: '50000.00', size: '0.200000' };
    expect((await seller.post('/v1/spot/order/place', { ...order, side: 'sell' })).body.code).toBe(0);
    expect((await invitee.post('/v1/spot/order/place', { ...order, side: 'buy' })).body.code).toBe(0);
    const before = await spotBtc(inviter);

    // The catch-up of four days is under way when the process is killed.
    const moving = inviter.post('/v1/dev/clock', { seconds: 4 * DAY_SECONDS }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    server.child.kill('SIGKILL');
    await server.exited;
    await moving;

    server = await spawnServer(env);
    const again = new ApiClient(server.baseUrl);
    // The restarted clock is real time again; moving it pays whatever the crash left unpaid.
    await again.post('/v1/dev/clock', { seconds: 4 * DAY_SECONDS });
    await again.post('/v1/dev/clock', { seconds: 0 });
    // The inviter's session cookie still holds: the session is in the database.
    const revived = new ApiClient(server.baseUrl);
    for (const [name, value] of inviter.cookies) revived.cookies.set(name, value);
    const paid = await revived.get<Commissions>('/v1/referral/commissions');
    expect(paid.body.code).toBe(0);
    const inviterRows = paid.body.data.rows.filter((row) => row.role === 'inviter');
    expect(inviterRows.length).toBeGreaterThan(0);
    expect(new Set(inviterRows.map((row) => `${row.day}:${row.asset}`)).size).toBe(inviterRows.length);
    const earned = paid.body.data.totals.find((total) => total.asset === 'BTC')?.amount ?? '0';
    expect(units(earned)).toBeGreaterThan(0n);
    expect(units(await spotBtc(revived)) - units(before)).toBe(units(earned));
  });
});
