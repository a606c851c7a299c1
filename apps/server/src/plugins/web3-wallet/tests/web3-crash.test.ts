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

// Issue #27: a kill -9 in the middle of a withdrawal. Killed between the ledger debit and the
// signing, the restart refunds it exactly once: spot is whole again and nothing left the hot
// wallet. Killed after the signed transaction was stored but before it was sent, the restart sends
// that same transaction: the address is paid once and spot stays debited once. Either way the
// chain kept in the data folder is the same chain.

const settings = {
  SEED_DEMO_USER: 'false',
  MARKETS_SIM_TICK_MS: '0',
  WEB3_BLOCK_MS: '0',
  WEB3_WATCH_MS: '0',
  WEB3_KEEPER_MS: '0',
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

describe('issue #27 web3 wallet: kill -9 in the middle of a withdrawal, restart', () => {
  const dataDirs: string[] = [];
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Withdraws 100 of 1,000 USDT, kills the gateway while the withdrawal pauses in `stage`, restarts it. */
  async function crashDuring(stage: 'debited' | 'signed') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-web3-crash-'));
    dataDirs.push(dataDir);
    const env = { ...settings, DATA_DIR: dataDir };
    // The previous case's restarted gateway ends here, so none outlives the file.
    server?.child.kill('SIGKILL');
    await server?.exited;
    // The withdrawal waits a minute at that stage: the window the process is killed in.
    server = await spawnServer({ ...env, WEB3_WITHDRAW_PAUSE_MS: '60000', WEB3_WITHDRAW_PAUSE_AT: stage });
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
    let paused: Withdrawal | undefined;
    for (let attempt = 0; attempt < 200 && paused === undefined; attempt += 1) {
      const rows = (await alice.get<Withdrawal[]>('/v1/web3/withdrawals')).body.data;
      paused = rows.find((row) => row.state === stage);
      if (paused === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(paused).toBeDefined();
    expect(Number(await spotUsdt(alice))).toBe(900);
    server.child.kill('SIGKILL');
    await server.exited;
    await pending;

    server = await spawnServer(env);
    const again = new ApiClient(server.baseUrl);
    for (const [name, value] of alice.cookies) again.cookies.set(name, value);
    const rows = (await again.get<Withdrawal[]>('/v1/web3/withdrawals')).body.data;
    const held = await again.get<{ tokens: { symbol: string; balance: string }[] }>(
      `/v1/web3/balances?address=${wallet}`,
    );
    // The same chain: its router is where it was before the crash.
    expect((await again.get<{ router: string }>('/v1/web3/tokens')).body.data.router).toBe(
      tokens.body.data.router,
    );
    return {
      id: paused!.id,
      rows,
      spot: Number(await spotUsdt(again)),
      onChain: held.body.data.tokens.find((token) => token.symbol === 'USDT')!.balance,
    };
  }

  it('refunds once a withdrawal killed after its debit, before it was signed', {
    timeout: 240_000,
  }, async () => {
    const after = await crashDuring('debited');
    expect(after.rows).toEqual([expect.objectContaining({ id: after.id, state: 'refunded' })]);
    expect(after.spot).toBe(1000);
    expect(after.onChain).toBe('0');
  });

  it('sends once a withdrawal killed after it was signed, before it was sent', {
    timeout: 240_000,
  }, async () => {
    const after = await crashDuring('signed');
    expect(after.rows).toEqual([expect.objectContaining({ id: after.id, state: 'sent' })]);
    expect(after.spot).toBe(900);
    expect(after.onChain).toBe('100');
  });
});
