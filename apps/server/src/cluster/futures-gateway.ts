/**
 * The futures order path on a cluster gateway (docs/scale-out.md, "Futures"): `/cluster/v1/futures`
 * place, cancel, open orders and positions, and demo funds. A place or cancel is published as a
 * command on the contract's journal `futures.cmd.<SYMBOL>` (message id = the request id, so a
 * retried publish is stored once) and answered from the contract engine's result; open orders,
 * positions and the account's balance are asked of the contract's engine (`futures.q.<SYMBOL>`),
 * which holds them exactly. Caller identity is the gateway's (bearer token or the product's session).
 * It follows the futures result stream from the newest futures checkpoint on (checkpoint-start.ts):
 * each result wakes its waiter and feeds the product's record pages and market data
 * (futures-projection.ts).
 */
import { type JetStreamClient, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { FuturesCommand, FuturesEvent, FuturesOrderEvent } from '../futures/types.ts';
import { missedResults, restoredFuturesProjection, resultsAfter } from './checkpoint-start.ts';
import {
  CLUSTER_FUTURES_SYMBOLS,
  ensureFuturesStreams,
  FUTURES_EVENT_STREAM,
  futuresCommandSubject,
  futuresQuerySubject,
} from './futures-config.ts';
import type { FuturesProductHistory } from './futures-product-history.ts';
import type { FuturesClusterMarket } from './futures-product-market.ts';
import type {
  FuturesCommandResult,
  FuturesEngineQuery,
  FuturesEngineView,
  FuturesTradingView,
} from './futures-symbol-engine.ts';
import { journalSubmitter } from './journal-submit.ts';
import { decode, encode } from './nats.ts';
import { invalidFieldsDetail, sendClusterRefusal } from './refusal-text.ts';

export interface FuturesGatewayDeps {
  nc: NatsConnection;
  js: JetStreamClient;
  /** The cluster's database: the newest futures checkpoint. */
  pool: pg.Pool;
  /** The caller's account id (`u<user id>`); throws the gateway's 401 / 403. */
  accountOf(headers: FastifyRequest['headers']): Promise<string>;
  resultTimeoutMs: number;
  demoFunds: boolean;
  /** Throws the gateway's 403 for an account that gets no demo money (a product server's user: gateway-main.ts). */
  refuseDemoFunds?(accountId: string): Promise<void>;
}

/** A refusal with the gateway's `{code, message, detail}` body (refusal-text.ts). */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const decimal = z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'a decimal number is expected');
const symbolSchema = z.string().refine((value) => CLUSTER_FUTURES_SYMBOLS.includes(value), 'unknown symbol');
const placeSchema = z.object({
  symbol: symbolSchema,
  side: z.enum(['buy', 'sell']),
  type: z.enum(['limit', 'market']),
  price: decimal.optional(),
  size: decimal,
  positionSide: z.union([z.literal(1), z.literal(2)]).optional(),
  reduceOnly: z.boolean().optional(),
  leverage: z.number().int().min(1).max(125).optional(),
  timeInForce: z.enum(['GTC', 'IOC', 'FOK']).optional(),
  postOnly: z.boolean().optional(),
});
const orderParams = z.object({ symbol: symbolSchema, orderId: z.coerce.number().int().positive() });

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Refusal(400, 'invalid-request', invalidFieldsDetail(result.error.issues));
  return result.data;
}

function refusalOf(result: FuturesCommandResult, accountId: string): Refusal | undefined {
  const rejected = result.events.find((event) => event.type === 'rejected' && event.accountId === accountId);
  return rejected?.type === 'rejected'
    ? new Refusal(400, rejected.reason, `refused: ${rejected.reason}`)
    : undefined;
}

/** The caller's order events of this command's first order: the first and the last. */
function ownOrder(events: readonly FuturesEvent[], accountId: string) {
  const own = events.filter(
    (event): event is FuturesOrderEvent => event.type === 'order' && event.accountId === accountId,
  );
  const first = own[0];
  return first === undefined
    ? undefined
    : { first, last: own.filter((event) => event.orderId === first.orderId).at(-1) ?? first };
}

/** What the product's futures routes on a gateway (futures-product-routes.ts) use of the futures path. */
export interface FuturesGateway {
  /** Publishes a command on the contract's journal (under `rid` when given: a funded command) and resolves with its result. */
  submit(symbol: string, command: FuturesCommand, rid?: string): Promise<FuturesCommandResult>;
  /** The contract engine's book and ticker, with the account's part when one is named. */
  view(symbol: string, accountId?: string): Promise<FuturesTradingView>;
  /** The contract engine's whole view: the ledger's totals and the invariant check too. */
  ledgerView(symbol: string): Promise<FuturesEngineView>;
  /** Each contract's recent trades and 1-minute candles. */
  market: FuturesClusterMarket;
  /** Every account's records (finished orders, fills, funding, liquidations, closed positions). */
  history: FuturesProductHistory;
  /** Whether the records include every result the stream held when the gateway started. */
  caughtUp(): boolean;
}

