import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { fundedTrader } from '../../../../test/support/spot-server.ts';
import { GatewayClock } from '../../../platform/gateway-clock.ts';
import { redPacketBook } from '../book.ts';
import type { RedPacketError } from '../errors.ts';
import { GUESS_LIMIT } from '../guess-limit.ts';
import { NEW_USER_WINDOW_MS, RedPacketService } from '../service.ts';
import { redPacketSettings } from '../settings.ts';
import { redPacketDb } from '../tables.ts';

// Issue #28: creation into escrow, one claim per user, the fourth claim of three refused, the
// expiry refund exactly once (also across a restart), hostile input refused with a 4xx that moves
// nothing, the guessing limit, 1,000 concurrent claims on 10 shares, and a book that sums to zero.

const HOUR = 60 * 60 * 1000;

interface Packet {
  code: string;
  total: string;
  status: string;
  claimedCount: number;
  greeting: string;
  refunded: string;
  myShare: string | null;
  claims: { nickname: string; amount: string }[];
}

async function spot(client: ApiClient, asset = 'USDT'): Promise<Decimal> {
  const answer = await client.get<{ balances: { asset: string; available: string }[] }>(
    '/v1/asset/spot/balances',
  );
  return new Decimal(answer.body.data.balances.find((entry) => entry.asset === asset)?.available ?? 0);
}

function create(client: ApiClient, body: Record<string, unknown>) {
  return client.post<Packet>('/v1/redpacket/create', {
    asset: 'USDT',
    amountIs: 'total',
    mode: 'lucky',
    ...body,
  });
}

async function expectBookSound(server: RunningServer) {
  for (const total of (await redPacketBook.totals(redPacketDb(server.app.db))).values())
    expect(total).toBe('0');
}

