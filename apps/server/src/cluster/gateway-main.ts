/**
 * A cluster gateway process: authenticates and validates spot order requests, publishes each as a
 * command on `spot.cmd.<SYMBOL>` (JetStream's publish ack = the command is on disk, in order) and
 * answers once the symbol's engine has published the command's result. It follows the result
 * stream to keep a read replica of every book, which its REST depth and order look-up serve,
 * starting from the newest checkpoint (checkpoint-start.ts) and reading on from the result after it. Any
 * number of gateways run side by side: they share nothing but NATS.
 *
 * It also serves the product's own spot order API (`/v1/spot/order/place|cancel|open`,
 * `/v1/market/depth`: product-routes.ts) with the product's session cookie.
 *
 * Env: CLUSTER_GATEWAY_PORT, CLUSTER_GATEWAY_ID, CLUSTER_DEMO_FUNDS=1 (deposit endpoint),
 * CLUSTER_SESSION_DATABASE_URL and CLUSTER_WEB_URL (the product server beside it), clusterEnv.
 */
import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { CLIENT_ORDER_ID_PATTERN } from '@tideline/protocol/spot/order';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import { type ExchangeCommand, formatUnits, LEDGER_DECIMALS, type PlaceCommand } from '../markets/index.ts';
import { RATE_WINDOW_MS } from '../platform/rate-limits.ts';
import { parseLanguageType } from '../plugins/platform/api-context.ts';
import { FUND_SUBJECT, SWEEP_SUBJECT } from './allocation-leg.ts';
import { missedResults, restoredProjection, resultsAfter } from './checkpoint-start.ts';
import { clusterEnv, commandSubject, EVENT_STREAM } from './config.ts';
import { FUTURES_FUND_SUBJECT, FUTURES_SWEEP_SUBJECT } from './futures-allocation-leg.ts';
import { futuresGatewayRoutes } from './futures-gateway.ts';
import { futuresProductRoutes } from './futures-product-routes.ts';
import { journalSubmitter } from './journal-submit.ts';
import { connectNats, decode, encode, ensureStreams } from './nats.ts';
import { writtenSeqs } from './order-records-store.ts';
import { natsTransfers, productRoutes, unitsNeeded } from './product-routes.ts';
import { ProductUsers } from './product-users.ts';
import { clusterRefusalText, invalidFieldsDetail, sendClusterRefusal } from './refusal-text.ts';
import { ProductSessions } from './sessions.ts';
import {
  RATE_GOSSIP_MS,
  RATE_HITS_SUBJECT,
  type RateHits,
  rateStoreOf,
  SharedRateCounts,
} from './shared-rate-counts.ts';
import { clusterPool, ensureSchema } from './store.ts';
import type { CommandResult } from './symbol-engine.ts';

const RESULT_TIMEOUT_MS = Number(process.env.CLUSTER_RESULT_TIMEOUT_MS ?? 60_000);
const env = clusterEnv();
const gatewayId = process.env.CLUSTER_GATEWAY_ID ?? String(process.pid);
const secret = new TextEncoder().encode(env.secret);
/** The one-process server's database, when it runs beside the cluster: its session cookies work here. */
const productSessions = process.env.CLUSTER_SESSION_DATABASE_URL
  ? new ProductSessions(process.env.CLUSTER_SESSION_DATABASE_URL)
  : undefined;
/** Its users, whose `/cluster/v1` orders it funds from their spot wallet and who get no demo funds. */
const productUsers = process.env.CLUSTER_SESSION_DATABASE_URL
  ? new ProductUsers(process.env.CLUSTER_SESSION_DATABASE_URL)
  : undefined;

process.on('unhandledRejection', (error) => {
  console.error('cluster gateway failed; exiting for a restart', error);
  process.exit(1);
});

const nc = await connectNats(env.natsUrl, `gateway-${gatewayId}`);
const jsm = await jetstreamManager(nc);
await ensureStreams(jsm);
const js = jetstream(nc);

