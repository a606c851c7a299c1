import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  ok,
  read,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { futuresServiceOf } from '../../futures/index.ts';
import { eventually } from './eventually.ts';

// Issue #24 through the gateway, against the product's own simulated futures market: a user
// applies to lead, followers copy with a fixed margin (one only on ETH), the lead opens, adds,
// reduces and closes and each follower is mirrored or skipped with the reason; stop returns the
// money; records; hostile input is refused with a 4xx and moves nothing; the futures ledger stays
// sound and every USDT of the follower is accounted for.

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

interface CopyPosition {
  symbol: string;
  direction: 'long' | 'short';
  size: string;
}
interface Copy {
  copyId: string;
  state: string;
  equity: string;
  investment: string;
  realisedProfit: string;
  profitSharePaid: string;
  positions: CopyPosition[];
}
interface CopyRecord {
  kind: string;
  action: string | null;
  symbol: string | null;
  size: string | null;
  amount: string | null;
  skipReason: string | null;
}

const PATIENCE_MS = 150_000;

async function futuresAvailable(client: ApiClient): Promise<Decimal> {
  return new Decimal((await read<{ available: string }>(client, '/v1/futures/account')).available);
}

async function copyOf(client: ApiClient): Promise<Copy> {
  const [copy] = await read<Copy[]>(client, '/v1/copy-trading/copies');
  return copy!;
}

async function records(client: ApiClient, query = ''): Promise<CopyRecord[]> {
  return read<CopyRecord[]>(client, `/v1/copy-trading/records${query}`);
}

