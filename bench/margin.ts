/**
 * Margin trading (issue #23): a mark-price move re-evaluating 100,000 margin accounts, cross and
 * isolated mixed. The accounts sit in the risk book's liquidation index (indexed by liquidation
 * price, not scanned); each move of BTC or ETH (a random walk of up to 0.5% a step) checks exactly
 * the accounts the index picks, re-indexes them with their margin levels and counts the
 * liquidation candidates, which leave the book as a liquidation would take them. Peer: one full
 * scan of every account per move (what the index saves). BENCH_MARGIN_ACCOUNTS and
 * BENCH_MARGIN_MOVES change the counts.
 */
import { performance } from 'node:perf_hooks';
import { toUnits } from '../apps/server/src/platform/ledger/book-units.ts';
import { type RiskAccount, RiskBook } from '../apps/server/src/plugins/margin/risk-book.ts';
import { percentile } from './markets-support.ts';
import { printSummary } from './summary.ts';

const ACCOUNTS = Number(process.env.BENCH_MARGIN_ACCOUNTS ?? 100_000);
const MOVES = Number(process.env.BENCH_MARGIN_MOVES ?? 2_000);
const u = (text: string) => toUnits(text) as bigint;

let seed = 23;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const units = (whole: number) => BigInt(Math.round(whole * 1e8));

const book = new RiskBook();
const prices: Record<string, number> = { BTC: 95_000, ETH: 3_400 };
book.setPrice('BTC', u('95000'));
book.setPrice('ETH', u('3400'));
for (let i = 0; i < ACCOUNTS; i += 1) {
  const kind = i % 4;
  const asset = i % 3 === 0 ? 'ETH' : 'BTC';
  const price = prices[asset] as number;
  const equity = 1_000 + random() * 9_000;
  // Leverage between 1.5x and 9x (isolated) or 2.8x (cross): liquidation prices spread widely.
  const leverage = kind < 2 ? 1.5 + random() * 7.5 : 1.5 + random() * 1.3;
  const account: RiskAccount =
    kind % 2 === 0
      ? {
          id: `${kind < 2 ? 'mi' : 'mc'}${i}`,
          holdings: new Map([[asset, units((equity * leverage) / price)]]),
          debts: new Map([['USDT', { principal: units(equity * (leverage - 1)), interest: 0n }]]),
        }
      : {
          id: `${kind < 2 ? 'mi' : 'mc'}${i}`,
          holdings: new Map([['USDT', units(equity * leverage)]]),
          debts: new Map([[asset, { principal: units((equity * (leverage - 1)) / price), interest: 0n }]]),
        };
  if (kind === 3) account.holdings.set(asset === 'BTC' ? 'ETH' : 'BTC', units(1));
  book.upsert(account);
}

const times: number[] = [];
let checked = 0;
let liquidated = 0;
for (let move = 0; move < MOVES; move += 1) {
  const asset = move % 2 === 0 ? 'BTC' : 'ETH';
  const next = (prices[asset] as number) * (1 + (random() - 0.5) * 0.01);
  prices[asset] = next;
  const started = performance.now();
  const reached = book.move(asset, units(next));
  for (const { id, evaluation } of reached) {
    if (evaluation.state !== 'liquidation') continue;
    book.remove(id);
    liquidated += 1;
  }
  times.push(performance.now() - started);
  checked += reached.length;
}
times.sort((a, b) => a - b);

const scanStarted = performance.now();
let scanned = 0;
for (const account of book.accounts.values())
  if (book.evaluate(account).state === 'liquidation') scanned += 1;
const scanMs = performance.now() - scanStarted;

console.table({
  margin: {
    accounts: ACCOUNTS,
    moves: MOVES,
    'checked per move': (checked / MOVES).toFixed(1),
    liquidated,
    'p50 per move (ms)': percentile(times, 50).toFixed(4),
    'p99 per move (ms)': percentile(times, 99).toFixed(3),
    'max (ms)': (times.at(-1) ?? 0).toFixed(3),
    'target p99 (ms)': 5,
    'full scan per move (ms)': scanMs.toFixed(1),
    'scan / p99': (scanMs / percentile(times, 99)).toFixed(0),
    'under level after run': scanned,
  },
});
printSummary(
  `margin risk check per price move over ${ACCOUNTS} accounts: p99 ${percentile(times, 99).toFixed(3)} ms (target 5 ms), ${(scanMs / percentile(times, 99)).toFixed(0)}x faster than a full scan`,
);