export async function futuresGatewayRoutes(
  app: FastifyInstance,
  deps: FuturesGatewayDeps,
): Promise<FuturesGateway> {
  const { nc, js } = deps;
  const waiters = new Map<string, (result: FuturesCommandResult) => void>();
  // The record pages and the market data are a projection of the stream, from the newest
  // checkpoint on; the rest is asked of the engines, and waiters need only this gateway's own
  // commands' results.
  const projection = await restoredFuturesProjection(deps.pool, 'futures gateway');
  const { history, market } = projection;
  const jsm = await jetstreamManager(nc);
  await ensureFuturesStreams(jsm);
  const startLastSeq = (await jsm.streams.info(FUTURES_EVENT_STREAM)).state.last_seq;
  let caughtUp = startLastSeq <= projection.streamSeq;
  const results = await resultsAfter(js, projection.streamSeq, FUTURES_EVENT_STREAM);
  (async () => {
    for await (const message of results) {
      if (missedResults(projection.streamSeq, message.seq))
        throw new Error(
          `futures results after ${projection.streamSeq} were purged before this gateway read them`,
        );
      const result = decode<FuturesCommandResult>(message.data);
      projection.apply(result, message.seq);
      waiters.get(result.rid)?.(result);
      if (message.seq >= startLastSeq) caughtUp = true;
    }
    throw new Error('the futures result stream consumer ended');
  })().catch((error: unknown) => {
    console.error('futures result stream ended', error);
    process.exit(1);
  });

  const submit = journalSubmitter<FuturesCommand, FuturesCommandResult>({
    js,
    subject: futuresCommandSubject,
    waiters,
    timeoutMs: deps.resultTimeoutMs,
    refusal: (status, code, message) => new Refusal(status, code, message),
  });

  async function ask<T>(symbol: string, query: FuturesEngineQuery): Promise<T> {
    try {
      const answer = await nc.request(futuresQuerySubject(symbol), encode(query), { timeout: 5_000 });
      return decode<T>(answer.data);
    } catch {
      throw new Refusal(503, 'engine-unavailable', `the engine of ${symbol} does not answer (restarting?)`);
    }
  }
  /** The book and ticker with the account's part: all a trading call needs, without the ledger check. */
  const view = (symbol: string, accountId?: string) =>
    ask<FuturesTradingView>(symbol, { market: true, ...(accountId === undefined ? {} : { accountId }) });

  /** A refusal is this module's own answer; the product routes see a plain error. */
  const outside = async <T>(read: Promise<T>): Promise<T> => {
    try {
      return await read;
    } catch (error) {
      throw error instanceof Refusal ? new Error(error.message) : error;
    }
  };

  /** Runs a handler; refusals become their status and `{code, message}`. */
  const handle =
    (work: (request: FastifyRequest) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await work(request);
      } catch (error) {
        if (error instanceof Refusal)
          return sendClusterRefusal(request, reply, {
            status: error.status,
            code: error.code,
            detail: error.message,
          });
        throw error;
      }
    };

  app.post(
    '/cluster/v1/futures/orders',
    handle(async (request) => {
      const accountId = await deps.accountOf(request.headers);
      const body = parsed(placeSchema, request.body);
      if (body.type === 'limit' && body.price === undefined)
        throw new Refusal(400, 'invalid-request', 'a limit order needs a price');
      const { type, ...order } = body;
      const result = await submit(body.symbol, {
        ...order,
        type: 'place',
        orderType: type,
        accountId,
        ts: Date.now(),
      });
      const refused = refusalOf(result, accountId);
      if (refused) throw refused;
      const own = ownOrder(result.events, accountId);
      return {
        symbol: body.symbol,
        orderId: own?.first.orderId,
        status: own?.last.status === 'done' ? (own.last.reason ?? 'done') : 'open',
        seq: result.seq,
        trades: result.events.filter((event) => event.type === 'trade').length,
      };
    }),
  );

  app.delete(
    '/cluster/v1/futures/orders/:symbol/:orderId',
    handle(async (request) => {
      const accountId = await deps.accountOf(request.headers);
      const params = parsed(orderParams, request.params);
      const result = await submit(params.symbol, { type: 'cancel', accountId, ...params, ts: Date.now() });
      const refused = refusalOf(result, accountId);
      if (refused) throw refused;
      return { symbol: params.symbol, orderId: params.orderId, status: 'cancelled', seq: result.seq };
    }),
  );

  app.get(
    '/cluster/v1/futures/orders/:symbol',
    handle(async (request) => {
      const accountId = await deps.accountOf(request.headers);
      const { symbol } = parsed(z.object({ symbol: symbolSchema }), request.params);
      const answer = await view(symbol, accountId);
      return { symbol, seq: answer.seq, orders: answer.account?.openOrders ?? [] };
    }),
  );

  app.get(
    '/cluster/v1/futures/positions/:symbol',
    handle(async (request) => {
      const accountId = await deps.accountOf(request.headers);
      const { symbol } = parsed(z.object({ symbol: symbolSchema }), request.params);
      const answer = await view(symbol, accountId);
      return {
        symbol,
        seq: answer.seq,
        markPrice: answer.markPrice,
        balance: answer.account?.balance,
        availableToTrade: answer.account?.availableToTrade,
        positions: answer.account?.positions ?? [],
      };
    }),
  );

  /** Demo margin into one contract's allocation, from the venue treasury (CLUSTER_DEMO_FUNDS=1). */
  app.post(
    '/cluster/v1/futures/deposits',
    handle(async (request) => {
      if (!deps.demoFunds) throw new Refusal(404, 'not-found', 'demo funds are off');
      const accountId = await deps.accountOf(request.headers);
      await deps.refuseDemoFunds?.(accountId);
      const body = parsed(z.object({ symbol: symbolSchema, amount: decimal }), request.body);
      const result = await submit(body.symbol, {
        type: 'fund-account',
        accountId,
        amount: body.amount,
        ts: Date.now(),
      });
      const refused = refusalOf(result, accountId);
      if (refused) throw refused;
      return { seq: result.seq };
    }),
  );

  return {
    submit,
    history,
    market,
    caughtUp: () => caughtUp,
    view: (symbol, accountId) => outside(view(symbol, accountId)),
    ledgerView: (symbol) => outside(ask<FuturesEngineView>(symbol, {})),
  };
}
