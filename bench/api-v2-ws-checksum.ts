/**
 * Issue #32 item 3, "the book a client keeps from `books` updates passes the checksum after 10
 * minutes of live market": a real gateway with its simulated market running, and ccxt's own
 * bitget WebSocket class (unmodified) keeping the `books` of a few instruments from
 * /api/v2/ws/public for BENCH_SECONDS (600 by default). ccxt checks every update's CRC32 against
 * the book it keeps and raises ChecksumError on a mismatch; this counts updates and mismatches per
 * book (a ChecksumError makes ccxt drop the book and resubscribe, which starts a fresh snapshot).
 *
 *   npx tsx bench/api-v2-ws-checksum.ts          (BENCH_SECONDS=60 for a shorter run)
 */
import ccxt from 'ccxt';
import { startBenchServer } from './markets-support.ts';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 600) * 1000;
const SYMBOLS = (process.env.BENCH_SYMBOLS ?? 'BTC/USDT,ETH/USDT,BTC/USDT:USDT').split(',');

// The spot and the futures simulated markets, at the pace of a production server.
const server = await startBenchServer({
  MARKETS_SIM_TICK_MS: process.env.MARKETS_SIM_TICK_MS ?? '100',
  FUTURES_SIM_TICK_MS: process.env.FUTURES_SIM_TICK_MS ?? '500',
});
const exchange = new ccxt.pro.bitget({
  options: { fetchMarkets: { types: ['spot', 'swap'] } },
  timeout: 60_000,
});
const api = exchange.urls['api'] as Record<string, unknown>;
for (const group of Object.keys(api)) if (typeof api[group] === 'string') api[group] = server.baseUrl;
const wsBase = server.baseUrl.replace(/^http/, 'ws');
api['ws'] = { public: `${wsBase}/api/v2/ws/public`, private: `${wsBase}/api/v2/ws/private` };
await exchange.loadHttpProxyAgent();
await exchange.loadMarkets();

interface Tally {
  updates: number;
  checksumErrors: number;
  otherErrors: number;
  levels: string;
}
const tallies = new Map<string, Tally>(
  SYMBOLS.map((symbol) => [symbol, { updates: 0, checksumErrors: 0, otherErrors: 0, levels: '' }]),
);
const started = Date.now();
const deadline = started + DURATION_MS;

const ended = new Promise<undefined>((resolve) => setTimeout(resolve, DURATION_MS));

async function keep(symbol: string): Promise<void> {
  const tally = tallies.get(symbol)!;
  while (Date.now() < deadline) {
    try {
      const book = await Promise.race([exchange.watchOrderBook(symbol), ended]);
      if (book === undefined) break;
      tally.updates += 1;
      tally.levels = `${book.bids.length}/${book.asks.length}`;
    } catch (error) {
      if (error instanceof ccxt.ChecksumError) tally.checksumErrors += 1;
      else {
        tally.otherErrors += 1;
        console.error(symbol, error);
      }
    }
  }
}

const progress = setInterval(() => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${seconds} s`,
    [...tallies].map(([symbol, t]) => `${symbol} ${t.updates}/${t.checksumErrors}`).join('  '),
  );
}, 60_000);
await Promise.all(SYMBOLS.map(keep));
clearInterval(progress);

const elapsed = (Date.now() - started) / 1000;
const load = (await import('node:os'))
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(
  `api v2 books checksum through ccxt.pro.bitget, ${server.backend}, ${elapsed.toFixed(0)} s, load ${load}`,
);
console.table(
  [...tallies].map(([symbol, t]) => ({
    symbol,
    'updates checked': t.updates,
    'checksum errors': t.checksumErrors,
    'other errors': t.otherErrors,
    'levels (bids/asks)': t.levels,
  })),
);
await exchange.close();
await server.close();
const failed = [...tallies.values()].some(
  (t) => t.checksumErrors > 0 || t.otherErrors > 0 || t.updates === 0,
);
process.exit(failed ? 1 : 0);