/** The spot persister's order records: history, fills and old orders' detail (product-routes.ts); the checkpoint. */
const recordsPool = clusterPool(env.databaseUrl, 4);
await ensureSchema(recordsPool);
const projection = await restoredProjection(recordsPool, `gateway ${gatewayId}`);
const replicas = projection.replicas;
/** Every order and allocation balance, for the product's /v1 answers (product-routes.ts). */
const productOrders = projection.orders;
/** Finished orders and fills beyond what the projection keeps leave it once the persister has written them. */
setInterval(() => {
  writtenSeqs(recordsPool)
    .then((written) => productOrders.forgetWritten(written))
    .catch((error: unknown) =>
      console.warn(`cluster gateway: reading the written records failed (${String(error)})`),
    );
}, 1_000).unref();
/** Public trades, candles and last prices, for the product's /v1 market data (product-routes.ts). */
const clusterMarket = projection.market;
const waiters = new Map<string, (result: CommandResult) => void>();
/** WebSocket subscribers per symbol: each gets a snapshot, then every result's changed levels. */
const subscribers = new Map<
  string,
  Set<{ send(data: string): void; bufferedAmount: number; close(): void }>
>();
const SLOW_CLIENT_BYTES = 4 * 1024 * 1024;
const startLastSeq = (await jsm.streams.info(EVENT_STREAM)).state.last_seq;
let caughtUp = startLastSeq <= projection.streamSeq;
const results = await resultsAfter(js, projection.streamSeq);
(async () => {
  for await (const message of results) {
    if (missedResults(projection.streamSeq, message.seq))
      throw new Error(`results after ${projection.streamSeq} were purged before this gateway read them`);
    const result = decode<CommandResult>(message.data);
    const delta = projection.apply(result, message.seq)?.delta;
    waiters.get(result.rid)?.(result);
    const watching = subscribers.get(result.symbol);
    if (delta !== undefined && watching !== undefined && watching.size > 0) {
      const text = JSON.stringify({ type: 'delta', ...delta });
      for (const socket of watching) {
        // A client that does not keep up is dropped; it reconnects and starts from a new snapshot.
        if (socket.bufferedAmount > SLOW_CLIENT_BYTES) socket.close();
        else socket.send(text);
      }
    }
    if (message.seq >= startLastSeq) caughtUp = true;
  }
  throw new Error('the result stream consumer ended');
})().catch((error: unknown) => {
  console.error('result stream ended', error);
  process.exit(1);
});

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(websocket);

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// Refusals answer `{code, message, detail?}`, the message in the caller's language (refusal-text.ts).
const FASTIFY_REQUEST_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed-json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed-json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
};
app.setErrorHandler((error, request, reply) => {
  if (error instanceof HttpError)
    return sendClusterRefusal(request, reply, {
      status: error.statusCode,
      code: error.code,
      detail: error.message,
    });
  if (error instanceof z.ZodError)
    return sendClusterRefusal(request, reply, {
      status: 400,
      code: 'invalid-request',
      detail: invalidFieldsDetail(error.issues),
    });
  const { statusCode: status, code } = error as { statusCode?: number; code?: string };
  if (status !== undefined && status >= 400 && status < 500)
    return sendClusterRefusal(request, reply, {
      status,
      code: (code !== undefined && FASTIFY_REQUEST_CODES[code]) || 'invalid-request',
      detail: (error as Error).message,
    });
  console.error(error);
  return sendClusterRefusal(request, reply, { status: 500, code: 'internal' });
});
app.setNotFoundHandler((request, reply) =>
  sendClusterRefusal(request, reply, {
    status: 404,
    code: 'not-found',
    detail: `no route ${request.method} ${request.url.split('?')[0]}`,
  }),
);

