/**
 * The cluster's mark-price feed: for every contract, the index from the cluster's spot market for
 * the pair (the spot engine's best bid and ask, asked of `spot.q.<SYMBOL>` with `{top: true}`, and
 * the last trade from the spot result stream; contract-index-feed.ts), as `npm start` feeds its
 * futures venue from its spot book, as a `spot-prices` command on the contract's journal every
 * CLUSTER_FUTURES_MARK_MS (1,000). While the spot market tells nothing (no spot engine answers, an
 * empty book), a seeded fair-price process stands in, going on from the last index sent. Mark prices, trigger
 * and TP/SL firing, liquidations and funding (due by a command's `ts`) all come from journalled
 * commands, so an engine's replay reproduces them exactly. At start it seeds each contract's
 * insurance fund once (request id `xfer:insurance-seed:<SYMBOL>`: the engine applies a transfer id
 * once, however often it is published). A restarted feed goes on from the engine's mark.
 */
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { getContract } from '../futures/contracts.ts';
import { parseUnits } from '../markets/fixed-point.ts';
import { profileFor } from '../markets/simulator/profiles.ts';
import { getSymbol } from '../markets/symbols.ts';
import { clusterEnv, EVENT_STREAM, querySubject } from './config.ts';
import { ContractIndexFeed } from './contract-index-feed.ts';
import {
  CLUSTER_FUTURES_SYMBOLS,
  ensureFuturesStreams,
  futuresCommandSubject,
  futuresQuerySubject,
} from './futures-config.ts';
import type { FuturesCommandEnvelope, FuturesMarketView } from './futures-symbol-engine.ts';
import { connectNats, decode, encode } from './nats.ts';
import type { CommandResult, SpotTop } from './symbol-engine.ts';

const EVERY_MS = Number(process.env.CLUSTER_FUTURES_MARK_MS ?? 1_000);
const INSURANCE_SEED_USDT = process.env.FUTURES_INSURANCE_SEED_USDT ?? '1000000';
/** A spot engine answers its top of book at once; one that does not is restarting. */
const TOP_TIMEOUT_MS = 300;

process.on('unhandledRejection', (error) => {
  console.error('cluster mark feed failed; exiting for a restart', error);
  process.exit(1);
});

const env = clusterEnv();
const nc = await connectNats(env.natsUrl, 'futures-mark-feed');
await ensureFuturesStreams(await jetstreamManager(nc));
const js = jetstream(nc);

async function publish(symbol: string, envelope: FuturesCommandEnvelope): Promise<void> {
  await js.publish(futuresCommandSubject(symbol), encode(envelope), { msgID: envelope.rid });
}

/** Where a contract's index starts: the engine's mark when it answers, else the pair's start price. */
async function startPrice(symbol: string): Promise<number> {
  const pair = getSymbol(symbol);
  const fallback = pair.startPriceTicks / 10 ** pair.pricePlace;
  try {
    const view = decode<FuturesMarketView>(
      (await nc.request(futuresQuerySubject(symbol), encode({ market: true }), { timeout: 2_000 })).data,
    );
    return view.markPrice === null ? fallback : Number(view.markPrice);
  } catch {
    return fallback;
  }
}

const feeds = await Promise.all(
  CLUSTER_FUTURES_SYMBOLS.map(async (symbol) => {
    const pair = getSymbol(symbol);
    const feed = new ContractIndexFeed({
      symbol,
      pricePlace: getContract(symbol).pricePlace,
      anchorPrice: pair.startPriceTicks / 10 ** pair.pricePlace,
      volatilityScale: profileFor(symbol).volatilityScale,
      startPrice: await startPrice(symbol),
      seed: `cluster-mark:${Date.now()}`,
    });
    await publish(symbol, {
      rid: `xfer:insurance-seed:${symbol}`,
      command: { type: 'fund-insurance', amount: INSURANCE_SEED_USDT, ts: Date.now() },
    });
    return { symbol, feed };
  }),
);
const feedOf = new Map(feeds.map(({ symbol, feed }) => [symbol, feed]));

/** The spot pairs' trades from now on (the spot result stream, new results only): each index's last trade. */
async function followSpotTrades(): Promise<void> {
  const consumer = await js.consumers.get(EVENT_STREAM, { deliver_policy: DeliverPolicy.New });
  for await (const message of await consumer.consume()) {
    const result = decode<CommandResult>(message.data);
    const feed = feedOf.get(result.symbol);
    if (feed === undefined) continue;
    const pricePlace = getSymbol(result.symbol).pricePlace;
    for (const event of result.events) {
      if (event.type !== 'trade') continue;
      const ticks = parseUnits(event.price, pricePlace);
      if (ticks !== undefined) feed.observeTrade(Number(ticks));
    }
  }
}
/** How long the feed waits before following the spot trades again (the stream not made yet, a consumer ended). */
const FOLLOW_AGAIN_MS = 2_000;
/**
 * Follows the spot trades for as long as the feed runs. The spot result stream is made by the spot
 * engines, which the launcher starts beside this feed, so at start it may not exist yet; a cluster
 * without spot engines never has it (every index is then the feed's own). Either way the feed asks
 * again every 2 s instead of giving up (it once did, and the index walked apart from the spot page
 * whenever the feed won the start-up race), and says so once.
 */
async function followSpotTradesAlways(): Promise<void> {
  let warned = false;
  for (;;) {
    try {
      await followSpotTrades();
    } catch (error) {
      if (!warned) console.warn(`cluster mark feed: not following the spot trades yet (${String(error)})`);
      warned = true;
    }
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_AGAIN_MS));
  }
}
void followSpotTradesAlways();

/** The spot engine's best bid and ask for the pair; undefined when no spot engine answers in time. */
async function spotTop(symbol: string): Promise<SpotTop | undefined> {
  try {
    return decode<SpotTop>(
      (await nc.request(querySubject(symbol), encode({ top: true }), { timeout: TOP_TIMEOUT_MS })).data,
    );
  } catch {
    return undefined;
  }
}

console.log(`cluster mark feed ${process.pid}: ${feeds.length} contracts every ${EVERY_MS} ms`);
let last = Date.now();
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  const now = Date.now();
  await Promise.all(
    feeds.map(async ({ symbol, feed }) => {
      const { source: _source, ...quote } = feed.next(now - last, await spotTop(symbol));
      return publish(symbol, {
        rid: `mark:${symbol}:${now}`,
        command: { type: 'spot-prices', symbol, ...quote, ts: now },
      });
    }),
  );
  last = now;
}
