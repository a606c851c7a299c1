import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { GatewayClock } from '../src/platform/gateway-clock.ts';
import { buildServer } from '../src/server.ts';

describe('GatewayClock', () => {
  it('reads real time plus the offset and runs every catch-up with the new time, in order', async () => {
    const clock = new GatewayClock(() => 1_000_000);
    const seen: string[] = [];
    clock.onAdvance(async (now) => {
      seen.push(`a${now.getTime()}`);
    });
    clock.onAdvance(async (now) => {
      seen.push(`b${now.getTime()}`);
    });
    expect(clock.nowMs()).toBe(1_000_000);
    await clock.advance(86_400_000);
    expect(clock.nowMs()).toBe(87_400_000);
    expect(seen).toEqual(['a87400000', 'b87400000']);
  });

  it('never moves back', async () => {
    const clock = new GatewayClock(() => 0);
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
    expect(clock.nowMs()).toBe(0);
  });
});

describe('POST /v1/dev/clock', () => {
  const servers = new Map<string, FastifyInstance>();
  // The development and production servers would run `npm start`'s simulated markets (and build a
  // day of history first) in this test's thread; the route is all this suite is about, and three
  // live markets in one thread timed a call out on a busy machine (CI, 29 Nov). So they stay still.
  const STILL_MARKETS = {
    MARKETS_SIM_TICK_MS: '0',
    FUTURES_SIM_TICK_MS: '0',
    COPY_LEAD_SIM_TICK_MS: '0',
    MARKETS_HISTORY_HOURS: '2',
  };
  const saved = Object.fromEntries(Object.keys(STILL_MARKETS).map((name) => [name, process.env[name]]));
  beforeAll(async () => {
    Object.assign(process.env, STILL_MARKETS);
    for (const nodeEnv of ['test', 'development', 'production'])
      servers.set(
        nodeEnv,
        await buildServer(loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: ':memory:', LOG_LEVEL: 'silent' })),
      );
  }, 120_000);
  afterAll(async () => {
    for (const server of servers.values()) await server.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  async function advance(nodeEnv: string, body: Record<string, unknown>) {
    const app = servers.get(nodeEnv)!;
    const before = app.clock.nowMs();
    const response = await app.inject({ method: 'POST', url: '/v1/dev/clock', payload: body });
    return { response, moved: app.clock.nowMs() - before };
  }

  it('moves the clock a day under NODE_ENV=test', async () => {
    const { response, moved } = await advance('test', { seconds: 86_400 });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
    expect(moved).toBeGreaterThanOrEqual(86_400_000);
  });

  it('refuses a backwards or fractional move with a 4xx and moves nothing', async () => {
    for (const seconds of [-1, 1.5, '86400', 400 * 86_400 + 1]) {
      const { response, moved } = await advance('test', { seconds });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(moved).toBeLessThan(60_000);
    }
  });

  it('is not served by `npm start` (development) or production', async () => {
    for (const nodeEnv of ['development', 'production']) {
      const { response, moved } = await advance(nodeEnv, { seconds: 86_400 });
      expect(response.statusCode).toBe(404);
      expect(moved).toBeLessThan(60_000);
    }
  });
});
