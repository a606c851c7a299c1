/**
 * Signed API-key requests through /api/v2 (issue #32) beside the same work through /v1 with a
 * session cookie, in the same run on the same server: a balance read, a limit order placed far
 * below the market (it rests), and that order's cancel. BENCH_CONNECTIONS workers each loop
 * place -> cancel -> balance for BENCH_SECONDS per interface; every v2 request carries a fresh
 * timestamp and HMAC signature, as a client library sends it. Prints requests per second and
 * p50/p99 per kind and interface, and the v2/v1 throughput ratio; then checks the spot engine's
 * invariants and that no order was left open.
 */
import { STEP_UP_HEADER } from '@tideline/protocol/accounts/step-up';
import { v2Headers } from '../apps/server/src/plugins/api-v2/v2-sign.ts';
import { benchUser, percentile, startBenchServer } from './markets-support.ts';
import { printSummary } from './summary.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PASSPHRASE = 'BenchPassphrase1';

const server = await startBenchServer({
  MARKETS_SIM_TICK_MS: '0',
  FUTURES_SIM_TICK_MS: '0',
  API_V2_RATE_LIMIT: '1000000',
});
const cookie = await benchUser(server.baseUrl, 'apiv2', [['USDT', '1000000', 1]]);

interface Envelope {
  code: number | string;
  data: unknown;
}

async function v1(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { cookie, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Envelope };
}

/** The key, created as a user does: step-up with an e-mailed code, then the key with a passphrase. */
async function createKey() {
  await v1('POST', '/v1/user/security/verification/sendCode', { channel: 'email' });
  // The bench's only user: the newest message of the development outbox is its code.
  const outbox = (await v1('GET', '/v1/dev/outbox')).json.data as {
    messages: Array<{ id: number; text: string }>;
  };
  const newest = [...outbox.messages].sort((a, b) => b.id - a.id)[0];
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  const stepped = await v1('POST', '/v1/user/security/step-up', { pwd: 'BenchPassw0rd', code });
  if (stepped.json.code !== 0) throw new Error(`step-up answered ${JSON.stringify(stepped.json)}`);
  const ticket = (stepped.json.data as { ticket: string }).ticket;
  const created = await v1(
    'POST',
    '/v1/user/setting/api-keys',
    { label: 'bench', permissions: ['read', 'trade'], ipAllowList: [], passphrase: PASSPHRASE },
    { [STEP_UP_HEADER]: ticket },
  );
  if (created.json.code !== 0) throw new Error(`key creation answered ${JSON.stringify(created.json)}`);
  return { ...(created.json.data as { accessKey: string; secretKey: string }), passphrase: PASSPHRASE };
}

const key = await createKey();

async function v2(method: 'GET' | 'POST', path: string, params: Record<string, string>) {
  let pathWithQuery = `/api/v2${path}`;
  let body = '';
  if (method === 'GET') {
    const query = new URLSearchParams(params);
    if (query.size > 0) pathWithQuery += `?${query}`;
  } else body = JSON.stringify(params);
  const response = await fetch(`${server.baseUrl}${pathWithQuery}`, {
    method,
    headers: v2Headers(key, { method, pathWithQuery, body }),
    body: method === 'POST' ? body : undefined,
  });
  return { status: response.status, json: (await response.json()) as Envelope };
}

const book = (await (await fetch(`${server.baseUrl}/v1/market/tickers?symbol=BTCUSDT`)).json()) as {
  data: Array<{ last: string }>;
};
const restingPrice = (Math.round(Number(book.data[0]?.last ?? 90_000) * 0.5 * 100) / 100).toFixed(2);

type Kind = 'balance' | 'place' | 'cancel';
/** The distinct refusals of order placement, printed when any came. */
const refusals = new Set<string>();
interface Work {
  balance(): Promise<boolean>;
  place(): Promise<string | undefined>;
  cancel(orderId: string): Promise<boolean>;
}

