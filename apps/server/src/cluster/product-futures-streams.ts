/**
 * The contract engines on the product's own socket (`/ws`, the futures channels): the product server
 * that `npm run cluster` starts follows the futures result stream (`FUT_EVT`, from the newest futures
 * checkpoint on: futures-projection.ts, checkpoint-start.ts) and its
 * `FuturesStreams` serves the live venue's channels from the engines instead of its in-process
 * venue (`serveLiveFrom`), as product-books.ts does for spot:
 *
 * - `futures.trades`: the engines' trades, from the stream (`FuturesClusterMarket`, the gateways' own
 *   projection, restored from the checkpoint), published as each result arrives;
 * - `futures.depth` and `futures.ticker`: the contract engine's book and ticker, asked of it
 *   (`futures.q.<SYMBOL>`) after results of a contract someone watches (the book is not in the
 *   results, and the engine holds the mark); the ticker's 24-hour figures from the stream's candles
 *   behind the cluster's spot candles, with the REST tickers' builder (`sourcedTickerFigures`);
 * - `futures.positions`, `futures.orders`, `futures.account` of each subscribed real-money account:
 *   its part of every contract engine, read after each result that names the account or moves the
 *   mark of a contract where it holds something (one read per contract for all such accounts), with the gateways' builders
 *   (futures-account-views.ts); the account adds this server's futures wallet, which stays here,
 *   and is held around a transfer between the two (account-frame-hold.ts).
 *
 * The same results are the bot API socket's futures events (`FuturesEventFeed.followLiveElsewhere`):
 * each new result's events (order events, fills), and the contracts' candles from the stream's trades.
 * Results from before this server's start (the replay) are not pushed: a socket that connects while
 * the replay runs would otherwise receive old orders' events as news.
 *
 * Reads are coalesced per contract (coalesced-refresh.ts), so a busy contract costs the engine a
 * few reads a second, not one per result: its book and ticker alone (`{market: true}`, without the
 * whole view's ledger totals and invariant check), and the parts of every watched account due a
 * read in one request (`{accounts}`, account-part-reads.ts), so the reads do not grow with watchers.
 */
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS, type ContractSpec } from '../futures/contracts.ts';
import { sourcedTickerFigures } from '../plugins/futures/routes/market-data.ts';
import type { FuturesService } from '../plugins/futures/service/futures-service.ts';
import type { FuturesEventFeed } from '../plugins/futures/streams/futures-event-feed.ts';
import type { FuturesPrivateKind, FuturesStreams } from '../plugins/futures/streams/futures-streams.ts';
import { futuresAccountWire } from '../plugins/futures/views/wire.ts';
import { accountFrameHold } from './account-frame-hold.ts';
import { accountPartReads } from './account-part-reads.ts';
import { missedResults, resultsAfter } from './checkpoint-start.ts';
import { coalescedRefresh } from './coalesced-refresh.ts';
import {
  type EngineAccount,
  engineFuturesAccount,
  engineOpenOrders,
  engineOpenPositions,
  isOpen,
} from './futures-account-views.ts';
import { FUTURES_EVENT_STREAM, futuresQuerySubject } from './futures-config.ts';
import type { FuturesProjection } from './futures-projection.ts';
import type {
  FuturesAccountsView,
  FuturesCommandResult,
  FuturesEngineQuery,
  FuturesMarketView,
} from './futures-symbol-engine.ts';
import { decode, encode } from './nats.ts';

/** Reads of one contract's view, or of one account's part of it, start at least this far apart. */
const READ_GAP_MS = 100;
const READ_TIMEOUT_MS = 5_000;

/** The accounts a result names (orders, fills, positions, money, liquidations, funding). */
export function accountsNamed(result: FuturesCommandResult): Set<string> {
  const named = new Set<string>();
  for (const event of result.events) {
    if (event.type === 'trade') named.add(event.makerAccountId).add(event.takerAccountId);
    else if ('accountId' in event && typeof event.accountId === 'string') named.add(event.accountId);
  }
  return named;
}

/** Whether an account's part of a contract moves with its mark or can fire (a position or an order). */
const holdsAnything = (part: EngineAccount | undefined) =>
  part !== undefined && (part.openOrders.length > 0 || part.positions.some(isOpen));

export interface ClusterFuturesFollower {
  /**
   * Holds the account's `futures.account` frames while `transfer` moves money between this server's
   * futures wallet and the contract's engine, until its part of the contract has been read again.
   */
  holdAccountFrames(accountId: string, symbol: string, transfer: Promise<unknown>): void;
  stop(): void;
}

/** What the follower serves from the engines, and the stream sequence after which results are news. */
export interface FollowedFuturesServing {
  readonly streams: FuturesStreams;
  readonly events: FuturesEventFeed;
  /** The futures result stream's last sequence when this server started. */
  readonly newAfter: number;
}

/**
 * Starts following the futures result stream after the projection's checkpoint and serving the
 * live futures channels and events from it, feeding the projection and telling `onResult` of each
 * result read and its stream sequence.
 */
