import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  ok,
  quoteSpot,
  read,
  spotUsdt,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { futuresServiceOf } from '../../futures/index.ts';
import { eventually } from './eventually.ts';

// Issue #24 conservation: a lead opens at 50,000 and closes at 55,000; a fixed-margin follower
// and a 0.5x follower are mirrored against a maker's book, each pays 10% of its realised net
// profit to the lead, and both stop. Every USDT is accounted for: the traders' spot and futures
// wallets plus the venue's fees equal what was deposited, the share is exactly the rate of the
// profit, and what a stop returned plus the share is the investment plus the profit.

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

interface Copy {
  copyId: string;
  state: string;
  equity: string;
  investment: string;
  realisedProfit: string;
  profitSharePaid: string;
  positions: Array<{ size: string }>;
}

const FEES = '@futures-fees';
const DEPOSIT = '100000';

async function copyOf(client: ApiClient): Promise<Copy> {
  return (await read<Copy[]>(client, '/v1/copy-trading/copies'))[0]!;
}

describe.each(backends)('issue #24 copy trading conserves every USDT on $name', (backend) => {
  let server: RunningServer;
  const lead = () => clients[0]!;
  const fixed = () => clients[1]!;
  const half = () => clients[2]!;
  const maker = () => clients[3]!;
  const clients: ApiClient[] = [];
  let leadId: string;

  beforeAll(async () => {
    server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0', SEED_DEMO_USER: 'false' });
    for (let index = 0; index < 4; index += 1) {
      const client = new ApiClient(server.baseUrl);
      const { userId } = await fundedTrader(client, [['USDT', DEPOSIT]]);
      if (index === 0) leadId = userId;
      await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '20000' });
      clients.push(client);
    }
    await quoteSpot(server.app, lead(), '50000');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('open at 50,000, close at 55,000, profit share, stop: nothing created or lost', {
    timeout: 150_000,
  }, async () => {
    const futures = futuresServiceOf(server.app);
    const feesBefore = new Decimal(futures.exchanges.live.ledgerTotal(FEES));
    await ok(lead(), '/v1/copy-trading/lead/apply', { nickname: 'Keeper', profitShareRate: '10' });
    await ok(fixed(), '/v1/copy-trading/follow', {
      traderId: leadId,
      mode: 'fixed',
      fixedMargin: '100',
      investment: '1000',
    });
    await ok(half(), '/v1/copy-trading/follow', {
      traderId: leadId,
      mode: 'multiple',
      multiple: '0.5',
      investment: '2000',
    });

    await ok(maker(), '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '50000.00',
      // Exactly what the lead and both copies take, so the maker's later buy meets no sell of its own.
      size: '0.320',
    });
    await ok(lead(), '/v1/futures/leverage', { symbol: 'BTCUSDT', leverage: 10 });
    await ok(lead(), '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.200',
    });
    // 100 USDT x 10 / 50,000 = 0.02 BTC; half of the lead's 0.2 = 0.1 BTC.
    await eventually(
      async () => ((await copyOf(fixed())).positions[0]?.size === '0.020' ? true : undefined),
      'the fixed copy',
    );
    await eventually(
      async () => ((await copyOf(half())).positions[0]?.size === '0.100' ? true : undefined),
      'the 0.5x copy',
    );

    await quoteSpot(server.app, lead(), '55000');
    await ok(maker(), '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '55000.00',
      size: '1.000',
    });
    await ok(lead(), '/v1/futures/position/close-all', {});
    for (const follower of [fixed(), half()]) {
      const settled = await eventually(async () => {
        const copy = await copyOf(follower);
        return copy.positions.length === 0 && new Decimal(copy.profitSharePaid).gt(0) ? copy : undefined;
      }, 'the copy closed and settled');
      // The whole profit is realised: 10% of it, rounded down to 8 places, went to the lead.
      expect(settled.profitSharePaid).toBe(
        new Decimal(settled.realisedProfit).mul('0.1').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
      );
      // 0.02 x 5,000 = 100 (0.1 x 5,000 = 500) less the fees of two fills.
      expect(new Decimal(settled.realisedProfit).gt(0)).toBe(true);
    }
    // The lead's closing trade in its statistics: 0.2 x 5,000 less the taker fees of 0.05% at
    // 50,000 (5) and at 55,000 (5.5); one closing trade, a win.
    const profile = await read<{
      history: Array<{ pnl: string; size: string }>;
      stats: { pnl: string; winRate: string };
    }>(lead(), `/v1/copy-trading/trader?traderId=${leadId}&window=7`);
    expect(profile.history).toEqual([expect.objectContaining({ size: '0.2', pnl: '989.5' })]);
    expect(profile.stats).toMatchObject({ pnl: '989.5', winRate: '100.00' });
    const shares = [await copyOf(fixed()), await copyOf(half())].reduce(
      (sum, copy) => sum.plus(copy.profitSharePaid),
      new Decimal(0),
    );
    const received = await read<Array<{ amount: string }>>(
      lead(),
      '/v1/copy-trading/records?kind=profit-share-received',
    );
    expect(received.reduce((sum, record) => sum.plus(record.amount), new Decimal(0)).toFixed()).toBe(
      shares.toFixed(),
    );

    for (const follower of [fixed(), half()]) {
      const copy = await copyOf(follower);
      const stopped = await ok<Copy>(follower, '/v1/copy-trading/unfollow', { copyId: copy.copyId });
      const [stop] = await read<Array<{ amount: string }>>(follower, '/v1/copy-trading/records?kind=stopped');
      expect(new Decimal(stop!.amount).plus(stopped.profitSharePaid).toFixed()).toBe(
        new Decimal(stopped.investment).plus(stopped.realisedProfit).toFixed(),
      );
    }

    // Everyone is flat: the traders' wallets plus the fees the venue took are what was deposited.
    let wallets = new Decimal(0);
    for (const client of clients) {
      const account = await read<{ equity: string; unrealisedPnl: string }>(client, '/v1/futures/account');
      expect(new Decimal(account.unrealisedPnl).isZero()).toBe(true);
      wallets = wallets.plus(account.equity).plus(await spotUsdt(client));
    }
    const fees = new Decimal(futures.exchanges.live.ledgerTotal(FEES)).minus(feesBefore);
    expect(wallets.plus(fees).toFixed()).toBe(new Decimal(DEPOSIT).mul(clients.length).toFixed());
    expect(futures.exchanges.live.checkInvariants()).toEqual([]);
  });
});