describe.each(backends)('issue #24 copy trading through the gateway on $name', (backend) => {
  let server: RunningServer;
  let lead: ApiClient;
  let bob: ApiClient;
  let carol: ApiClient;
  let leadId: string;

  beforeAll(async () => {
    // The product's simulated leads trade too (on both venues), as after `npm start`.
    server = await startFuturesServer(backend, {
      MARKETS_SIM_TICK_MS: '500',
      FUTURES_SIM_TICK_MS: '300',
      COPY_LEAD_SIM_TICK_MS: '500',
    });
    lead = new ApiClient(server.baseUrl);
    bob = new ApiClient(server.baseUrl);
    carol = new ApiClient(server.baseUrl);
    leadId = (await fundedTrader(lead, [['USDT', '100000']])).userId;
    await fundedTrader(bob, [['USDT', '10000']]);
    await fundedTrader(carol, [['USDT', '10000']]);
    for (const client of [lead, bob, carol])
      await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '5000' });
    // The simulated maker quotes BTC once the index runs.
    await eventually(async () => {
      const depth = await read<{ bids: unknown[]; asks: unknown[] }>(
        lead,
        '/v1/futures/depth?symbol=BTCUSDT',
      );
      return depth.bids.length > 5 && depth.asks.length > 5 ? true : undefined;
    }, 'a quoted BTC book');
  }, PATIENCE_MS + 30_000);

  afterAll(async () => {
    await server?.close();
  });

  it('the simulated leads are listed from the first start, with statistics and a daily series', async () => {
    const traders = await read<Array<{ nickname: string; dailyPnl: unknown[] }>>(
      bob,
      '/v1/copy-trading/traders?sort=followers&window=7',
    );
    expect(traders.map((trader) => trader.nickname)).toEqual(
      expect.arrayContaining(['Tidewalker', 'QuickFin', 'Driftwood']),
    );
    expect(traders[0]!.dailyPnl).toHaveLength(7);
    const found = await read<Array<{ nickname: string }>>(bob, '/v1/copy-trading/traders?search=quick');
    expect(found.map((trader) => trader.nickname)).toEqual(['QuickFin']);
  });

  it('a user applies to lead; followers copy with a fixed margin, one only on ETH', async () => {
    const card = await ok<{ traderId: string; nickname: string; followers: number }>(
      lead,
      '/v1/copy-trading/lead/apply',
      { nickname: 'Gatewalker', bio: 'Test lead', tags: ['btc'], profitShareRate: '10' },
    );
    expect(card).toMatchObject({ traderId: leadId, nickname: 'Gatewalker', followers: 0 });
    const before = await futuresAvailable(bob);
    const copy = await ok<Copy>(bob, '/v1/copy-trading/follow', {
      traderId: leadId,
      mode: 'fixed',
      fixedMargin: '100',
      investment: '1000',
    });
    expect(copy).toMatchObject({ state: 'active', equity: '1000', investment: '1000', positions: [] });
    expect((await futuresAvailable(bob)).toFixed()).toBe(before.minus(1000).toFixed());
    await ok(carol, '/v1/copy-trading/follow', {
      traderId: leadId,
      mode: 'fixed',
      fixedMargin: '100',
      investment: '500',
      symbols: ['ETHUSDT'],
    });
    const profile = await read<{ followers: number }>(bob, `/v1/copy-trading/trader?traderId=${leadId}`);
    expect(profile.followers).toBe(2);
  });

  it("the lead's open, add, partial close and close are mirrored; the ETH-only follower is skipped", async () => {
    await ok(lead, '/v1/futures/leverage', { symbol: 'BTCUSDT', leverage: 10 });
    const place = (side: 'buy' | 'sell', size: string, reduceOnly = false) =>
      ok(lead, '/v1/futures/order/place', { symbol: 'BTCUSDT', side, orderType: 'market', size, reduceOnly });
    const copied = (count: number) =>
      eventually(async () => {
        const list = (await records(bob, '?kind=copied')).filter((record) => record.symbol === 'BTCUSDT');
        return list.length >= count ? list : undefined;
      }, `${count} copied orders`);

    await place('buy', '0.100');
    await copied(1);
    const opened = (await copyOf(bob)).positions[0]!;
    expect(opened).toMatchObject({ symbol: 'BTCUSDT', direction: 'long' });
    // 100 USDT x 10 at the mark: about 1,000 USDT of BTC
    expect(new Decimal(opened.size).gt(0)).toBe(true);

    await place('buy', '0.100');
    await copied(2);
    const added = new Decimal((await copyOf(bob)).positions[0]!.size);
    expect(added.gt(opened.size)).toBe(true);

    // The lead halves its 0.2: the follower halves its own holding, rounded down to lots.
    await place('sell', '0.100', true);
    await copied(3);
    const reduced = new Decimal((await copyOf(bob)).positions[0]!.size);
    expect(reduced.toFixed()).toBe(added.sub(added.div(2).toDecimalPlaces(3, Decimal.ROUND_DOWN)).toFixed());

    await ok(lead, '/v1/futures/position/close-all', {});
    await copied(4);
    expect((await copyOf(bob)).positions).toEqual([]);
    const actions = (await records(bob, '?kind=copied')).map((record) => record.action);
    expect(actions).toEqual(['close', 'reduce', 'add', 'open']);

    const skipped = await eventually(async () => {
      const list = await records(carol, '?kind=skipped');
      return list.length >= 2 ? list : undefined;
    }, 'the skips of the ETH-only follower');
    expect(skipped.every((record) => record.skipReason === 'symbol-not-selected')).toBe(true);
    expect((await copyOf(carol)).positions).toEqual([]);
  });

  it('stopping returns what the copy holds to the futures wallet; the records show it', async () => {
    const before = await futuresAvailable(bob);
    const copy = await copyOf(bob);
    const stopped = await ok<Copy>(bob, '/v1/copy-trading/unfollow', { copyId: copy.copyId });
    expect(stopped).toMatchObject({ state: 'stopped', equity: '0', positions: [] });
    const [stop] = await records(bob, '?kind=stopped');
    expect(stop!.amount).not.toBeNull();
    expect((await futuresAvailable(bob)).toFixed()).toBe(before.plus(stop!.amount!).toFixed());
    // Every USDT of the copy: what came back plus the share paid is the investment plus the profit.
    expect(new Decimal(stop!.amount!).plus(stopped.profitSharePaid).toFixed()).toBe(
      new Decimal(stopped.investment).plus(stopped.realisedProfit).toFixed(),
    );
    const paid = (await records(bob, '?kind=profit-share-paid')).reduce(
      (sum, record) => sum.plus(record.amount ?? 0),
      new Decimal(0),
    );
    expect(paid.toFixed()).toBe(new Decimal(stopped.profitSharePaid).toFixed());
    const received = (await records(lead, '?kind=profit-share-received')).reduce(
      (sum, record) => sum.plus(record.amount ?? 0),
      new Decimal(0),
    );
    expect(received.toFixed()).toBe(paid.toFixed());
    const dashboard = await read<{ followers: Copy[]; profitShareEarned: string }>(
      lead,
      '/v1/copy-trading/lead/dashboard',
    );
    expect(dashboard.followers).toHaveLength(2);
    expect(new Decimal(dashboard.profitShareEarned).toFixed()).toBe(received.toFixed());
  });

  it('hostile and wrong requests answer a localised 4xx and move nothing', async () => {
    const carolCopy = await copyOf(carol);
    // A member without futures funds, who cannot lead.
    const eve = new ApiClient(server.baseUrl);
    await fundedTrader(eve, [['USDT', '10']]);
    const bobBefore = await futuresAvailable(bob);
    const carolBefore = await futuresAvailable(carol);
    const cases: Array<[ApiClient, string, unknown, string | undefined]> = [
      [
        lead,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '10', investment: '100' },
        '40002',
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: '999999', mode: 'fixed', fixedMargin: '10', investment: '100' },
        '40001',
      ],
      [bob, '/v1/copy-trading/follow', { traderId: leadId, mode: 'fixed', investment: '100' }, '40006'],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '200', investment: '100' },
        '40006',
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'multiple', multiple: '0', investment: '100' },
        '40006',
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '10', investment: '5' },
        '40006',
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '10', investment: '999999999' },
        '40005',
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '10', investment: '100', symbols: ['FOOUSDT'] },
        '40010',
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '10', investment: 100 },
        undefined,
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '-10', investment: '100' },
        undefined,
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '1e3', investment: '100' },
        undefined,
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '10', investment: '100', extra: 1 },
        undefined,
      ],
      [
        bob,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '10', investment: '1'.repeat(5000) },
        undefined,
      ],
      [bob, '/v1/copy-trading/unfollow', { copyId: carolCopy.copyId }, '40007'],
      [bob, '/v1/copy-trading/lead/remove-follower', { copyId: carolCopy.copyId }, '40007'],
      [bob, '/v1/copy-trading/unfollow', { copyId: 'abc' }, undefined],
      [
        bob,
        '/v1/copy-trading/unfollow',
        { copyId: (await read<Copy[]>(bob, '/v1/copy-trading/copies'))[0]!.copyId },
        '40008',
      ],
      [bob, '/v1/copy-trading/lead/apply', { nickname: 'x' }, undefined],
      [carol, '/v1/copy-trading/lead/apply', { nickname: 'Carol' }, '40011'],
      // A replayed follow: carol already copies the lead.
      [
        carol,
        '/v1/copy-trading/follow',
        { traderId: leadId, mode: 'fixed', fixedMargin: '10', investment: '100' },
        '40003',
      ],
      [eve, '/v1/copy-trading/lead/apply', { nickname: 'Evening' }, '40009'],
      [lead, '/v1/copy-trading/lead/apply', { nickname: 'Gatewalker', profitShareRate: '20.5' }, '40006'],
    ];
    for (const [client, path, body, code] of cases) {
      const answer = await client.post(`${path}?languageType=1`, body);
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      if (code !== undefined) expect(answer.body.code).toBe(code);
      expect(answer.body.msg).not.toBe('');
    }
    // A lead that takes one follower, which carol is, takes no other.
    await ok(lead, '/v1/copy-trading/lead/apply', { nickname: 'Gatewalker', maxFollowers: 1 });
    const full = await bob.post('/v1/copy-trading/follow', {
      traderId: leadId,
      mode: 'fixed',
      fixedMargin: '10',
      investment: '100',
    });
    expect([full.status, full.body.code]).toEqual([409, '40004']);
    await ok(lead, '/v1/copy-trading/lead/apply', { nickname: 'Gatewalker', maxFollowers: 100 });
    const foreign = await bob.post('/v1/copy-trading/follow?languageType=1', {
      traderId: leadId,
      mode: 'fixed',
      fixedMargin: '10',
      investment: '999999999',
    });
    expect(foreign.body.msg).toBe('合约钱包余额不足');
    expect(await read(bob, `/v1/copy-trading/trader?traderId=999999`).catch(() => 'refused')).toBe('refused');
    expect((await futuresAvailable(bob)).toFixed()).toBe(bobBefore.toFixed());
    expect((await futuresAvailable(carol)).toFixed()).toBe(carolBefore.toFixed());
  });

  it('the lead removes a follower: the copy stops and its money goes back to that follower', async () => {
    const carolCopy = await copyOf(carol);
    const before = await futuresAvailable(carol);
    const removed = await ok<Copy>(lead, '/v1/copy-trading/lead/remove-follower', {
      copyId: carolCopy.copyId,
    });
    expect(removed.state).toBe('stopped');
    expect((await futuresAvailable(carol)).toFixed()).toBe(before.plus(carolCopy.equity).toFixed());
  });

  it('in demo mode a follower copies a simulated lead on the demo venue with demo funds', async () => {
    const dave = new ApiClient(server.baseUrl);
    await fundedTrader(dave, [['USDT', '1000']]);
    expect((await dave.post('/v1/user/sub/switchTradeDemo', { demo: true })).body.code).toBe(0);
    await ok(dave, '/v1/futures/transfer', { direction: 'in', amount: '5000' });
    const traders = await read<Array<{ traderId: string; nickname: string }>>(
      dave,
      '/v1/copy-trading/traders',
    );
    const quickFin = traders.find((trader) => trader.nickname === 'QuickFin')!;
    const copy = await ok<Copy>(dave, '/v1/copy-trading/follow', {
      traderId: quickFin.traderId,
      mode: 'fixed',
      fixedMargin: '50',
      investment: '1000',
    });
    expect(copy.state).toBe('active');
    // The scalper opens or closes within seconds; each of its moves is copied or skipped for dave.
    const first = await eventually(async () => {
      const list = await records(dave);
      return list.find((record) => record.kind === 'copied' || record.kind === 'skipped');
    }, 'a move of the simulated lead on the demo venue');
    expect(first.symbol).toBe('ETHUSDT');
    const stopped = await ok<Copy>(dave, '/v1/copy-trading/unfollow', { copyId: copy.copyId });
    expect(stopped.state).toBe('stopped');
    expect((await futuresAvailable(dave)).gt(4900)).toBe(true);
    // The live venue never saw any of it.
    await dave.post('/v1/user/sub/switchTradeDemo', { demo: false });
    expect(await read<Copy[]>(dave, '/v1/copy-trading/copies')).toEqual([]);
    expect((await futuresAvailable(dave)).toFixed()).toBe('0');
  });

  it('the futures ledger is sound after copying, fees and profit share', () => {
    const futures = futuresServiceOf(server.app);
    expect(futures.exchanges.live.checkInvariants()).toEqual([]);
    expect(futures.exchanges.demo.checkInvariants()).toEqual([]);
  });
});
