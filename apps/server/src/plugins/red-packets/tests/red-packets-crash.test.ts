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

// Issue #28: a kill -9 while creations are under way loses and creates nothing. After the
// restart every unit the creator had is either back in spot or in the escrow of a packet the
// creator can see (a creation cut between the transfer and the packet row goes back to spot).

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-red-packets-crash-'));
const env = { DATA_DIR: dataDir, SEED_DEMO_USER: 'false', MARKETS_SIM_TICK_MS: '0' };
const FUNDS = 1000n * 10n ** 8n;

function units(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
}

async function spotUsdt(client: ApiClient): Promise<bigint> {
  const answer = await client.get<{ balances: { asset: string; available: string }[] }>(
    '/v1/asset/spot/balances',
  );
  return units(answer.body.data.balances.find((entry) => entry.asset === 'USDT')?.available ?? '0');
}

describe('issue #28 red packets: kill -9 during creation, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every unit: spot plus the escrow of the packets listed equals what the creator had', {
    timeout: 240_000,
  }, async () => {
    server = await spawnServer(env);
    const creator = new ApiClient(server.baseUrl);
    await fundedTrader(creator, [['USDT', '1000']]);
    expect(await spotUsdt(creator)).toBe(FUNDS);

    const creations = Array.from({ length: 40 }, (_, i) =>
      creator
        .post('/v1/redpacket/create', {
          asset: 'USDT',
          amount: `${1 + (i % 7)}.5`,
          amountIs: 'total',
          count: 3,
          mode: 'lucky',
        })
        .catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(creations);

    server = await spawnServer(env);
    const again = new ApiClient(server.baseUrl);
    for (const [name, value] of creator.cookies) again.cookies.set(name, value);
    const sent = await again.get<{ total: string; status: string }[]>('/v1/redpacket/sent');
    expect(sent.body.code).toBe(0);
    const escrow = sent.body.data.reduce((sum, packet) => sum + units(packet.total), 0n);
    expect((await spotUsdt(again)) + escrow).toBe(FUNDS);
  });
});