export async function followClusterFutures(
  app: FastifyInstance,
  nc: NatsConnection,
  { streams, events, newAfter }: FollowedFuturesServing,
  futures: FuturesService,
  projection: FuturesProjection,
  onResult: (result: FuturesCommandResult, streamSeq: number) => void,
): Promise<ClusterFuturesFollower> {
  const { market } = projection;
  const views = new Map<string, FuturesMarketView>();
  /** Each followed account's part of each contract engine. */
  const parts = new Map<string, Map<string, EngineAccount>>();
  const reads = coalescedRefresh(READ_GAP_MS);
  let stopped = false;

  const ask = async <T>(symbol: string, query: FuturesEngineQuery): Promise<T> => {
    const answer = await nc.request(futuresQuerySubject(symbol), encode(query), { timeout: READ_TIMEOUT_MS });
    return decode<T>(answer.data);
  };
  const readContract = (symbol: string) =>
    reads.ask(symbol, async () => {
      if (stopped) return;
      views.set(symbol, await ask<FuturesMarketView>(symbol, { market: true }));
      streams.liveChanged({ symbol });
    });
  const hold = accountFrameHold((accountId) => streams.liveChanged({ accounts: new Set([accountId]) }));
  const partReads = accountPartReads(reads, async (symbol, accounts) => {
    if (stopped) return;
    const view = await ask<FuturesAccountsView>(symbol, { accounts: [...accounts] });
    const changed = new Set<string>();
    for (const [accountId, part] of Object.entries(view.parts)) {
      const own = parts.get(accountId);
      // Not followed any more (the last private subscriber left meanwhile).
      if (own === undefined) continue;
      own.set(symbol, part);
      changed.add(accountId);
    }
    if (changed.size > 0) streams.liveChanged({ accounts: changed });
  });
  const readAccount = (accountId: string, symbol: string) => partReads.ask(accountId, symbol);

  /** A contract's view as last read, asking for it when it was never read. */
  const contractView = (symbol: string) => {
    const view = views.get(symbol);
    if (view === undefined) readContract(symbol);
    return view;
  };
  /** The account's part of every contract, once each was read (read on first use). */
  const accountParts = (accountId: string): EngineAccount[] | undefined => {
    let own = parts.get(accountId);
    if (own === undefined) {
      own = new Map();
      parts.set(accountId, own);
      for (const contract of CONTRACTS) readAccount(accountId, contract.symbol);
    }
    if (own.size < CONTRACTS.length) return undefined;
    return CONTRACTS.map((contract) => own.get(contract.symbol)!);
  };

  const levels = (side: Array<[number, number]>) => side.map(([price, size]) => [price, size, 0] as const);
  const candles = {
    minuteCandles: (symbol: string) => market.minuteCandles(symbol),
    // The contract's index history: the cluster's spot candles, as the spot channels serve them.
    spotMinutes: (symbol: string) => app.marketsHub.minuteCandles(symbol),
  };
  streams.serveLiveFrom({
    depth: (symbol) => {
      const view = contractView(symbol);
      return view === undefined
        ? undefined
        : { bids: levels(view.depth.bids), asks: levels(view.depth.asks) };
    },
    ticker: (contract: ContractSpec, now: number) => {
      const view = contractView(contract.symbol);
      if (view === undefined) return undefined;
      const best = { bid: view.depth.bids[0]?.[0], ask: view.depth.asks[0]?.[0] };
      return sourcedTickerFigures(candles, contract, { ticker: view.ticker, ...best }, now);
    },
    trades: (symbol) => market.trades(symbol),
    privateData: (kind: FuturesPrivateKind, accountId: string) => {
      const own = accountParts(accountId);
      if (own === undefined) return undefined;
      switch (kind) {
        case 'positions':
          return engineOpenPositions(own);
        case 'orders':
          return engineOpenOrders(own);
        case 'account':
          if (hold.held(accountId)) return undefined;
          return engineFuturesAccount(futuresAccountWire(futures.exchanges.live, accountId), own);
      }
    },
  });

  events.followLiveElsewhere({ minuteCandles: (symbol) => market.minuteCandles(symbol) });

  const messages = await resultsAfter(jetstream(nc), projection.streamSeq, FUTURES_EVENT_STREAM);
  void (async () => {
    for await (const message of messages) {
      if (missedResults(projection.streamSeq, message.seq)) {
        // Its trades and candles would miss results: start again from the newest checkpoint.
        app.log.error(
          `cluster futures results after ${projection.streamSeq} were purged before they were read; exiting for a restart`,
        );
        process.exit(1);
      }
      const result = decode<FuturesCommandResult>(message.data);
      projection.apply(result, message.seq);
      if (message.seq > newAfter) events.liveCommitted(result.events);
      const traded = result.events.filter((event) => event.type === 'trade').length;
      if (traded > 0)
        streams.liveChanged({ symbol: result.symbol, trades: market.trades(result.symbol).slice(-traded) });
      const interest = streams.liveInterest();
      if (interest.symbols.has(result.symbol)) readContract(result.symbol);
      for (const accountId of parts.keys()) if (!interest.accounts.has(accountId)) parts.delete(accountId);
      const named = accountsNamed(result);
      for (const [accountId, own] of parts)
        if (named.has(accountId) || holdsAnything(own.get(result.symbol)))
          readAccount(accountId, result.symbol);
      onResult(result, message.seq);
    }
  })().catch((error: unknown) => app.log.error({ err: error }, 'cluster futures result stream ended'));
  return {
    holdAccountFrames: (accountId, symbol, transfer) => {
      // No one watches the account's frames: nothing to hold.
      if (!parts.has(accountId)) return;
      hold.during(accountId, transfer, () => readAccount(accountId, symbol));
    },
    stop: () => {
      stopped = true;
      messages.stop();
    },
  };
}