/** Who calls: a bearer token signed with the cluster's secret, or the product's session cookie. */
async function accountOf(headers: {
  authorization?: string;
  cookie?: string;
  origin?: string;
  host?: string;
}): Promise<string> {
  const authorization = headers.authorization;
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
  if (token === undefined) {
    // The cookie is SameSite=Lax and the body JSON; a cross-site Origin is refused besides.
    if (headers.origin !== undefined && URL.parse(headers.origin)?.host !== headers.host)
      throw new HttpError(403, 'cross-site', 'a signed-in call must come from this site');
    const userId = await productSessions?.userOf(headers.cookie);
    if (userId !== undefined) return `u${userId}`;
    throw new HttpError(401, 'unauthenticated', 'sign in, or send a bearer token');
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || !/^\d{1,12}$/.test(payload.sub)) throw new Error('bad subject');
    return `u${payload.sub}`;
  } catch {
    throw new HttpError(401, 'unauthenticated', 'the bearer token is not valid');
  }
}

/** Publishes a command and resolves with its result; the publish ack means it is durable. */
const submit = journalSubmitter<ExchangeCommand, CommandResult>({
  js,
  subject: commandSubject,
  waiters,
  timeoutMs: RESULT_TIMEOUT_MS,
  refusal: (status, code, message) => new HttpError(status, code, message),
});

const symbolSchema = z.string().refine((value) => replicas.has(value), 'unknown symbol');
const decimal = z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'a decimal number is expected');
const placeSchema = z.object({
  symbol: symbolSchema,
  side: z.enum(['buy', 'sell']),
  type: z.enum(['limit', 'market']),
  price: decimal.optional(),
  size: decimal,
  timeInForce: z.enum(['GTC', 'IOC', 'FOK']).optional(),
  postOnly: z.boolean().optional(),
  // As on /v1: a plan's order has a client order id no user can send (cluster-plans.ts).
  clientOrderId: z.string().regex(CLIENT_ORDER_ID_PATTERN).optional(),
});

function rejection(result: CommandResult): HttpError | undefined {
  const rejected = result.events.find((event) => event.type === 'rejected');
  return rejected?.type === 'rejected'
    ? new HttpError(400, rejected.reason, `refused: ${rejected.reason}`)
    : undefined;
}

/** Asks the product server to fund an order from the user's spot wallet (`cluster.fund`, as product-routes.ts does). */
const fundOrder = natsTransfers(FUND_SUBJECT, (subject, data) =>
  nc.request(subject, data, { timeout: 30_000 }),
);

/**
 * A `/cluster/v1` order of a product server's real-money user is funded as its `/v1` orders are: its
 * need reserved under the request id it is published with and what the allocation lacks moved from
 * the spot wallet (allocation-funding.ts). So no sweep takes money it needs on its way to the
 * engine, and it cannot spend money reserved for another order in flight. Other accounts (bots,
 * test counterparties) trade with what their demo deposits put in the engine, as before.
 */
async function fundForProductUser(accountId: string, command: PlaceCommand, rid: string): Promise<void> {
  const userId = await productUsers?.realMoneyUserOf(accountId);
  if (userId === undefined) return;
  const need = unitsNeeded(command, replicas.get(command.symbol));
  if (need.units === 0n) return;
  const funded = await fundOrder({
    userId,
    symbol: command.symbol,
    asset: need.asset,
    amount: formatUnits(need.units, LEDGER_DECIMALS),
    rid,
  }).catch(() => ({ outcome: 'refused' }));
  if (funded.outcome === 'insufficient-balance')
    throw new HttpError(400, 'insufficient-balance', 'the spot wallet cannot pay this order');
  if (funded.outcome !== 'done')
    throw new HttpError(
      503,
      'engine-unavailable',
      `the product server did not fund the order (${funded.outcome})`,
    );
}

