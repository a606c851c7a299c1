import type { OrderOutcome } from '@tideline/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';

type RunningServer = Awaited<ReturnType<typeof startServer>>;

interface Placed {
  status: string;
  outcome: OrderOutcome;
}

// Test servers keep a still market (no simulator), so each book holds only what a test puts there.
describe.each(backends)(
  'issue #18 a spot place answer says what became of the order, on $name',
  (backend) => {
    let server: RunningServer;
    let maker: ApiClient;
    let taker: ApiClient;
    const place = async (client: ApiClient, body: Record<string, unknown>) => {
      const answer = await client.post<Placed>('/v1/spot/order/place', { symbol: 'BTCUSDT', ...body });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
      return answer.body.data.outcome;
    };

    beforeAll(async () => {
      server = await startServer(backend);
      maker = new ApiClient(server.baseUrl);
      taker = new ApiClient(server.baseUrl);
      for (const client of [maker, taker]) {
        await fundedTrader(client, [
          ['USDT', '100000'],
          ['BTC', '2'],
        ]);
      }
    });
    afterAll(async () => {
      await server.close();
    });

    it('a market sell on an empty book is cancelled, nothing filled, for no liquidity', async () => {
      expect(await place(taker, { side: 'sell', orderType: 'market', size: '0.010000' })).toEqual({
        status: 'cancelled',
        size: '0.010000',
        filled: '0.000000',
        avgPrice: null,
        cancelReason: 'no-liquidity',
      });
    });

    it('a limit order that does not cross rests with nothing filled', async () => {
      expect(
        await place(maker, { side: 'sell', orderType: 'limit', price: '95000.00', size: '0.004000' }),
      ).toEqual({
        status: 'resting',
        size: '0.004000',
        filled: '0.000000',
        avgPrice: null,
        cancelReason: null,
      });
    });

    it('a post-only buy priced at the best ask is cancelled as post-only-would-take, not refused', async () => {
      expect(
        await place(taker, {
          side: 'buy',
          orderType: 'limit',
          price: '95000.00',
          size: '0.001000',
          postOnly: true,
        }),
      ).toMatchObject({ status: 'cancelled', filled: '0.000000', cancelReason: 'post-only-would-take' });
    });

    it('an IOC larger than the book fills part and cancels the rest for no liquidity', async () => {
      expect(
        await place(taker, {
          side: 'buy',
          orderType: 'limit',
          price: '95000.00',
          size: '0.010000',
          timeInForce: 'IOC',
        }),
      ).toEqual({
        status: 'partially-filled-cancelled',
        size: '0.010000',
        filled: '0.004000',
        avgPrice: '95000.00',
        cancelReason: 'no-liquidity',
      });
    });

    it('a limit buy through a thin book fills part and rests the rest; a market order fills whole', async () => {
      await place(maker, { side: 'sell', orderType: 'limit', price: '95100.00', size: '0.002000' });
      await place(maker, { side: 'sell', orderType: 'limit', price: '95200.00', size: '0.002000' });
      expect(
        await place(taker, { side: 'buy', orderType: 'limit', price: '95100.00', size: '0.003000' }),
      ).toEqual({
        status: 'partially-filled-resting',
        size: '0.003000',
        filled: '0.002000',
        avgPrice: '95100.00',
        cancelReason: null,
      });
      expect(await place(maker, { side: 'sell', orderType: 'market', size: '0.001000' })).toEqual({
        status: 'filled',
        size: '0.001000',
        filled: '0.001000',
        avgPrice: '95100.00',
        cancelReason: null,
      });
    });

    it('a market buy against its own resting sell is cancelled for self-trade', async () => {
      expect(await place(maker, { side: 'buy', orderType: 'market', size: '0.001000' })).toMatchObject({
        status: 'cancelled',
        cancelReason: 'self-trade',
      });
    });
  },
);
