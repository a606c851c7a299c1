import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  fundedTrader,
  latestCode,
  type ServerProcess,
  spawnServer,
} from '../../../../test/support/spot-server.ts';

// Issue #27: a kill -9 between the ledger debit of a withdrawal and its send on chain. After the
// restart the withdrawal is refunded exactly once, the spot balance is whole again, nothing left
// the hot wallet, and the chain (kept in the data folder) still holds its contracts.

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-web3-crash-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO_USER: 'false',
  MARKETS_SIM_TICK_MS: '0',
  WEB3_BLOCK_MS: '0',
  WEB3_WATCH_MS: '0',
};

interface Withdrawal {
  id: string;
  state: string;
}

async function spotUsdt(client: ApiClient): Promise<string> {
  const answer = await client.get<{ balances: { asset: string; total: string }[] }>(
    '/v1/asset/spot/balances',
  );
  return answer.body.data.balances.find((row) => row.asset === 'USDT')?.total ?? '0';
}

describe('issue #27 web3 wallet: kill -9 between the withdrawal debit and the chain send', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refunds the debited withdrawal once at the restart', { timeout: 240_000 }, async () => {
    // The withdrawal waits a minute after its debit: the window the process is killed in.
    server = await spawnServer({ ...env, WEB3_WITHDRAW_PAUSE_MS: '60000' });
    const alice = new ApiClient(server.baseUrl);
    const { email } = await fundedTrader(alice, [['USDT', '1000']]);
    const tokens = await alice.get<{ router: string }>('/v1/web3/tokens');
    expect(tokens.body.code).toBe(0);
    const wallet = privateKeyToAccount(generatePrivateKey()).address;

    const sent = await alice.post('/v1/user/security/verification/sendCode', { channel: 'email' });
    expect(sent.body.code).toBe(0);
    const pending = alice
      .post('/v1/web3/withdraw', {
        token: 'USDT',
        amount: '100',
        address: wallet,
        secondFactor: await latestCode(alice, email),
      })
      .catch(() => undefined);
    let debited: Withdrawal | undefined;
    for (let attempt = 0; attempt < 200 && debited === undefined; attempt += 1) {
      const rows = (await alice.get<Withdrawal[]>('/v1/web3/withdrawals')).body.data;
      debited = rows.find((row) => row.state === 'debited');
      if (debited === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(debited).toBeDefined();
    expect(Number(await spotUsdt(alice))).toBe(900);
    server.child.kill('SIGKILL');
    await server.exited;
    await pending;

    server = await spawnServer(env);
    const again = new ApiClient(server.baseUrl);
    for (const [name, value] of alice.cookies) again.cookies.set(name, value);
    const rows = (await again.get<Withdrawal[]>('/v1/web3/withdrawals')).body.data;
    expect(rows).toEqual([expect.objectContaining({ id: debited!.id, state: 'refunded' })]);
    expect(Number(await spotUsdt(again))).toBe(1000);
    const held = await again.get<{ tokens: { symbol: string; balance: string }[] }>(
      `/v1/web3/balances?address=${wallet}`,
    );
    expect(held.body.data.tokens.find((token) => token.symbol === 'USDT')!.balance).toBe('0');
    // The same chain: its router is where it was before the crash.
    expect((await again.get<{ router: string }>('/v1/web3/tokens')).body.data.router).toBe(
      tokens.body.data.router,
    );
  });
});