app.post('/cluster/v1/orders', async (request) => {
  const accountId = await accountOf(request.headers);
  const body = placeSchema.parse(request.body);
  if (body.type === 'limit' && body.price === undefined)
    throw new HttpError(400, 'invalid-request', 'a limit order needs a price');
  const command: PlaceCommand = {
    type: 'place',
    symbol: body.symbol,
    accountId,
    side: body.side,
    orderType: body.type,
    ...(body.price === undefined ? {} : { price: body.price }),
    size: body.size,
    ...(body.timeInForce === undefined ? {} : { timeInForce: body.timeInForce }),
    ...(body.postOnly === undefined ? {} : { postOnly: body.postOnly }),
    ...(body.clientOrderId === undefined ? {} : { clientOrderId: body.clientOrderId }),
    ts: Date.now(),
  };
  const rid = randomUUID();
  await fundForProductUser(accountId, command, rid);
  const result = await submit(body.symbol, command, rid);
  const refused = rejection(result);
  if (refused) throw refused;
  const accepted = result.events.find((event) => event.type === 'accepted');
  const done = result.events.find((event) => event.type === 'done');
  return {
    symbol: body.symbol,
    orderId: accepted?.type === 'accepted' ? accepted.orderId : undefined,
    status: done?.type === 'done' ? done.reason : 'open',
    seq: result.seq,
    trades: result.events.filter((event) => event.type === 'trade').length,
    gateway: gatewayId,
  };
});

app.delete('/cluster/v1/orders/:symbol/:orderId', async (request) => {
  const accountId = await accountOf(request.headers);
  const params = z
    .object({ symbol: symbolSchema, orderId: z.coerce.number().int().positive() })
    .parse(request.params);
  const result = await submit(params.symbol, {
    type: 'cancel',
    symbol: params.symbol,
    accountId,
    orderId: params.orderId,
    ts: Date.now(),
  });
  const refused = rejection(result);
  if (refused) throw refused;
  return { symbol: params.symbol, orderId: params.orderId, status: 'cancelled', seq: result.seq };
});

app.get('/cluster/v1/orders/:symbol/:orderId', async (request) => {
  await accountOf(request.headers);
  const params = z
    .object({ symbol: symbolSchema, orderId: z.coerce.number().int().positive() })
    .parse(request.params);
  const state = replicas.get(params.symbol)?.orderStatus(params.orderId);
  if (state === undefined) throw new HttpError(404, 'unknown-order', 'no such order');
  return { symbol: params.symbol, orderId: params.orderId, ...state };
});

/**
 * A product server's real-money user gets no demo money: their allocations hold what the product
 * server moved from their wallets and sweeps back there, so demo money would become real money.
 */
async function refuseDemoFundsToProductUsers(accountId: string): Promise<void> {
  if ((await productUsers?.realMoneyUserOf(accountId)) !== undefined)
    throw new HttpError(
      403,
      'forbidden',
      "demo funds are not for the product's users: their orders are funded from their wallets",
    );
}

/** Demo money into one symbol's trading allocation (docs/scale-out.md: balances are per symbol engine). */
app.post('/cluster/v1/deposits', async (request) => {
  if (process.env.CLUSTER_DEMO_FUNDS !== '1') throw new HttpError(404, 'not-found', 'demo funds are off');
  const accountId = await accountOf(request.headers);
  await refuseDemoFundsToProductUsers(accountId);
  const body = z
    .object({ symbol: symbolSchema, asset: z.string().regex(/^[A-Z0-9]{2,10}$/), amount: decimal })
    .parse(request.body);
  const result = await submit(body.symbol, {
    type: 'deposit',
    accountId,
    asset: body.asset,
    amount: body.amount,
    ts: Date.now(),
  });
  const refused = rejection(result);
  if (refused) throw refused;
  return { seq: result.seq };
});

app.get('/cluster/v1/depth/:symbol', async (request) => {
  const { symbol } = z.object({ symbol: symbolSchema }).parse(request.params);
  const replica = replicas.get(symbol)!;
  return { symbol, seq: replica.seq, ...replica.depth() };
});

