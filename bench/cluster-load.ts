/**
 * What the cluster benches share (issue #31): the PostgreSQL they run on, and one row's load, an
 * autocannon run per target at once (each target a URL, path, headers and body per request), its
 * acknowledged orders per second over the wall time and the worst p50 and p99 of its targets.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export function adminDatabaseUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const out = execFileSync('bash', ['../scripts/ensure-system-deps.sh'], { encoding: 'utf8' });
  const line = out.trim().split('\n').at(-1) ?? '';
  if (!line.startsWith('TEST_DATABASE_URL=')) throw new Error('the cluster bench needs PostgreSQL');
  return line.slice('TEST_DATABASE_URL='.length);
}

export interface Row {
  setup: string;
  'orders acknowledged': number;
  'orders/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  errors: number;
  load: string;
}

let uniqueId = 0;
/**
 * The same limit order in the product's API (`orderType`) or the cluster gateway's (`type`): buys
 * from even sequences, the price one step further from `price` per order over 21 steps. Spot orders
 * carry a client order id; the futures order APIs take none.
 */
export const orderBody = (
  symbol: string,
  sequence: number,
  price: number,
  size: string,
  api: 'product' | 'cluster',
  clientOrderId = true,
) =>
  JSON.stringify({
    symbol,
    side: sequence % 2 === 0 ? 'buy' : 'sell',
    ...(api === 'product' ? { orderType: 'limit' } : { type: 'limit' }),
    price: (price + (sequence % 21) - 10).toFixed(2),
    size,
    ...(clientOrderId ? { clientOrderId: `bench-${++uniqueId}` } : {}),
  });

export async function run(
  setup: string,
  targets: Array<{
    url: string;
    path: string;
    headers: (sequence: number) => Record<string, string>;
    body: (sequence: number) => string;
  }>,
): Promise<Row> {
  for (const target of targets) {
    const probe = await fetch(`${target.url}${target.path}`, {
      method: 'POST',
      headers: target.headers(0),
      body: target.body(0),
    });
    if (!probe.ok) console.log(`${setup}: a first order was answered ${probe.status} ${await probe.text()}`);
  }
  const started = Date.now();
  const results = await Promise.all(
    targets.map((target) => {
      let sequence = 0;
      return autocannon({
        url: target.url,
        connections: Math.max(1, Math.round(CONNECTIONS / targets.length)),
        duration: DURATION_SECONDS,
        requests: [
          {
            method: 'POST',
            path: target.path,
            setupRequest: (request) => {
              sequence += 1;
              return { ...request, headers: target.headers(sequence), body: target.body(sequence) };
            },
          },
        ],
      });
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const acknowledged = results.reduce((sum, r) => sum + r['2xx'], 0);
  return {
    setup,
    'orders acknowledged': acknowledged,
    'orders/s': Math.round(acknowledged / seconds),
    'p50 ms': Math.max(...results.map((r) => r.latency.p50)),
    'p99 ms': Math.max(...results.map((r) => r.latency.p99)),
    'non-2xx': results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    load: loadavg()[0]!.toFixed(1),
  };
}
