import type {
  FuturesDepthMessage,
  FuturesTickerMessage,
  FuturesTradesMessage,
  FuturesTradeView,
} from '@tideline/core/futures';
import { z } from 'zod';
import { type ContractSpec, findContract } from '../../../futures/contracts.ts';
import type { FuturesTradeEvent } from '../../../futures/types.ts';
import { type DepthStep, type DepthView, groupDepth } from '../../../markets/depth.ts';
import { diffSide, STREAM_LEVELS } from '../../../markets/depth-diff.ts';
import type { LevelView } from '../../../markets/engine/types.ts';
import type {
  ChannelOpening,
  ChannelRefusal,
  StreamChannel,
  Subscriber,
} from '../../../platform/streams/channel-registry.ts';
import type { StreamBus } from '../../../platform/streams/stream-bus.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import { accountIdOf } from '../../../platform/trading-account.ts';
import { MARKETS_REFUSALS } from '../../markets/index.ts';
import { decimal8String } from '../../platform/schemas.ts';
import { futuresMessage } from '../messages.ts';
import { contractSymbol } from '../routes/market-data.ts';
import type {
  CommittedFuturesBatch,
  FuturesPublicTrade,
  FuturesService,
} from '../service/futures-service.ts';
import { futuresAccountWire, futuresTickerView, openOrderWire, openPositionsWire } from '../views/wire.ts';
import { futuresDepthChecksum, futuresLevelText, parseFuturesDepthStep } from './depth-wire.ts';

/** At most one ticker message per contract per this many milliseconds (as the spot ticker). */
export const FUTURES_TICKER_INTERVAL_MS = 500;
/** Trades in a trades snapshot. */
const TRADES_SNAPSHOT = 50;

const depthArg = z.strictObject({
  channel: z.literal('futures.depth'),
  symbol: contractSymbol,
  step: decimal8String.optional(),
});
const tradesArg = z.strictObject({ channel: z.literal('futures.trades'), symbol: contractSymbol });
const tickerArg = z.strictObject({ channel: z.literal('futures.ticker'), symbol: contractSymbol });

const PRIVATE_KINDS = ['positions', 'orders', 'account'] as const;
export type FuturesPrivateKind = (typeof PRIVATE_KINDS)[number];
type PrivateKind = FuturesPrivateKind;

type BookLevels = { bids: readonly LevelView[]; asks: readonly LevelView[] };
const NO_LEVELS: BookLevels = { bids: [], asks: [] };

/**
 * Where the live venue's channels read when the page's live market is not this server's own venue
 * (`npm run cluster`: the contract engines, cluster/product-futures-streams.ts). Reads are
 * synchronous, from the owner's copies; undefined means not read yet, and nothing is sent for it
 * until the owner calls `liveChanged`. Demo-venue channels stay this server's.
 */
export interface FuturesLiveSource {
  /** The contract's book levels (ticks and lots), best first. */
  depth(symbol: string): BookLevels | undefined;
  /** The contract's ticker, as the ticker channel sends it. */
  ticker(contract: ContractSpec, now: number): FuturesTickerMessage['data'] | undefined;
  /** The contract's recent public trades, oldest first. */
  trades(symbol: string): readonly FuturesPublicTrade[];
  /** A live account's positions, open orders or futures account, as the private channels send them. */
  privateData(kind: FuturesPrivateKind, accountId: string): unknown;
}

const tradeWire = (trade: FuturesPublicTrade): FuturesTradeView => ({
  tradeId: String(trade.tradeId),
  price: trade.price,
  size: trade.size,
  takerSide: trade.takerSide,
  time: trade.time,
});

/** Every channel futures serves on the /ws socket. */
export const FUTURES_CHANNELS: readonly string[] = [
  'futures.depth',
  'futures.trades',
  'futures.ticker',
  ...PRIVATE_KINDS.map((kind) => `futures.${kind}`),
];

interface DepthStream {
  readonly contract: ContractSpec;
  readonly step: DepthStep;
  readonly stepText: string;
  seq: number;
  view: DepthView;
}

/** One account's private channel on one venue, with the last data sent (only changes are sent). */
interface PrivateTopic {
  readonly kind: PrivateKind;
  readonly venue: VenueName;
  readonly accountId: string;
  lastText: string;
}

function unknownContract(subscriber: Subscriber): ChannelRefusal {
  return { code: '31001', msg: futuresMessage('31001', subscriber.languageType) };
}

