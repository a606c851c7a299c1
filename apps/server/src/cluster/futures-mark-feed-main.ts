/**
 * The cluster's mark-price feed: for every contract, the simulated index (the seeded fair-price
 * process the spot simulator trades around, markets/simulator/fair-price.ts) as a `spot-prices`
 * command on the contract's journal every CLUSTER_FUTURES_MARK_MS (1,000). Mark prices, trigger
 * and TP/SL firing, liquidations and funding (due by a command's `ts`) all come from journalled
 * commands, so an engine's replay reproduces them exactly. At start it seeds each contract's
 * insurance fund once (request id `xfer:insurance-seed:<SYMBOL>`: the engine applies a transfer id
 * once, however often it is published). A restarted feed goes on from the engine's mark.
 */
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { getContract } from '../futures/contracts.ts';
import { FairPriceProcess } from '../markets/simulator/fair-price.ts';
import { Prng } from '../markets/simulator/prng.ts';
import { profileFor } from '../markets/simulator/profiles.ts';
import { getSymbol } from '../markets/symbols.ts';
import { clusterEnv } from './config.ts';
import {
  CLUSTER_FUTURES_SYMBOLS,
  ensureFuturesStreams,
  futuresCommandSubject,
  futuresQuerySubject,
} from './futures-config.ts';
import type { FuturesCommandEnvelope, FuturesMarketView } from './futures-symbol-engine.ts';
import { connectNats, decode, encode } from './nats.ts';

const EVERY_MS = Number(process.env.CLUSTER_FUTURES_MARK_MS ?? 1_000);
const INSURANCE_SEED_USDT = process.env.FUTURES_INSURANCE_SEED_USDT ?? '1000000';

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
    const start = await startPrice(symbol);
    const process_ = new FairPriceProcess(
      new Prng(`cluster-mark:${symbol}:${Date.now()}`),
      pair.startPriceTicks / 10 ** pair.pricePlace,
      profileFor(symbol).volatilityScale,
      { price: start, regime: 'normal' },
    );
    await publish(symbol, {
      rid: `xfer:insurance-seed:${symbol}`,
      command: { type: 'fund-insurance', amount: INSURANCE_SEED_USDT, ts: Date.now() },
    });
    return { symbol, pricePlace: getContract(symbol).pricePlace, process: process_ };
  }),
);

console.log(`cluster mark feed ${process.pid}: ${feeds.length} contracts every ${EVERY_MS} ms`);
let last = Date.now();
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  const now = Date.now();
  await Promise.all(
    feeds.map(({ symbol, pricePlace, process: index }) => {
      const tick = 10 ** -pricePlace;
      const price = Math.max(index.step(now - last), tick * 2);
      const text = (value: number) => value.toFixed(pricePlace);
      return publish(symbol, {
        rid: `mark:${symbol}:${now}`,
        command: {
          type: 'spot-prices',
          symbol,
          bid: text(price - tick),
          ask: text(price + tick),
          last: text(price),
          ts: now,
        },
      });
    }),
  );
  last = now;
}
