import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decimal } from '@tideline/core/decimal';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  fundedTrader,
  type ServerProcess,
  spawnServer,
} from '../../../../test/support/spot-server.ts';
import { eventually } from './eventually.ts';

// Issue #24: kill -9 while a lead's market order is in flight, at growing delays, so the crash
// falls before the fill, between the fill and its copies, or while they are placed; after each
// restart every follower is copied exactly once per mirrored lead move: all followers hold the
// same number of copied orders, and each follower's position is exactly what those orders filled
// (nothing placed twice, nothing placed unrecorded). Every follower's USDT is accounted for.

const dataDir = mkdtempSync(path.join(tmpdir(), 'copy-crash-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO_USER: 'false',
  MARKETS_SIM_TICK_MS: '500',
  FUTURES_SIM_TICK_MS: '300',
  COPY_LEAD_SIM_TICK_MS: '0',
};
const FOLLOWERS = 12;
// Short delays catch a quiet machine's fill; the longer ones still land after the fill when a
// loaded machine takes longer to reach it.
const KILL_DELAYS_MS = [3, 12, 24, 60, 150];

interface Copy {
  equity: string;
  positions: Array<{ symbol: string; size: string }>;
}
interface CopyRecord {
  kind: string;
  size: string | null;
}

function revive(client: ApiClient, baseUrl: string): ApiClient {
  const revived = new ApiClient(baseUrl);
  for (const [name, value] of client.cookies) revived.cookies.set(name, value);
  return revived;
}

async function copied(follower: ApiClient): Promise<CopyRecord[]> {
  return (await follower.get<CopyRecord[]>('/v1/copy-trading/records?kind=copied')).body.data;
}

describe('issue #24 copy trading: kill -9 between a lead fill and its copies, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every follower exactly once per lead move', { timeout: 600_000 }, async () => {
    server = await spawnServer(env);
    let lead = new ApiClient(server.baseUrl);
    const { userId: leadId } = await fundedTrader(lead, [['USDT', '100000']]);
    await lead.post('/v1/futures/transfer', { direction: 'in', amount: '20000' });
    expect((await lead.post('/v1/copy-trading/lead/apply', { nickname: 'Crashtest' })).body.code).toBe(0);
    let followers: ApiClient[] = [];
    for (let index = 0; index < FOLLOWERS; index += 1) {
      const follower = new ApiClient(server.baseUrl);
      await fundedTrader(follower, [['USDT', '2000']]);
      await follower.post('/v1/futures/transfer', { direction: 'in', amount: '1000' });
      const answer = await follower.post('/v1/copy-trading/follow', {
        traderId: leadId,
        mode: 'fixed',
        fixedMargin: '20',
        investment: '500',
      });
      expect(answer.body.code).toBe(0);
      followers.push(follower);
    }

    for (const delay of KILL_DELAYS_MS) {
      await eventually(async () => {
        const depth = await lead.get<{ asks: unknown[] }>('/v1/futures/depth?symbol=BTCUSDT');
        return depth.body.data.asks.length > 5 ? true : undefined;
      }, 'a quoted BTC book');
      const inFlight = lead
        .post('/v1/futures/order/place', {
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'market',
          size: '0.050',
        })
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, delay));
      server.child.kill('SIGKILL');
      await server.exited;
      await inFlight;

      server = await spawnServer(env);
      const baseUrl = server.baseUrl;
      lead = revive(lead, baseUrl);
      followers = followers.map((follower) => revive(follower, baseUrl));
      // Recovery runs before the server listens; the copies of a fill found then are placed at once.
      const counts = await eventually(async () => {
        const first = await Promise.all(followers.map(async (follower) => (await copied(follower)).length));
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const second = await Promise.all(followers.map(async (follower) => (await copied(follower)).length));
        return first.join() === second.join() ? second : undefined;
      }, 'the copies to settle');
      expect(new Set(counts).size, `copied orders per follower after a kill at ${delay} ms`).toBe(1);
      for (const follower of followers) {
        const [copy] = (await follower.get<Copy[]>('/v1/copy-trading/copies')).body.data;
        const filled = (await copied(follower)).reduce(
          (sum, record) => sum.plus(record.size ?? 0),
          new Decimal(0),
        );
        const held = copy!.positions.reduce((sum, position) => sum.plus(position.size), new Decimal(0));
        expect(held.toFixed()).toBe(filled.toFixed());
        const futures = (await follower.get<{ equity: string }>('/v1/futures/account')).body.data;
        const total = new Decimal(futures.equity).plus(copy!.equity);
        // The 1,000 moved in, less only the copy's trading costs and price moves.
        expect(total.lte(1010) && total.gt(950), total.toFixed()).toBe(true);
      }
    }
    // After the restarts copying goes on: one more lead move, with no kill, is copied once by all.
    const before = (await copied(followers[0]!)).length;
    const placed = await lead.post('/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.050',
    });
    expect(placed.body.code).toBe(0);
    const lastCounts = await eventually(async () => {
      const now = await Promise.all(followers.map(async (follower) => (await copied(follower)).length));
      return now.every((count) => count === before + 1) ? now : undefined;
    }, 'the last move copied by every follower');
    expect(new Set(lastCounts).size).toBe(1);
  });
});