/**
 * The futures channels on the markets' /ws socket (docs/protocol-futures.md §5a): depth, trades and
 * ticker of the live venue, and each session's positions, open orders and futures wallet on the
 * venue its demo switch selects. Everything is published from committed batches only.
 */
export class FuturesStreams {
  private readonly depth = new Map<string, DepthStream>();
  private readonly tradeTopics = new Set<string>();
  private readonly tickerTopics = new Set<string>();
  private readonly tickerSentAt = new Map<string, number>();
  /** A change that arrived within the interval is sent when it ends, so the last price is never held back. */
  private readonly tickerDue = new Map<string, NodeJS.Timeout>();
  private readonly privateTopics = new Map<string, PrivateTopic>();
  private readonly detach: () => void;
  /** The live venue's market and accounts, when another process runs them (serveLiveFrom). */
  private liveSource: FuturesLiveSource | undefined;

  constructor(
    private readonly hub: StreamBus,
    private readonly futures: FuturesService,
  ) {
    hub.register(this.depthChannel());
    hub.register(
      this.symbolChannel('futures.trades', tradesArg, this.tradeTopics, (contract) => [
        this.tradesMessage(contract.symbol, 'snapshot', this.recentTrades(contract.symbol)),
      ]),
    );
    hub.register(
      this.symbolChannel('futures.ticker', tickerArg, this.tickerTopics, (contract) => {
        const message = this.tickerMessage(contract);
        return message === undefined ? [] : [message];
      }),
    );
    for (const kind of PRIVATE_KINDS) hub.register(this.privateChannel(kind));
    this.detach = futures.onCommit((batch) => this.onCommit(batch));
  }

  /**
   * Serves the live venue's public channels and private channels from another market (`npm run
   * cluster`: the contract engines); its owner calls `liveChanged` after each change. This server's
   * own live venue then no longer publishes depth, trades or tickers; its commits still refresh the
   * private channels (the futures wallet stays this server's).
   */
  serveLiveFrom(source: FuturesLiveSource): void {
    this.liveSource = source;
    this.depth.clear();
  }

  /**
   * The live source changed: a contract's book or ticker (with its new public trades, oldest
   * first), and the private data of some accounts.
   */
  liveChanged(change: {
    symbol?: string;
    trades?: readonly FuturesPublicTrade[];
    accounts?: ReadonlySet<string>;
  }): void {
    if (change.symbol !== undefined) {
      const added = change.trades ?? [];
      this.publishMarket(new Set([change.symbol]), () => added.map(tradeWire));
    }
    const accounts = change.accounts;
    if (accounts !== undefined)
      this.publishPrivate((state) => state.venue === 'live' && accounts.has(state.accountId));
  }

  /** The contracts and live accounts someone is subscribed to (what a live source needs to keep read). */
  liveInterest(): { symbols: Set<string>; accounts: Set<string> } {
    const symbols = new Set<string>();
    for (const stream of this.depth.values()) symbols.add(stream.contract.symbol);
    for (const topic of this.tickerTopics) symbols.add(topic.slice('futures.ticker:'.length));
    const accounts = new Set<string>();
    for (const state of this.privateTopics.values())
      if (state.venue === 'live') accounts.add(state.accountId);
    return { symbols, accounts };
  }

  close(): void {
    this.detach();
    for (const timer of this.tickerDue.values()) clearTimeout(timer);
    this.tickerDue.clear();
  }

  private live() {
    return this.futures.exchanges.live;
  }

  private depthChannel(): StreamChannel<z.infer<typeof depthArg>> {
    const resolve = (subscriber: Subscriber, arg: z.infer<typeof depthArg>) => {
      const contract = findContract(arg.symbol);
      if (contract === undefined) return unknownContract(subscriber);
      const step = parseFuturesDepthStep(contract, arg.step);
      if (step === undefined) return MARKETS_REFUSALS.invalidStep(subscriber.languageType);
      const stepText = futuresLevelText(contract)([step, 0])[0];
      return { contract, step, stepText, topic: `futures.depth:${contract.symbol}:${stepText}` };
    };
    return {
      name: 'futures.depth',
      arg: depthArg,
      isPrivate: false,
      open: (subscriber, arg) => {
        const target = resolve(subscriber, arg);
        if ('code' in target) return target;
        let stream = this.depth.get(target.topic);
        if (stream === undefined) {
          stream = {
            contract: target.contract,
            step: target.step,
            stepText: target.stepText,
            seq: 1,
            view: this.depthView(target.contract, target.step),
          };
          this.depth.set(target.topic, stream);
        }
        return {
          topic: target.topic,
          arg: { ...arg, step: target.stepText },
          snapshot: [this.depthMessage(stream, 'snapshot', stream.view)],
        };
      },
      topicOf: (subscriber, arg) => {
        const target = resolve(subscriber, arg);
        return 'code' in target ? undefined : target.topic;
      },
      closed: (topic) => this.depth.delete(topic),
    };
  }

