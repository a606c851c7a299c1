/**
 * The web3 wallet's chain and reads (issue #27). First the local chain (ganache in process): a
 * fresh start with the whole deployment (tokens, WETH9, the Uniswap v2 factory, router and four
 * pools with liquidity), in memory and on disk, then a restart of the disk chain, which reads the
 * deployment back; the target is under 20 s for start and deployment. Then the gateway's reads
 * over HTTP against that chain: an address's balances and a two-hop swap quote, 300 each, p50 and
 * p99 against the 50 ms target, beside the same service call without HTTP (the peer).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDeployment } from '../apps/server/src/plugins/web3-wallet/chain/deployment.ts';
import { openLocalChain } from '../apps/server/src/plugins/web3-wallet/chain/local-chain.ts';
import { startServer } from '../apps/server/test/support/backends.ts';
import { ApiClient } from '../apps/server/test/support/http-client.ts';
import { printSummary } from './summary.ts';

const CALLS = 300;
const TARGET_START_MS = 20_000;
const TARGET_P99_MS = 50;
const ADDRESS = '0x000000000000000000000000000000000000dEaD';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function startAndDeploy(dir: string | undefined): Promise<{ openMs: number; deployMs: number }> {
  const started = performance.now();
  const chain = await openLocalChain(dir);
  const openMs = performance.now() - started;
  await ensureDeployment(chain);
  const deployMs = performance.now() - started - openMs;
  await chain.close();
  return { openMs, deployMs };
}

async function latencies(calls: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 20; warm += 1) await work();
  const times: number[] = [];
  for (let call = 0; call < calls; call += 1) times.push(await timed(work));
  return times.sort((a, b) => a - b);
}

const dir = mkdtempSync(path.join(tmpdir(), 'tideline-bench-web3-'));
const chainRows = [];
try {
  chainRows.push({ chain: 'in memory, fresh', ...(await startAndDeploy(undefined)) });
  chainRows.push({ chain: 'on disk, fresh', ...(await startAndDeploy(dir)) });
  chainRows.push({ chain: 'on disk, restart', ...(await startAndDeploy(dir)) });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.table(
  chainRows.map((row) => ({
    chain: row.chain,
    'start (ms)': row.openMs.toFixed(0),
    'deploy (ms)': row.deployMs.toFixed(0),
    [`under ${TARGET_START_MS / 1000} s`]: row.openMs + row.deployMs < TARGET_START_MS,
  })),
);

process.env.WEB3_BLOCK_MS = '0';
process.env.WEB3_WATCH_MS = '0';
process.env.WEB3_KEEPER_MS = '0';
const server = await startServer({ name: 'pglite' });
const readRows = [];
try {
  const client = new ApiClient(server.baseUrl);
  const service = server.app.web3Wallet;
  const firstCall = await timed(() => client.get('/v1/web3/tokens'));
  const quote = { tokenIn: 'WBTC', tokenOut: 'LINK', amountIn: '0.5', slippageBps: 50 } as const;
  const cases = [
    {
      read: 'balances',
      http: () => client.get(`/v1/web3/balances?address=${ADDRESS}`),
      direct: () => service.balances(ADDRESS),
    },
    {
      read: 'quote WBTC>USDT>LINK',
      http: () => client.get(`/v1/web3/swap/quote?tokenIn=WBTC&tokenOut=LINK&amountIn=0.5&slippageBps=50`),
      direct: () => service.quote(quote),
    },
  ];
  for (const row of cases) {
    const http = await latencies(CALLS, row.http);
    const direct = await latencies(CALLS, row.direct);
    readRows.push({
      read: row.read,
      calls: CALLS,
      'http p50 (ms)': percentile(http, 50).toFixed(2),
      'http p99 (ms)': percentile(http, 99).toFixed(2),
      [`p99 under ${TARGET_P99_MS} ms`]: percentile(http, 99) < TARGET_P99_MS,
      'service p99 (ms)': percentile(direct, 99).toFixed(2),
      'http / service (p50)': (percentile(http, 50) / percentile(direct, 50)).toFixed(2),
    });
  }
  console.log(
    `first web3 call on a fresh gateway (starts and deploys the chain): ${firstCall.toFixed(0)} ms`,
  );
  console.table(readRows);
  printSummary(
    `chain start + deploy ${chainRows.map((row) => `${row.chain} ${(row.openMs + row.deployMs).toFixed(0)} ms`).join(', ')}; ` +
      readRows.map((row) => `${row.read} http p99 ${row['http p99 (ms)']} ms`).join(', ') +
      ` (target < ${TARGET_P99_MS} ms)`,
  );
} finally {
  await server.close();
}
