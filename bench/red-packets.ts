/**
 * Red packet claims under contention (issue #28): 1,000 concurrent claims on one lucky packet of
 * 100 shares, through the real service (apps/server/src/plugins/red-packets/service.ts: row lock,
 * conditional update, the escrow posting, then the ledger transfer to the claimant's spot wallet)
 * on a real server's database. Exactly 100 claims must win, their shares must sum to the total and
 * the product's book must sum to zero. Runs on an in-memory PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names one, on PostgreSQL. Claims call the service directly: registering 1,000
 * accounts over HTTP would measure password hashing, not claims.
 */

import { redPacketBook } from '../apps/server/src/plugins/red-packets/book.ts';
import { RedPacketService } from '../apps/server/src/plugins/red-packets/service.ts';
import { redPacketSettings } from '../apps/server/src/plugins/red-packets/settings.ts';
import { redPacketDb } from '../apps/server/src/plugins/red-packets/tables.ts';
import { type RunningServer, startServer } from '../apps/server/test/support/backends.ts';
import { ApiClient } from '../apps/server/test/support/http-client.ts';
import { fundedTrader } from '../apps/server/test/support/spot-server.ts';
import { printSummary } from './summary.ts';

const CLAIMS = 1000;
const SHARES = 100;
const TOTAL = '1000';
const FIRST_CLAIMANT = 70_000_000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function benchBackend(name: 'pglite' | 'postgres') {
  const server: RunningServer = await startServer({ name });
  try {
    const creator = new ApiClient(server.baseUrl);
    await fundedTrader(creator, [['USDT', TOTAL]]);
    const created = await creator.post<{ code: string }>('/v1/redpacket/create', {
      asset: 'USDT',
      amount: TOTAL,
      amountIs: 'total',
      count: SHARES,
      mode: 'lucky',
    });
    if (created.status !== 200)
      throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
    const code = created.body.data.code;
    const service = new RedPacketService(server.app, redPacketDb(server.app.db), {
      ...redPacketSettings(),
      secondFactorAbove: 10n ** 20n,
    });
    const latencies: number[] = [];
    let won = 0n;
    let winners = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLAIMS }, async (_, i) => {
        const userId = FIRST_CLAIMANT + i;
        const at = performance.now();
        try {
          const share = await service.claim({ userId, accountId: `u${userId}`, venue: 'live' }, code);
          won += share;
          winners += 1;
        } catch {
          // Refused: all shares claimed.
        }
        latencies.push(performance.now() - at);
      }),
    );
    const wallMs = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const sound = [...(await redPacketBook.totals(redPacketDb(server.app.db))).values()].every(
      (total) => total === '0',
    );
    return {
      backend: name,
      winners,
      sharesSum: won === 1000n * 10n ** 8n,
      claimsPerSecond: Math.round(CLAIMS / (wallMs / 1000)),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      sound,
    };
  } finally {
    await server.close();
  }
}

const results = [await benchBackend('pglite')];
if (postgresUrl) results.push(await benchBackend('postgres'));
console.table(
  results.map((row) => ({
    backend: row.backend,
    claims: CLAIMS,
    shares: SHARES,
    winners: row.winners,
    'shares sum to the total': row.sharesSum,
    'claims/s': row.claimsPerSecond,
    'p50 (ms)': row.p50Ms.toFixed(1),
    'p99 (ms)': row.p99Ms.toFixed(1),
    'book sums to zero': row.sound,
  })),
);
printSummary(
  results
    .map(
      (row) =>
        `${row.backend}: ${CLAIMS} claims for ${SHARES} shares, ${row.winners} winners, ${row.claimsPerSecond} claims/s, p99 ${row.p99Ms.toFixed(1)} ms, book sums to zero: ${row.sound ? 'yes' : 'NO'}`,
    )
    .join('; '),
);
if (results.some((row) => row.winners !== SHARES || !row.sharesSum || !row.sound)) process.exitCode = 1;
