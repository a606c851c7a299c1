/**
 * The cluster's books on the product's own socket (`/ws`, channel `depth`): the product server that
 * `npm run cluster` starts follows the engines' result stream (`SPOT_EVT`, from its start), keeps a
 * `BookReplica` per symbol, and its stream hub serves the depth channel from those books instead of
 * its in-process exchange, publishing each result's changed levels; its trades channel likewise
 * serves the engines' trades. The web app's order book and recent trades then show the orders that
 * `/v1/spot/order/place` sent to the engines and their fills.
 */
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import { getSymbol, parseUnits } from '../markets/index.ts';
import type { PublicTrade } from '../plugins/markets/service/markets-service.ts';
import { BookReplica } from './book-replica.ts';
import { CLUSTER_SYMBOLS, EVENT_STREAM } from './config.ts';
import { decode } from './nats.ts';
import type { CommandResult } from './symbol-engine.ts';

const TRADES_KEPT = 50;

/** Starts following the result stream, telling `onResult` of each result; answers what stops it. */
export async function followClusterBooks(
  app: FastifyInstance,
  nc: NatsConnection,
  onResult: (result: CommandResult) => void,
): Promise<() => void> {
  const replicas = new Map(CLUSTER_SYMBOLS.map((symbol) => [symbol, new BookReplica(symbol)]));
  const hub = app.marketsHub;
  hub.serveDepthFrom((symbol) => {
    const depth = replicas.get(symbol)?.depth() ?? { bids: [], asks: [] };
    // The replica keeps size per level, not the order count (the channel does not send it).
    const withCount = (side: Array<[number, number]>) =>
      side.map(([price, size]) => [price, size, 0] as const);
    return { bids: withCount(depth.bids), asks: withCount(depth.asks) };
  });
  /** Each symbol's latest public trades, oldest first, for the trades channel's snapshot. */
  const trades = new Map<string, PublicTrade[]>(CLUSTER_SYMBOLS.map((symbol) => [symbol, []]));
  hub.serveTradesFrom((symbol) => trades.get(symbol) ?? []);
  const consumer = await jetstream(nc).consumers.get(EVENT_STREAM, { deliver_policy: DeliverPolicy.All });
  const messages = await consumer.consume();
  void (async () => {
    for await (const message of messages) {
      const result = decode<CommandResult>(message.data);
      if (replicas.get(result.symbol)?.apply(result) === undefined) continue;
      hub.depthChanged(result.symbol);
      const spec = getSymbol(result.symbol);
      const added: PublicTrade[] = [];
      for (const event of result.events) {
        if (event.type !== 'trade') continue;
        added.push({
          tradeId: event.tradeId,
          price: Number(parseUnits(event.price, spec.pricePlace) ?? 0n),
          size: Number(parseUnits(event.size, spec.quotePrecision) ?? 0n),
          takerSide: event.takerSide,
          time: event.ts,
        });
      }
      if (added.length > 0) {
        const kept = trades.get(result.symbol)!;
        kept.push(...added);
        kept.splice(0, Math.max(0, kept.length - TRADES_KEPT));
        hub.tradesAdded(result.symbol, added);
      }
      onResult(result);
    }
  })().catch((error: unknown) => app.log.error({ err: error }, 'cluster result stream ended'));
  return () => void messages.stop();
}
