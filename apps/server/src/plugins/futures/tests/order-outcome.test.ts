import type { OrderOutcome } from '@tideline/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  ok,
  quoteSpot,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { FuturesCode } from '../errors.ts';

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

interface Placed {
  status: string;
  reason: string | null;
  outcome: OrderOutcome;
}

// Test servers keep a still market (no simulator), so each book holds only what a test puts there.
describe.each(backends)(
  'issue #18 a futures place answer says what became of the order, on $name',
  (backend) => {
    let server: RunningServer;
    let maker: ApiClient;
    let taker: ApiClient;
    const place = async (client: ApiClient, body: Record<string, unknown>) =>
      (await ok<Placed>(client, '/v1/futures/order/place', { symbol: 'BTCUSDT', ...body })).outcome;

    beforeAll(async () => {
      server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0' });
      maker = new ApiClient(server.baseUrl);
      taker = new ApiClient(server.baseUrl);
      for (const client of [maker, taker]) {
        await fundedTrader(client, [['USDT', '100000']]);
        await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '20000' });
      }
      await quoteSpot(server.app, maker, '50000');
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    it('a market order on an empty book is cancelled with nothing filled, for no liquidity', async () => {
      expect(await place(taker, { side: 'buy', orderType: 'market', size: '0.01' })).toEqual({
        status: 'cancelled',
        size: '0.01',
        filled: '0',
        avgPrice: null,
        cancelReason: 'no-liquidity',
      });
    });

    it('a reduce-only order with no position is refused with its own result code', async () => {
      const answer = await taker.post('/v1/futures/order/place', {
        symbol: 'BTCUSDT',
        side: 'sell',
        orderType: 'market',
        size: '0.01',
        reduceOnly: true,
      });
      expect(answer.body).toMatchObject({
        code: FuturesCode.reduceOnlyNothingToReduce,
        status: 'error',
        msg: expect.stringMatching(/\w/),
      });
    });

    it('a resting limit, then a post-only that would take it, cancelled as post-only-would-take', async () => {
      expect(await place(maker, { side: 'sell', orderType: 'limit', price: '50000', size: '0.004' })).toEqual(
        {
          status: 'resting',
          size: '0.004',
          filled: '0',
          avgPrice: null,
          cancelReason: null,
        },
      );
      expect(
        await place(taker, {
          side: 'buy',
          orderType: 'limit',
          price: '50000',
          size: '0.001',
          postOnly: true,
        }),
      ).toMatchObject({ status: 'cancelled', filled: '0', cancelReason: 'post-only-would-take' });
    });

    it('an IOC larger than the book fills part and cancels the rest for no liquidity', async () => {
      expect(
        await place(taker, {
          side: 'buy',
          orderType: 'limit',
          price: '50000',
          size: '0.01',
          timeInForce: 'IOC',
        }),
      ).toEqual({
        status: 'partially-filled-cancelled',
        size: '0.01',
        filled: '0.004',
        avgPrice: '50000',
        cancelReason: 'no-liquidity',
      });
    });

    it('a reduce-only market order closes the position it reduces and fills whole', async () => {
      await place(maker, { side: 'buy', orderType: 'limit', price: '49990', size: '0.004' });
      expect(
        await place(taker, { side: 'sell', orderType: 'market', size: '0.004', reduceOnly: true }),
      ).toEqual({ status: 'filled', size: '0.004', filled: '0.004', avgPrice: '49990', cancelReason: null });
    });
  },
);