/** `?symbol=BTCUSDT`: the replica's levels now (`snapshot`), then each result's changed levels (`delta`). */
app.get('/cluster/v1/stream', { websocket: true }, (socket, request) => {
  const symbol = (request.query as { symbol?: string }).symbol ?? '';
  const replica = replicas.get(symbol);
  if (replica === undefined) {
    const message = clusterRefusalText('unknown-symbol', 'spot', parseLanguageType(request.query));
    socket.send(JSON.stringify({ type: 'error', code: 'unknown-symbol', message }));
    socket.close();
    return;
  }
  const watching = subscribers.get(symbol) ?? new Set();
  subscribers.set(symbol, watching);
  socket.send(JSON.stringify({ type: 'snapshot', symbol, seq: replica.seq, ...replica.depth() }));
  watching.add(socket);
  socket.on('close', () => watching.delete(socket));
});

app.get('/cluster/v1/health', async (_request, reply) => {
  // Ready once the spot and futures projections hold what the streams held at start.
  const ready = caughtUp && futuresGateway.caughtUp();
  return reply.code(ready ? 200 : 503).send({ gateway: gatewayId, pid: process.pid, ready });
});

const futuresGateway = await futuresGatewayRoutes(app, {
  nc,
  js,
  pool: recordsPool,
  accountOf,
  resultTimeoutMs: RESULT_TIMEOUT_MS,
  demoFunds: process.env.CLUSTER_DEMO_FUNDS === '1',
  refuseDemoFunds: refuseDemoFundsToProductUsers,
});

// Rate limits count every gateway's calls: each tells the others what it counted (shared-rate-counts.ts).
const rateCounts = new SharedRateCounts(RATE_WINDOW_MS);
nc.subscribe(RATE_HITS_SUBJECT, {
  callback: (_error, message) => {
    const told = decode<{ from: string; hits: RateHits }>(message.data);
    if (told.from !== gatewayId) rateCounts.addPeerHits(told.hits);
  },
});
setInterval(() => {
  const hits = rateCounts.takeOutgoing();
  if (hits.length > 0) nc.publish(RATE_HITS_SUBJECT, encode({ from: gatewayId, hits }));
}, RATE_GOSSIP_MS).unref();

await productRoutes(app, {
  sessions: productSessions,
  orders: productOrders,
  records: recordsPool,
  market: clusterMarket,
  replicas,
  submit,
  fund: natsTransfers(FUND_SUBJECT, (subject, data) => nc.request(subject, data, { timeout: 30_000 })),
  sweep: natsTransfers(SWEEP_SUBJECT, (subject, data) => nc.request(subject, data, { timeout: 70_000 })),
  webUrl: process.env.CLUSTER_WEB_URL,
  // On unless RATE_LIMITS=0; tests turn them on with RATE_LIMITS=1, as for the product server.
  rateLimits:
    process.env.RATE_LIMITS === '1' || (process.env.RATE_LIMITS !== '0' && process.env.NODE_ENV !== 'test'),
  rateStore: rateStoreOf(rateCounts),
  futures: (api) =>
    futuresProductRoutes(api, {
      gateway: futuresGateway,
      fund: natsTransfers(FUTURES_FUND_SUBJECT, (subject, data) =>
        nc.request(subject, data, { timeout: 30_000 }),
      ),
      sweep: natsTransfers(FUTURES_SWEEP_SUBJECT, (subject, data) =>
        nc.request(subject, data, { timeout: 70_000 }),
      ),
      webUrl: process.env.CLUSTER_WEB_URL,
      spotMinutes: (symbol) => clusterMarket.minuteCandles(symbol),
    }),
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.CLUSTER_GATEWAY_PORT ?? 0) });
console.log(`cluster gateway ${gatewayId} (${process.pid}) listening on ${process.env.CLUSTER_GATEWAY_PORT}`);
