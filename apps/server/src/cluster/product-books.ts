/**
 * The cluster's books on the product's own socket (`/ws`, channel `depth`): the product server that
 * `npm run cluster` starts follows the engines' result stream (`SPOT_EVT`, from its start), keeps a
 * `BookReplica` per symbol, and its stream hub serves the depth channel from those books instead of
 * its in-process exchange, publishing each result's changed levels; its trades channel likewise
 * serves the engines' trades, and its candles and ticker channels their candles and tickers
 * (product-market.ts). The web app's order book and recent trades then
 * show the orders that `/v1/spot/order/place` sent to the engines and their fills. The private
 * `orders` and `fills` channels likewise send each real-money user's cluster orders and fills
 * (product-orders.ts); `balances` shows the spot wallet, which the allocation transfers move, with
 * what each user has in the engines' allocations counted as held (allocation-holdings.ts), here
 * and on the wallet's balances route.
 */
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import { spotOrderView } from '../plugins/markets/views/order-view.ts';
import { AllocationHoldings } from './allocation-holdings.ts';
import { BookReplica } from './book-replica.ts';
import { CLUSTER_SYMBOLS, EVENT_STREAM } from './config.ts';
import { decode } from './nats.ts';
import { ClusterMarket } from './product-market.ts';
import { ProductOrders } from './product-orders.ts';
import type { CommandResult } from './symbol-engine.ts';

/** Trades in the trades channel's snapshot, as the one-process product sends. */
const TRADES_SNAPSHOT = 50;

/** What the product server's follower of the result stream keeps, for its other users. */
export interface ClusterBooks {
  /** Each account's orders and free allocation money, as the results so far show. */
  orders: ProductOrders;
  replicas: ReadonlyMap<string, BookReplica>;
  /** The engines' trades, candles and last prices. */
  market: ClusterMarket;
  stop(): void;
}

/**
 * Starts following the result stream, telling `onResult` of each result and its stream sequence;
 * answers what it keeps and what stops it.
 */
export async function followClusterBooks(
  app: FastifyInstance,
  nc: NatsConnection,
  onResult: (result: CommandResult, streamSeq: number) => void,
): Promise<ClusterBooks> {
  const replicas = new Map(CLUSTER_SYMBOLS.map((symbol) => [symbol, new BookReplica(symbol)]));
  const hub = app.marketsHub;
  hub.serveDepthFrom((symbol) => {
    const depth = replicas.get(symbol)?.depth() ?? { bids: [], asks: [] };
    // The replica keeps size per level, not the order count (the channel does not send it).
    const withCount = (side: Array<[number, number]>) =>
      side.map(([price, size]) => [price, size, 0] as const);
    return { bids: withCount(depth.bids), asks: withCount(depth.asks) };
  });
  const market = new ClusterMarket();
  const orders = new ProductOrders();
  const holdings = new AllocationHoldings();
  hub.serveHeldOutsideFrom((accountId, asset) => holdings.held(accountId, asset));
  hub.serveTradesFrom((symbol) => market.trades(symbol).slice(-TRADES_SNAPSHOT));
  hub.serveMarketFrom({
    minuteCandles: (symbol) => market.minuteCandles(symbol),
    ticker: (spec, now) =>
      market.ticker(spec, now, replicas.get(spec.symbol)?.depth() ?? { bids: [], asks: [] }),
  });
  const consumer = await jetstream(nc).consumers.get(EVENT_STREAM, { deliver_policy: DeliverPolicy.All });
  const messages = await consumer.consume();
  void (async () => {
    for await (const message of messages) {
      const result = decode<CommandResult>(message.data);
      if (replicas.get(result.symbol)?.apply(result) === undefined) continue;
      hub.depthChanged(result.symbol);
      const traded = market.apply(result);
      hub.tradesAdded(result.symbol, traded);
      hub.marketChanged(result.symbol, traded.length > 0);
      for (const [userId, changes] of orders.apply(result)) {
        hub.sendPrivate(userId, 'orders', changes.orders.map(spotOrderView));
        hub.sendPrivate(userId, 'fills', changes.fills);
      }
      for (const [userId, assets] of holdings.apply(result)) hub.balancesChanged(userId, assets);
      onResult(result, message.seq);
    }
  })().catch((error: unknown) => app.log.error({ err: error }, 'cluster result stream ended'));
  return { orders, replicas, market, stop: () => void messages.stop() };
}