  private symbolChannel<Arg extends { channel: string; symbol: string }>(
    name: string,
    arg: z.ZodType<Arg>,
    topics: Set<string>,
    snapshot: (contract: ContractSpec) => unknown[],
  ): StreamChannel<Arg> {
    return {
      name,
      arg,
      isPrivate: false,
      open: (subscriber, given): ChannelOpening | ChannelRefusal => {
        const contract = findContract(given.symbol);
        if (contract === undefined) return unknownContract(subscriber);
        const topic = `${name}:${contract.symbol}`;
        topics.add(topic);
        return { topic, arg: given, snapshot: snapshot(contract) };
      },
      topicOf: (_subscriber, given) => `${name}:${given.symbol}`,
      closed: (topic) => topics.delete(topic),
    };
  }

  private privateChannel(kind: PrivateKind): StreamChannel<{ channel: string }> {
    const name = `futures.${kind}`;
    const topicOf = (subscriber: Subscriber) =>
      subscriber.userId === null
        ? undefined
        : `${name}:${subscriber.venue}:${accountIdOf(subscriber.userId)}`;
    return {
      name,
      arg: z.strictObject({ channel: z.literal(name) }),
      isPrivate: true,
      open: (subscriber, arg) => {
        const topic = topicOf(subscriber);
        if (topic === undefined || subscriber.userId === null)
          return MARKETS_REFUSALS.loginRequired(subscriber.languageType);
        const state: PrivateTopic = {
          kind,
          venue: subscriber.venue,
          accountId: accountIdOf(subscriber.userId),
          lastText: '',
        };
        const data = this.privateData(state);
        // Not read yet from a live source: sent when it is (liveChanged).
        if (data === undefined) {
          this.privateTopics.set(topic, state);
          return { topic, arg, snapshot: [] };
        }
        state.lastText = JSON.stringify(data);
        this.privateTopics.set(topic, state);
        return { topic, arg, snapshot: [{ channel: name, venue: state.venue, data }] };
      },
      topicOf,
      closed: (topic) => this.privateTopics.delete(topic),
    };
  }

  private privateData(topic: PrivateTopic): unknown {
    if (topic.venue === 'live' && this.liveSource !== undefined)
      return this.liveSource.privateData(topic.kind, topic.accountId);
    const exchange = this.futures.exchanges[topic.venue];
    switch (topic.kind) {
      case 'positions':
        return openPositionsWire(exchange, topic.accountId);
      case 'orders':
        return exchange.openOrders(topic.accountId).map(openOrderWire);
      case 'account':
        return futuresAccountWire(exchange, topic.accountId);
    }
  }

  private depthView(contract: ContractSpec, step: DepthStep): DepthView {
    const levels =
      this.liveSource === undefined
        ? this.live().book(contract.symbol).depth()
        : (this.liveSource.depth(contract.symbol) ?? NO_LEVELS);
    return groupDepth(levels, step, STREAM_LEVELS);
  }

  private depthMessage(
    stream: DepthStream,
    action: 'snapshot' | 'update',
    changes: DepthView,
  ): FuturesDepthMessage {
    const text = futuresLevelText(stream.contract);
    return {
      channel: 'futures.depth',
      symbol: stream.contract.symbol,
      step: stream.stepText,
      action,
      seq: stream.seq,
      prevSeq: action === 'snapshot' ? null : stream.seq - 1,
      checksum: futuresDepthChecksum(stream.view, stream.contract),
      bids: changes.bids.map(text),
      asks: changes.asks.map(text),
      ts: Date.now(),
    };
  }

  private recentTrades(symbol: string) {
    const recent = this.liveSource?.trades(symbol) ?? this.futures.recentTrades('live', symbol);
    return recent.slice(-TRADES_SNAPSHOT).reverse().map(tradeWire);
  }

  private tradesMessage(
    symbol: string,
    action: 'snapshot' | 'update',
    data: readonly FuturesTradeView[],
  ): FuturesTradesMessage {
    return { channel: 'futures.trades', symbol, action, data };
  }