const viaV1: Work = {
  balance: async () => (await v1('GET', '/v1/asset/spot/balances')).json.code === 0,
  place: async () => {
    const answer = await v1('POST', '/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: restingPrice,
      size: '0.001',
    });
    if (answer.json.code !== 0) refusals.add(JSON.stringify(answer.json));
    return answer.json.code === 0 ? (answer.json.data as { orderNo: string }).orderNo : undefined;
  },
  cancel: async (orderNo) =>
    (await v1('POST', '/v1/spot/order/cancel', { symbol: 'BTCUSDT', orderNo })).json.code === 0,
};

const viaV2: Work = {
  balance: async () => (await v2('GET', '/spot/account/assets', {})).json.code === '00000',
  place: async () => {
    const answer = await v2('POST', '/spot/trade/place-order', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      force: 'gtc',
      price: restingPrice,
      size: '0.001',
    });
    if (answer.json.code !== '00000') refusals.add(JSON.stringify(answer.json));
    return answer.json.code === '00000' ? (answer.json.data as { orderId: string }).orderId : undefined;
  },
  cancel: async (orderId) =>
    (await v2('POST', '/spot/trade/cancel-order', { symbol: 'BTCUSDT', orderId })).json.code === '00000',
};

async function run(work: Work) {
  const latencies: Record<Kind, number[]> = { balance: [], place: [], cancel: [] };
  let failed = 0;
  const end = Date.now() + DURATION_SECONDS * 1000;
  const timed = async <T>(kind: Kind, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await step();
    latencies[kind].push(performance.now() - started);
    return result;
  };
  const worker = async () => {
    while (Date.now() < end) {
      const orderId = await timed('place', work.place);
      if (orderId === undefined) failed += 1;
      else if (!(await timed('cancel', () => work.cancel(orderId)))) failed += 1;
      if (!(await timed('balance', work.balance))) failed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { latencies, failed, seconds };
}

// A short warm-up of both paths (JIT, the key's session and passphrase check), not measured.
for (const work of [viaV1, viaV2]) {
  const orderId = await work.place();
  if (orderId === undefined) throw new Error(`the warm-up order was refused: ${[...refusals].join('; ')}`);
  await work.cancel(orderId);
  await work.balance();
}

const results = { '/v1 (session cookie)': await run(viaV1), '/api/v2 (signed key)': await run(viaV2) };
const rows = [];
for (const [name, result] of Object.entries(results))
  for (const kind of ['balance', 'place', 'cancel'] as const) {
    const sorted = [...result.latencies[kind]].sort((a, b) => a - b);
    rows.push({
      interface: name,
      request: kind,
      count: sorted.length,
      'req/s': Math.round(sorted.length / result.seconds),
      'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
    });
  }
console.log(`API keys: ${server.backend}, ${CONNECTIONS} workers, ${DURATION_SECONDS} s per interface`);
console.table(rows);
const total = (name: keyof typeof results) =>
  Object.values(results[name].latencies).reduce((sum, list) => sum + list.length, 0) / results[name].seconds;
console.log(
  `/api/v2 / v1 throughput: ${(total('/api/v2 (signed key)') / total('/v1 (session cookie)')).toFixed(2)}`,
);
const failures = results['/v1 (session cookie)'].failed + results['/api/v2 (signed key)'].failed;
const open = (await v1('GET', '/v1/spot/order/open?symbol=BTCUSDT')).json.data as unknown[];
const problems = [
  ...server.app.markets.exchanges.live.checkInvariants(),
  ...(failures > 0 ? [`${failures} requests refused (${[...refusals].join('; ')})`] : []),
  ...(open.length > 0 ? [`${open.length} orders left open`] : []),
];
console.log(problems.length === 0 ? 'invariants: ok' : `PROBLEMS: ${problems.join('; ')}`);
printSummary(
  `/api/v2 (signed key) / v1 (session cookie) throughput ${(total('/api/v2 (signed key)') / total('/v1 (session cookie)')).toFixed(2)}, ${failures} refused, invariants: ${problems.length === 0 ? 'ok' : 'BROKEN'}`,
);
await server.close();
process.exit(problems.length === 0 ? 0 : 1);
