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
 *
 * It starts from the newest checkpoint (checkpoint-start.ts); its plans may need results from before
 * it (allocation-leg.ts), so it reads from where they need and hands those to `onResult` only.
 */
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import { spotOrderView } from '../plugins/markets/views/order-view.ts';
import type { BookReplica } from './book-replica.ts';
import { missedResults, resultsAfter } from './checkpoint-start.ts';
import type { ClusterProjection } from './cluster-projection.ts';
import { decode } from './nats.ts';
import type { ClusterMarket } from './product-market.ts';
import type { ProductOrders } from './product-orders.ts';
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
 * Starts following the result stream after `readAfter` (at most the projection's checkpoint),
 * feeding the projection the results it has not seen and telling `onResult` of each result not
 * told before and its stream sequence; answers what it keeps and what stops it.
 */
export async function followClusterBooks(
  app: FastifyInstance,
  nc: NatsConnection,
  start: { projection: ClusterProjection; readAfter: number },
  onResult: (result: CommandResult, streamSeq: number) => void,
): Promise<ClusterBooks> {
  const { projection } = start;
  const { replicas, market, orders, holdings } = projection;
  const hub = app.marketsHub;
  hub.serveDepthFrom((symbol) => {
    const depth = replicas.get(symbol)?.depth() ?? { bids: [], asks: [] };
    // The replica keeps size per level, not the order count (the channel does not send it).
    const withCount = (side: Array<[number, number]>) =>
      side.map(([price, size]) => [price, size, 0] as const);
    return { bids: withCount(depth.bids), asks: withCount(depth.asks) };
  });
  hub.serveHeldOutsideFrom((accountId, asset) => holdings.held(accountId, asset));
  hub.serveTradesFrom((symbol) => market.trades(symbol).slice(-TRADES_SNAPSHOT));
  hub.serveMarketFrom({
    minuteCandles: (symbol) => market.minuteCandles(symbol),
    ticker: (spec, now) =>
      market.ticker(spec, now, replicas.get(spec.symbol)?.depth() ?? { bids: [], asks: [] }),
  });
  const messages = await resultsAfter(jetstream(nc), start.readAfter);
  /** Per symbol, the last result told to `onResult`: one an engine re-published is not told again. */
  const told = new Map<string, number>();
  void (async () => {
    let lastSeq = start.readAfter;
    for await (const message of messages) {
      if (missedResults(lastSeq, message.seq)) {
        // Its books and its plans would miss results: start again from the newest checkpoint.
        app.log.error(
          `cluster results after ${lastSeq} were purged before they were read; exiting for a restart`,
        );
        process.exit(1);
      }
      lastSeq = message.seq;
      const result = decode<CommandResult>(message.data);
      const applied = projection.apply(result, message.seq);
      if (applied !== undefined) {
        hub.depthChanged(result.symbol);
        hub.tradesAdded(result.symbol, applied.trades);
        hub.marketChanged(result.symbol, applied.trades.length > 0);
        for (const [userId, changes] of applied.orderChanges) {
          hub.sendPrivate(userId, 'orders', changes.orders.map(spotOrderView));
          hub.sendPrivate(userId, 'fills', changes.fills);
        }
        for (const [userId, assets] of applied.holdingsChanged) hub.balancesChanged(userId, assets);
      }
      if (result.seq <= (told.get(result.symbol) ?? 0)) continue;
      told.set(result.symbol, result.seq);
      onResult(result, message.seq);
    }
  })().catch((error: unknown) => app.log.error({ err: error }, 'cluster result stream ended'));
  return { orders, replicas, market, stop: () => void messages.stop() };
}