  private tickerMessage(contract: ContractSpec): FuturesTickerMessage | undefined {
    const now = Date.now();
    const data =
      this.liveSource === undefined
        ? futuresTickerView(this.live(), contract, this.futures.dayCandles(contract, now), now)
        : this.liveSource.ticker(contract, now);
    return data === undefined ? undefined : { channel: 'futures.ticker', symbol: contract.symbol, data };
  }

  /** Sends the contract's ticker now, or once the interval since the last one has passed. */
  private publishTicker(symbol: string): void {
    const topic = `futures.ticker:${symbol}`;
    const contract = findContract(symbol);
    if (!this.tickerTopics.has(topic) || contract === undefined || this.tickerDue.has(symbol)) return;
    const wait = (this.tickerSentAt.get(symbol) ?? 0) + FUTURES_TICKER_INTERVAL_MS - Date.now();
    if (wait > 0) {
      const timer = setTimeout(() => {
        this.tickerDue.delete(symbol);
        this.publishTicker(symbol);
      }, wait);
      timer.unref();
      this.tickerDue.set(symbol, timer);
      return;
    }
    const message = this.tickerMessage(contract);
    if (message === undefined) return;
    this.tickerSentAt.set(symbol, Date.now());
    this.hub.publish(topic, message);
  }

  private onCommit(batch: CommittedFuturesBatch): void {
    const venues = new Set<VenueName>();
    const liveSymbols = new Set<string>();
    const liveTrades = new Map<string, FuturesTradeEvent[]>();
    // With a live source the live venue's own market is not the page's: only its wallet matters.
    const ownMarket = this.liveSource === undefined;
    for (const { venue, event } of batch.events) {
      venues.add(venue);
      if (!ownMarket || venue !== 'live' || !('symbol' in event) || event.symbol === undefined) continue;
      liveSymbols.add(event.symbol);
      if (event.type !== 'trade') continue;
      // A copy move's batch holds a thousand trades: append, never copy the list per trade.
      const trades = liveTrades.get(event.symbol);
      if (trades === undefined) liveTrades.set(event.symbol, [event]);
      else trades.push(event);
    }
    this.publishMarket(liveSymbols, (symbol) =>
      (liveTrades.get(symbol) ?? []).map((trade) => ({
        tradeId: String(trade.tradeId),
        price: trade.price,
        size: trade.size,
        takerSide: trade.takerSide,
        time: trade.ts,
      })),
    );
    // Any command or price of a venue may move an account's margin, PnL or orders: recompute the
    // subscribed ones and send those that changed.
    this.publishPrivate((state) => venues.has(state.venue));
  }

  /**
   * Publishes the depth, new trades and tickers of contracts that changed; `added` is asked (oldest
   * first) only for a contract whose trades channel has subscribers.
   */
  private publishMarket(
    symbols: ReadonlySet<string>,
    added: (symbol: string) => readonly FuturesTradeView[],
  ): void {
    for (const [topic, stream] of this.depth) {
      if (!symbols.has(stream.contract.symbol)) continue;
      const next = this.depthView(stream.contract, stream.step);
      const changes = {
        bids: diffSide(stream.view.bids, next.bids),
        asks: diffSide(stream.view.asks, next.asks),
      };
      if (changes.bids.length === 0 && changes.asks.length === 0) continue;
      stream.view = next;
      stream.seq += 1;
      this.hub.publish(topic, this.depthMessage(stream, 'update', changes));
    }
    for (const symbol of symbols) {
      const topic = `futures.trades:${symbol}`;
      if (!this.tradeTopics.has(topic)) continue;
      const trades = added(symbol);
      if (trades.length > 0)
        this.hub.publish(topic, this.tradesMessage(symbol, 'update', [...trades].reverse()));
    }
    for (const symbol of symbols) this.publishTicker(symbol);
  }

  /** Recomputes the chosen private topics and sends those whose data changed. */
  private publishPrivate(chosen: (state: PrivateTopic) => boolean): void {
    for (const [topic, state] of this.privateTopics) {
      if (!chosen(state)) continue;
      const data = this.privateData(state);
      if (data === undefined) continue;
      const text = JSON.stringify(data);
      if (text === state.lastText) continue;
      state.lastText = text;
      this.hub.publish(topic, { channel: `futures.${state.kind}`, venue: state.venue, data });
    }
  }
}
