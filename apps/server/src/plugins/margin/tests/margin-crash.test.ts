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

// Issue #23: a kill -9 in the middle of a liquidation, after the account's collateral was sold
// into the book and before its debt was repaid. The gateway checks at start that the claims book
// sums to zero and the spot ledger is conserved (it refuses to start otherwise); the liquidation
// then resumes: the debt is repaid from the sale, none is lost and none is paid twice.

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-margin-crash-'));
const env = { DATA_DIR: dataDir, SEED_DEMO_USER: 'false', MARKETS_SIM_TICK_MS: '0' };

interface AssetRow {
  asset: string;
  free: string;
  borrowed: string;
  interest: string;
}
interface Account {
  assets: AssetRow[];
  liquidating: boolean;
}
const row = (account: Account, asset: string) => account.assets.find((entry) => entry.asset === asset)!;

describe('issue #23 margin: kill -9 in the middle of a liquidation, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes the liquidation and repays the debt exactly once', { timeout: 240_000 }, async () => {
    server = await spawnServer({ ...env, MARGIN_LIQUIDATION_PAUSE_MS: '8000' });
    const maker = new ApiClient(server.baseUrl);
    const other = new ApiClient(server.baseUrl);
    const bob = new ApiClient(server.baseUrl);
    await fundedTrader(maker, [['BTC', '10']]);
    await fundedTrader(other, [['USDT', '1000000']]);
    await fundedTrader(bob, [['USDT', '1000']]);
    const order = (client: ApiClient, side: 'buy' | 'sell', price: string, size: string) =>
      client.post('/v1/spot/order/place', { symbol: 'BTCUSDT', side, orderType: 'limit', price, size });
    const trade = async (price: string) => {
      expect((await order(maker, 'sell', price, '0.001000')).body.code).toBe(0);
      expect((await order(other, 'buy', price, '0.001000')).body.code).toBe(0);
    };
    await trade('100000.00');
    await bob.post('/v1/margin/transfer', { mode: 'cross', direction: 'in', asset: 'USDT', amount: '1000' });
    expect((await order(maker, 'sell', '100000.00', '0.029000')).body.code).toBe(0);
    const bought = await bob.post('/v1/margin/order/place', {
      mode: 'cross',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '100000',
      size: '0.029',
      sideEffect: 'auto-borrow',
    });
    expect(bought.body.code).toBe(0);
    expect((await order(other, 'buy', '70000.00', '0.050000')).body.code).toBe(0);
    await trade('70000.00');

    const account = async (client: ApiClient) =>
      (await client.get<{ cross: Account }>('/v1/margin/accounts')).body.data.cross;
    // The liquidation marks the account, pauses, cancels and sells, pauses: wait for the sale.
    let seen = await account(bob);
    for (let attempt = 0; attempt < 600 && row(seen, 'BTC').free !== '0'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await account(bob);
    }
    expect(seen.liquidating).toBe(true);
    expect(row(seen, 'BTC').free).toBe('0');
    expect(row(seen, 'USDT').borrowed).toBe('1900');
    const proceeds = Number(row(seen, 'USDT').free);
    expect(proceeds).toBeGreaterThan(1900);

    server.child.kill('SIGKILL');
    await server.exited;

    server = await spawnServer(env);
    const again = new ApiClient(server.baseUrl);
    for (const [name, value] of bob.cookies) again.cookies.set(name, value);
    let after = await account(again);
    for (
      let attempt = 0;
      attempt < 100 && (after.liquidating || row(after, 'USDT').borrowed !== '0');
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await account(again);
    }
    expect(after.liquidating).toBe(false);
    expect(row(after, 'USDT')).toMatchObject({ borrowed: '0', interest: '0' });
    // Repaid once: what was borrowed and every hour of interest charged on it, no more.
    const records = (
      await again.get<{ kind: string; amount: string; interest: string }[]>('/v1/margin/records')
    ).body.data;
    const total = (kind: string, field: 'amount' | 'interest') =>
      records
        .filter((record) => record.kind === kind)
        .reduce((sum, record) => sum + Number(record[field]), 0);
    const repaid = total('liquidation', 'amount');
    expect(repaid).toBeCloseTo(
      total('borrow', 'amount') + total('borrow', 'interest') + total('interest', 'amount'),
      6,
    );
    expect(total('borrow', 'amount')).toBe(1900);
    expect(Number(row(after, 'USDT').free)).toBeCloseTo(proceeds - repaid, 6);
  });
});