// On PostgreSQL too: the claim race is decided by the packet row's lock, which PGlite, one
// connection, never contends for.
describe.each(backends)('issue #28 red packets on $name', (backend) => {
  let server: RunningServer;
  let alice: ApiClient;

  beforeAll(async () => {
    server = await startServer(backend);
    alice = new ApiClient(server.baseUrl);
    await fundedTrader(alice, [['USDT', '100000']]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('a lucky packet of 3: the total goes to escrow, three users claim once each, the fourth is refused', async () => {
    const before = await spot(alice);
    const created = await create(alice, {
      amount: '30',
      count: 3,
      greeting: '<img src=x onerror=alert(1)>Gong xi',
    });
    expect(created.status).toBe(200);
    const code = created.body.data.code;
    expect(created.body.data).toMatchObject({
      total: '30',
      status: 'open',
      greeting: 'Gong xi',
      claimedCount: 0,
    });
    expect((await spot(alice)).toFixed()).toBe(before.minus(30).toFixed());
    expect((await alice.post('/v1/redpacket/claim', { code })).body).toMatchObject({ code: '36017' });

    let won = new Decimal(0);
    for (let i = 0; i < 3; i += 1) {
      const friend = new ApiClient(server.baseUrl);
      await fundedTrader(friend, [['USDT', '1']]);
      const claimed = await friend.post<Packet>('/v1/redpacket/claim', { code });
      expect(claimed.status).toBe(200);
      const share = new Decimal(claimed.body.data.myShare ?? '0');
      expect(share.gte('0.00000001')).toBe(true);
      expect((await spot(friend)).toFixed()).toBe(share.plus(1).toFixed());
      won = won.plus(share);
      const again = await friend.post('/v1/redpacket/claim', { code });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ status: 'error', code: '36009' });
    }
    expect(won.toFixed()).toBe('30');
    const late = new ApiClient(server.baseUrl);
    await fundedTrader(late, [['USDT', '1']]);
    const refused = await late.post('/v1/redpacket/claim', { code });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: '36010',
      msg: 'All shares of this red packet have been claimed',
    });
    const shown = await late.get<Packet>(`/v1/redpacket/show?code=${code}`);
    expect(shown.body.data).toMatchObject({ status: 'finished', claimedCount: 3, myShare: null });
    expect(shown.body.data.claims).toHaveLength(3);
    await expectBookSound(server);
  });

  it.each([
    [{ amount: '-1', count: 1 }, 400, undefined],
    [{ amount: '1e5', count: 1 }, 400, undefined],
    [{ amount: '10', count: 0 }, 400, undefined],
    [{ amount: '10', count: 1001 }, 400, undefined],
    [{ amount: '10', count: '3' }, 400, undefined],
    [{ amount: '0.000000001', count: 1 }, 400, undefined],
    [{ amount: '0', count: 1 }, 400, '36001'],
    [{ amount: '10', count: 3, mode: 'equal' }, 400, '36004'],
    [{ amount: '10', count: 3, amountIs: 'perShare' }, 400, '36006'],
    [{ amount: '999999999', count: 3, secondFactor: '123456' }, 403, '36018'],
    [{ amount: '1000.00000001', count: 1 }, 403, '36007'],
    [{ amount: '500', count: 2, asset: 'BTC' }, 409, '36013'],
    [{ amount: '5', count: 1, source: 'funding' }, 409, '36013'],
    [{ amount: '5', count: 1, source: 'margin' }, 400, undefined],
    [{ amount: '5', count: 1, asset: '<b>' }, 400, undefined],
  ])('refuses %j with HTTP %s (%s) and moves nothing', async (body, status, code) => {
    const before = await spot(alice);
    const answer = await create(alice, body);
    expect(answer.status).toBe(status);
    expect(answer.body.status).toBe('error');
    if (code !== undefined) expect(answer.body.code).toBe(code);
    expect((await spot(alice)).toFixed()).toBe(before.toFixed());
  });

  it("pays a packet from the funding wallet (P2P's) when asked, leaving spot untouched", async () => {
    const moved = await alice.post('/v1/p2p/transfer', { direction: 'in', asset: 'USDT', amount: '12' });
    expect(moved.status).toBe(200);
    const funding = async () => {
      const wallet = await alice.get<{ asset: string; available: string }[]>('/v1/p2p/wallet');
      return wallet.body.data.find((entry) => entry.asset === 'USDT')?.available ?? '0';
    };
    expect(await funding()).toBe('12');
    const spotBefore = await spot(alice);
    const created = await create(alice, { amount: '5', count: 2, source: 'funding' });
    expect(created.status).toBe(200);
    expect(created.body.data.total).toBe('5');
    expect(await funding()).toBe('7');
    expect((await spot(alice)).toFixed()).toBe(spotBefore.toFixed());
    const tooMuch = await create(alice, { amount: '8', count: 1, source: 'funding' });
    expect(tooMuch.body).toMatchObject({ status: 'error', code: '36013' });
    expect(await funding()).toBe('7');
    await expectBookSound(server);
  });

  it('refuses a malformed code with a 4xx and limits guessing of unknown codes', async () => {
    const guesser = new ApiClient(server.baseUrl);
    await fundedTrader(guesser, [['USDT', '1']]);
    expect((await guesser.post('/v1/redpacket/claim', { code: 'short' })).status).toBe(400);
    for (let i = 0; i < GUESS_LIMIT; i += 1) {
      const miss = await guesser.post('/v1/redpacket/claim', { code: 'ABCDEFGHJKLM' });
      expect(miss.body).toMatchObject({ code: '36008' });
    }
    const blocked = await guesser.post('/v1/redpacket/claim', { code: 'ABCDEFGHJKLM' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: '36014' });
  });

  it('at expiry the remainder goes back to the creator exactly once', async () => {
    const created = await create(alice, { amount: '10', count: 2, mode: 'equal', expiresInHours: 1 });
    const code = created.body.data.code;
    const friend = new ApiClient(server.baseUrl);
    await fundedTrader(friend, [['USDT', '1']]);
    expect((await friend.post<Packet>('/v1/redpacket/claim', { code })).body.data.myShare).toBe('5');
    const before = await spot(alice);
    await server.app.clock.advance(HOUR);
    const shown = await alice.get<Packet>(`/v1/redpacket/show?code=${code}`);
    expect(shown.body.data).toMatchObject({ status: 'expired', refunded: '5' });
    expect((await spot(alice)).toFixed()).toBe(before.plus(5).toFixed());
    await server.app.clock.advance(HOUR);
    expect((await spot(alice)).toFixed()).toBe(before.plus(5).toFixed());
    const late = new ApiClient(server.baseUrl);
    await fundedTrader(late, [['USDT', '1']]);
    const refused = await late.post('/v1/redpacket/claim', { code });
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ code: '36011' });
    await expectBookSound(server);
  });

  it('a new-users-only packet goes to accounts registered in the 7 days before it, not to older ones', async () => {
    const created = await create(alice, { amount: '10', count: 2, mode: 'equal', newUsersOnly: true });
    expect(created.body.data).toMatchObject({ newUsersOnly: true });
    const code = created.body.data.code;
    const veteran = new ApiClient(server.baseUrl);
    const { userId } = await fundedTrader(veteran, [['USDT', '1']]);
    await server.app.db
      .updateTable('users')
      .set({ created_at: new Date(server.app.clock.nowMs() - NEW_USER_WINDOW_MS - HOUR) })
      .where('id', '=', Number(userId))
      .execute();
    const refused = await veteran.post('/v1/redpacket/claim', { code });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 'error', code: '36012' });
    expect((await spot(veteran)).toFixed()).toBe('1');
    const newcomer = new ApiClient(server.baseUrl);
    await fundedTrader(newcomer, [['USDT', '1']]);
    const claimed = await newcomer.post<Packet>('/v1/redpacket/claim', { code });
    expect(claimed.body.data.myShare).toBe('5');
    expect((await spot(newcomer)).toFixed()).toBe('6');
    await expectBookSound(server);
  });

  it('1,000 simultaneous claims on 10 shares give exactly 10 winners and conserve the total', async () => {
    const created = await create(alice, { amount: '100', count: 10 });
    const code = created.body.data.code;
    const service = new RedPacketService(server.app, redPacketDb(server.app.db), redPacketSettings());
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        service.claim({ userId: 500_000 + i, accountId: `u${500_000 + i}`, venue: 'live' }, code),
      ),
    );
    const winners = results.filter((result) => result.status === 'fulfilled');
    expect(winners).toHaveLength(10);
    const sum = winners.reduce(
      (total, result) => total + (result as PromiseFulfilledResult<bigint>).value,
      0n,
    );
    expect(sum).toBe(100n * 10n ** 8n);
    for (const result of results)
      if (result.status === 'rejected') expect((result.reason as RedPacketError).code).toBe('36010');
    await expectBookSound(server);
  }, 120_000);
});

describe('issue #28 expiry refund after a restart past the expiry', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'red-packets-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refunds once at the next start, and not again at the one after', async () => {
    const first = await startServer({ name: 'pglite' }, { DATA_DIR: dataDir });
    const alice = new ApiClient(first.baseUrl);
    await fundedTrader(alice, [['USDT', '100']]);
    const code = (await create(alice, { amount: '40', count: 4, expiresInHours: 24 })).body.data.code;
    const cookies = new Map(alice.cookies);
    await first.close();

    const later = () => Date.now() + 25 * HOUR;
    for (let start = 0; start < 2; start += 1) {
      const next = await startServer(
        { name: 'pglite' },
        { DATA_DIR: dataDir },
        { clock: new GatewayClock(later) },
      );
      const again = new ApiClient(next.baseUrl);
      for (const [name, value] of cookies) again.cookies.set(name, value);
      const shown = await again.get<Packet>(`/v1/redpacket/show?code=${code}`);
      expect(shown.body.data).toMatchObject({ status: 'expired', refunded: '40' });
      expect((await spot(again)).toFixed()).toBe('100');
      await expectBookSound(next);
      await next.close();
    }
  }, 120_000);
});
