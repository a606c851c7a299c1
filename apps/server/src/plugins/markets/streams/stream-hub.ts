import { type DepthStep, type DepthView, depthChecksum, groupDepth } from '../../../markets/depth.ts';
import { diffSide, STREAM_LEVELS } from '../../../markets/depth-diff.ts';
import type { LevelView } from '../../../markets/engine/types.ts';
import type { ExchangeEvent } from '../../../markets/exchange-types.ts';
import { formatUnits, parseUnits } from '../../../markets/fixed-point.ts';
import { aggregate, type Candle, type CandleInterval } from '../../../markets/minute-candles.ts';
import { findSymbol, LEDGER_DECIMALS, type SymbolSpec } from '../../../markets/symbols.ts';
import {
  type ChannelArgOf,
  type ChannelRefusal,
  ChannelRegistry,
  isRefusal,
  type StreamChannel,
  type Subscriber,
} from '../../../platform/streams/channel-registry.ts';
import type { StreamBus } from '../../../platform/streams/stream-bus.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import { accountIdOf, userIdOf } from '../../../platform/trading-account.ts';
import { marketTicker } from '../routes/market-data.ts';
import type { CommittedBatch, MarketsService, PublicTrade } from '../service/markets-service.ts';
import { candleView, levelText, parseDepthStep, priceText, tradeView } from '../views/market-views.ts';
import { spotOrderView } from '../views/order-view.ts';
import { balanceHold } from './balance-hold.ts';
import {
  type ChannelArg,
  MARKETS_CHANNELS,
  MARKETS_REFUSALS,
  type ParsedArg,
  PRIVATE_CHANNELS,
  parseArg,
  topicKey,
} from './subscriptions.ts';

type MarketTicker = ReturnType<typeof marketTicker>;

/** A connected client as the hub sees it: a way to send text, and when it is too slow, to drop it. */
export interface StreamClient {
  readonly userId: number | null;
  /** The venue the session's demo switch selects (live when absent). */
  readonly venue?: VenueName;
  /** The language of the socket's refusals (§7); English when absent (§8). */
  readonly languageType?: number;
  send(text: string): void;
  /** Bytes queued but not yet written to the socket. */
  bufferedAmount(): number;
  drop(reason: string): void;
}

/** A client whose socket holds more than this unsent is cut off rather than slowing the others. */
export const SLOW_CLIENT_BYTES = 1 << 20;
/**
 * How long a REST balance read waits for a transfer of the asset to settle on both sides
 * (balance-hold.ts): a deposit's or withdraw's result takes milliseconds; a stalled one is answered.
 */
export const BALANCE_HOLD_WAIT_MS = 5_000;
/** At most one ticker message per symbol per this many milliseconds. */
const TICKER_INTERVAL_MS = 500;

interface DepthStream {
  spec: SymbolSpec;
  step: DepthStep;
  stepText: string;
  seq: number;
  view: DepthView;
}

/**
 * Fan-out of committed exchange events to WebSocket clients. Each message is serialised once per
 * topic and written to every subscriber. Depth streams keep the last view they published, so each
 * increment is exactly the difference from the previous message and carries the next `seq`.
 */
export class StreamHub implements StreamBus {
  private readonly topics = new Map<string, Set<StreamClient>>();
  private readonly depth = new Map<string, DepthStream>();
  private readonly users = new Map<number, Set<StreamClient>>();
  private readonly privateSubs = new Map<StreamClient, Set<string>>();
  private readonly tickerSentAt = new Map<string, number>();
  /** The registered channel owning each of its topics, told when a topic loses its last subscriber. */
  private readonly topicChannels = new Map<string, StreamChannel>();
  private readonly registry = new ChannelRegistry(MARKETS_CHANNELS);
  private readonly detach: () => void;
  /** Where the depth channel reads a symbol's levels: the live exchange, or the cluster's books. */
  private depthSource = (symbol: string): { bids: readonly LevelView[]; asks: readonly LevelView[] } =>
    this.markets.exchanges.live.book(symbol).depth();
  private externalDepth = false;
  /** Where the trades channel's snapshot reads a symbol's recent public trades, oldest first. */
  private tradesSource = (symbol: string): readonly PublicTrade[] => this.markets.trades(symbol);
  private externalTrades = false;
  /** Where the candles and ticker channels read a symbol's 1-minute candles and 24 h ticker. */
  private candleSource = (symbol: string): readonly Candle[] => this.markets.minuteCandles(symbol);
  private tickerSource = (spec: SymbolSpec, now: number): MarketTicker =>
    marketTicker(this.markets, spec, now);
  private externalMarket = false;
  /** Money of a live account outside the live exchange, in ledger units: none unless served. */
  private heldOutside = (_accountId: string, _asset: string): bigint => 0n;
  /** Live balances with a transfer between the spot wallet and the outside in flight: not sent meanwhile. */
  private readonly balanceHold = balanceHold((userId, assets) => this.balancesChanged(userId, assets));

  constructor(private readonly markets: MarketsService) {
    this.detach = markets.onCommit((batch) => this.onCommit(batch));
  }

  close(): void {
    this.detach();
  }

  /**
   * Serves the depth channel from another book (`npm run cluster`: the engines' books rebuilt from
   * the result stream); its owner calls `depthChanged` after each change. The live exchange's
   * commits then no longer publish depth.
   */
  serveDepthFrom(
    source: (symbol: string) => { bids: readonly LevelView[]; asks: readonly LevelView[] },
  ): void {
    this.depthSource = source;
    this.externalDepth = true;
    this.depth.clear();
  }

  /**
   * Counts money a live account has outside the live exchange as held, on the balances channel and
   * the wallet's balances (`npm run cluster`: what sits in the symbol engines' allocations,
   * cluster/allocation-holdings.ts); its owner calls `balancesChanged` after each change.
   */
  serveHeldOutsideFrom(source: (accountId: string, asset: string) => bigint): void {
    this.heldOutside = source;
  }

  /**
   * Holds the live balance of `asset` of `userId` until `settled` settles: a transfer moves it
   * between the spot wallet and the outside, one side before the other (balance-hold.ts). Its changes
   * meanwhile are sent once it has settled.
   */
  holdBalancesDuring(userId: number, asset: string, settled: Promise<unknown>): void {
    this.balanceHold.during(userId, asset, settled);
  }

  /** Resolves once no transfer of these live balances of the user is in flight (at most BALANCE_HOLD_WAIT_MS). */
  balancesSettled(userId: number, assets: Iterable<string>): Promise<void> {
    return this.balanceHold.settled(userId, assets, BALANCE_HOLD_WAIT_MS);
  }

  /** A balance as the wallet shows it: the exchange's, plus on the live venue what is held outside it. */
  walletBalance(
    venue: VenueName,
    accountId: string,
    asset: string,
  ): { available: string; hold: string; total: string } {
    const balance = this.markets.exchanges[venue].balance(accountId, asset);
    const hold = this.holdUnits(venue, accountId, asset, balance.hold);
    return {
      available: balance.available,
      hold: formatUnits(hold, LEDGER_DECIMALS),
      total: formatUnits((parseUnits(balance.available, LEDGER_DECIMALS) ?? 0n) + hold, LEDGER_DECIMALS),
    };
  }

  /** The exchange's hold of a balance plus, on the live venue, what is held outside it. */
  private holdUnits(venue: VenueName, accountId: string, asset: string, exchangeHold: string): bigint {
    const hold = parseUnits(exchangeHold, LEDGER_DECIMALS) ?? 0n;
    return venue === 'live' ? hold + this.heldOutside(accountId, asset) : hold;
  }

  /** Sends a live user's balances of these assets, as the wallet shows them, to its balances channel. */
  balancesChanged(userId: number, assets: Iterable<string>): void {
    const sendable = [...assets].filter((asset) => {
      if (!this.balanceHold.held(userId, asset)) return true;
      this.balanceHold.defer(userId, asset);
      return false;
    });
    if (sendable.length === 0) return;
    const clients = [...(this.users.get(userId) ?? [])].filter(
      (client) => (client.venue ?? 'live') === 'live' && this.privateSubs.get(client)?.has('balances'),
    );
    if (clients.length === 0) return;
    const accountId = accountIdOf(userId);
    const data = sendable.map((asset) => {
      const { available, hold } = this.walletBalance('live', accountId, asset);
      return { asset, available, hold };
    });
    for (const client of clients) this.send(client, { channel: 'balances', data });
  }

  /**
   * Serves the trades channel from another market (`npm run cluster`: the engines' trades); its owner
   * calls `tradesAdded` with each new trade. The live exchange's trades are then not published.
   */
  serveTradesFrom(source: (symbol: string) => readonly PublicTrade[]): void {
    this.tradesSource = source;
    this.externalTrades = true;
  }

  /**
   * Serves the candles and ticker channels from another market (`npm run cluster`: the engines'
   * trades); its owner calls `marketChanged` after each change. The live exchange's then are not published.
   */
  serveMarketFrom(source: {
    minuteCandles(symbol: string): readonly Candle[];
    ticker(spec: SymbolSpec, now: number): MarketTicker;
  }): void {
    this.candleSource = (symbol) => source.minuteCandles(symbol);
    this.tickerSource = (spec, now) => source.ticker(spec, now);
    this.externalMarket = true;
  }

  /** The symbol's 1-minute candles as the candles channel serves them (the cluster's when served from it). */
  minuteCandles(symbol: string): readonly Candle[] {
    return this.candleSource(symbol);
  }

  /** Publishes new public trades of `symbol`, oldest first, on its trades channel. */
  tradesAdded(symbol: string, trades: readonly PublicTrade[]): void {
    const spec = findSymbol(symbol);
    if (spec === undefined || trades.length === 0) return;
    this.broadcast(`trades:${symbol}`, {
      channel: 'trades',
      symbol,
      action: 'update',
      data: trades.map((trade) => tradeView(spec, trade)).reverse(),
    });
  }

  /** Publishes the depth streams of `symbol` from the depth source. */
  depthChanged(symbol: string): void {
    for (const [key, stream] of this.depth) {
      if (stream.spec.symbol !== symbol) continue;
      const next = groupDepth(this.depthSource(symbol), stream.step, STREAM_LEVELS);
      const bids = diffSide(stream.view.bids, next.bids);
      const asks = diffSide(stream.view.asks, next.asks);
      if (bids.length === 0 && asks.length === 0) continue;
      stream.view = next;
      stream.seq += 1;
      this.broadcast(key, this.depthMessage(stream, 'update', bids, asks));
    }
  }

  /**
   * Sends a user's private `orders` or `fills` messages from another market (`npm run cluster`: the
   * engines' orders and fills of real-money accounts) to the user's live-venue sockets subscribed to it.
   */
  sendPrivate(userId: number, channel: 'orders' | 'fills', data: readonly unknown[]): void {
    if (data.length === 0) return;
    for (const client of this.users.get(userId) ?? [])
      if ((client.venue ?? 'live') === 'live' && this.privateSubs.get(client)?.has(channel))
        this.send(client, { channel, data });
  }

  get clientCount(): number {
    return this.privateSubs.size;
  }

  connect(client: StreamClient): void {
    this.privateSubs.set(client, new Set());
    if (client.userId !== null) {
      const set = this.users.get(client.userId) ?? new Set();
      set.add(client);
      this.users.set(client.userId, set);
    }
  }

  disconnect(client: StreamClient): void {
    for (const [key, subscribers] of this.topics) {
      if (subscribers.delete(client) && subscribers.size === 0) this.removeTopic(key);
    }
    this.privateSubs.delete(client);
    if (client.userId !== null) this.users.get(client.userId)?.delete(client);
  }

  /** Adds a channel served by another plugin (its name must be new). */
  register<Arg extends ChannelArgOf>(channel: StreamChannel<Arg>): void {
    this.registry.add(channel);
  }

  /** Checks a client's subscription arg against its channel's schema, refusing in its language. */
  parseArg(client: StreamClient, raw: ChannelArgOf): ParsedArg | { error: string } {
    return parseArg(raw, this.registry, client.languageType ?? 0);
  }

  /** Sends `message` to every subscriber of a registered channel's topic. */
  publish(topic: string, message: unknown): void {
    this.broadcast(topic, message);
  }

  /** Subscribes to a checked arg: the refusal, or undefined after the snapshot is sent. */
  join(client: StreamClient, parsed: ParsedArg): ChannelRefusal | undefined {
    if (parsed.kind === 'markets') return this.subscribe(client, parsed.arg);
    const { channel, arg } = parsed;
    if (channel.isPrivate && client.userId === null)
      return MARKETS_REFUSALS.loginRequired(client.languageType ?? 0);
    const opening = channel.open(subscriberOf(client), arg);
    if (isRefusal(opening)) return opening;
    const subscribers = this.topics.get(opening.topic) ?? new Set();
    this.topics.set(opening.topic, subscribers);
    this.topicChannels.set(opening.topic, channel);
    subscribers.add(client);
    this.send(client, { op: 'subscribed', arg: opening.arg });
    for (const message of opening.snapshot) this.send(client, message);
    return undefined;
  }

  leave(client: StreamClient, parsed: ParsedArg): void {
    if (parsed.kind === 'markets') {
      this.unsubscribe(client, parsed.arg);
      return;
    }
    const topic = parsed.channel.topicOf(subscriberOf(client), parsed.arg);
    const subscribers = topic === undefined ? undefined : this.topics.get(topic);
    if (topic !== undefined && subscribers?.delete(client) && subscribers.size === 0) this.removeTopic(topic);
    this.send(client, { op: 'unsubscribed', arg: parsed.arg });
  }

  /** Returns the refusal of a markets subscription, else undefined after sending its snapshot. */
  subscribe(client: StreamClient, arg: ChannelArg): ChannelRefusal | undefined {
    if (PRIVATE_CHANNELS.has(arg.channel)) {
      if (client.userId === null) return MARKETS_REFUSALS.loginRequired(client.languageType ?? 0);
      this.privateSubs.get(client)?.add(arg.channel);
      this.send(client, { op: 'subscribed', arg });
      return undefined;
    }
    if (!('symbol' in arg)) return undefined;
    const spec = findSymbol(arg.symbol);
    if (spec === undefined) return MARKETS_REFUSALS.unknownSymbol(client.languageType ?? 0);
    let normalised = arg;
    if (arg.channel === 'depth') {
      const step = parseDepthStep(spec, arg.step);
      if (step === undefined) return MARKETS_REFUSALS.invalidStep(client.languageType ?? 0);
      normalised = { ...arg, step: priceText(spec, step) };
    }
    const key = topicKey(normalised);
    const subscribers = this.topics.get(key) ?? new Set();
    this.topics.set(key, subscribers);
    subscribers.add(client);
    this.send(client, { op: 'subscribed', arg: normalised });
    this.sendSnapshot(client, spec, normalised);
    return undefined;
  }

  unsubscribe(client: StreamClient, arg: ChannelArg): void {
    if (PRIVATE_CHANNELS.has(arg.channel)) {
      this.privateSubs.get(client)?.delete(arg.channel);
    } else if ('symbol' in arg) {
      const spec = findSymbol(arg.symbol);
      let normalised = arg;
      if (spec !== undefined && arg.channel === 'depth') {
        const step = parseDepthStep(spec, arg.step);
        if (step !== undefined) normalised = { ...arg, step: priceText(spec, step) };
      }
      const key = topicKey(normalised);
      const subscribers = this.topics.get(key);
      if (subscribers?.delete(client) && subscribers.size === 0) this.removeTopic(key);
    }
    this.send(client, { op: 'unsubscribed', arg });
  }

  send(client: StreamClient, message: unknown): void {
    this.write(client, JSON.stringify(message));
  }

  private write(client: StreamClient, text: string): void {
    if (client.bufferedAmount() > SLOW_CLIENT_BYTES) {
      this.disconnect(client);
      client.drop('slow consumer');
      return;
    }
    client.send(text);
  }

  private broadcast(key: string, message: unknown): void {
    const subscribers = this.topics.get(key);
    if (subscribers === undefined || subscribers.size === 0) return;
    const text = JSON.stringify(message);
    for (const client of [...subscribers]) this.write(client, text);
  }

  private removeTopic(key: string): void {
    this.topics.delete(key);
    this.depth.delete(key);
    const channel = this.topicChannels.get(key);
    if (channel !== undefined) {
      this.topicChannels.delete(key);
      channel.closed?.(key);
    }
  }

  private depthStream(spec: SymbolSpec, stepText: string, key: string): DepthStream {
    let stream = this.depth.get(key);
    if (stream === undefined) {
      const step = parseDepthStep(spec, stepText) ?? 1;
      stream = {
        spec,
        step,
        stepText,
        seq: 1,
        view: groupDepth(this.depthSource(spec.symbol), step, STREAM_LEVELS),
      };
      this.depth.set(key, stream);
    }
    return stream;
  }

  private depthMessage(
    stream: DepthStream,
    action: 'snapshot' | 'update',
    bids: DepthView['bids'],
    asks: DepthView['asks'],
  ) {
    const format = levelText(stream.spec);
    return {
      channel: 'depth',
      symbol: stream.spec.symbol,
      step: stream.stepText,
      action,
      seq: stream.seq,
      prevSeq: action === 'snapshot' ? null : stream.seq - 1,
      checksum: depthChecksum(stream.view, stream.spec),
      bids: bids.map(format),
      asks: asks.map(format),
      ts: Date.now(),
    };
  }

  private sendSnapshot(client: StreamClient, spec: SymbolSpec, arg: ChannelArg): void {
    switch (arg.channel) {
      case 'depth': {
        const stream = this.depthStream(spec, arg.step ?? '', topicKey(arg));
        this.send(client, this.depthMessage(stream, 'snapshot', stream.view.bids, stream.view.asks));
        return;
      }
      case 'ticker':
        this.send(client, {
          channel: 'ticker',
          symbol: spec.symbol,
          data: this.tickerSource(spec, Date.now()),
        });
        return;
      case 'trades':
        this.send(client, {
          channel: 'trades',
          symbol: spec.symbol,
          action: 'snapshot',
          data: this.tradesSource(spec.symbol)
            .slice(-50)
            .reverse()
            .map((trade) => tradeView(spec, trade)),
        });
        return;
      case 'candles':
        this.send(client, {
          channel: 'candles',
          symbol: spec.symbol,
          interval: arg.interval,
          action: 'snapshot',
          data: aggregate(this.candleSource(spec.symbol), arg.interval, 200).map((candle) =>
            candleView(spec, candle),
          ),
        });
        return;
      default:
        return;
    }
  }

  private onCommit(batch: CommittedBatch): void {
    for (const symbol of batch.touchedSymbols) this.publishSymbol(symbol, batch);
    if (this.users.size > 0) this.publishPrivate(batch);
  }

  private publishSymbol(symbol: string, batch: CommittedBatch): void {
    const spec = findSymbol(symbol);
    if (spec === undefined) return;
    if (!this.externalDepth) this.depthChanged(symbol);
    const trades = batch.trades.filter((entry) => entry.symbol === symbol);
    if (trades.length > 0 && !this.externalTrades)
      this.tradesAdded(
        symbol,
        trades.map((entry) => entry.trade),
      );
    if (!this.externalMarket) this.marketChanged(symbol, trades.length > 0);
  }

  /**
   * Publishes `symbol`'s candles (when it traded) and its ticker (at most every TICKER_INTERVAL_MS)
   * from the market source.
   */
  marketChanged(symbol: string, traded: boolean): void {
    const spec = findSymbol(symbol);
    if (spec === undefined) return;
    if (traded) {
      for (const key of this.topics.keys()) {
        if (!key.startsWith(`candles:${symbol}:`)) continue;
        const interval = key.slice(`candles:${symbol}:`.length) as CandleInterval;
        const current = aggregate(this.candleSource(symbol), interval, 1);
        this.broadcast(key, {
          channel: 'candles',
          symbol,
          interval,
          action: 'update',
          data: current.map((candle) => candleView(spec, candle)),
        });
      }
    }
    const now = Date.now();
    if (
      this.topics.has(`ticker:${symbol}`) &&
      now - (this.tickerSentAt.get(symbol) ?? 0) >= TICKER_INTERVAL_MS
    ) {
      this.tickerSentAt.set(symbol, now);
      this.broadcast(`ticker:${symbol}`, {
        channel: 'ticker',
        symbol,
        data: this.tickerSource(spec, now),
      });
    }
  }

  private publishPrivate(batch: CommittedBatch): void {
    const perUser = new Map<number, { orders: unknown[]; fills: unknown[]; balances: unknown[] }>();
    const bucket = (userId: number) => {
      let entry = perUser.get(userId);
      if (entry === undefined) {
        entry = { orders: [], fills: [], balances: [] };
        perUser.set(userId, entry);
      }
      return entry;
    };
    for (const { order } of batch.orders) {
      if (this.users.has(order.userId)) bucket(order.userId).orders.push(spotOrderView(order));
    }
    for (const { venue, event } of batch.events) {
      if (event.type === 'balance') {
        const userId = userIdOf(event.accountId);
        if (userId !== undefined && venue === 'live' && this.balanceHold.held(userId, event.asset)) {
          // Half of a transfer to the outside: sent once both halves have moved.
          this.balanceHold.defer(userId, event.asset);
        } else if (userId !== undefined && this.users.has(userId)) {
          const hold = formatUnits(
            this.holdUnits(venue, event.accountId, event.asset, event.hold),
            LEDGER_DECIMALS,
          );
          bucket(userId).balances.push({ asset: event.asset, available: event.available, hold });
        }
      } else if (event.type === 'trade') {
        for (const fill of fillsOf(event)) {
          if (this.users.has(fill.userId)) bucket(fill.userId).fills.push(fill.view);
        }
      }
    }
    for (const [userId, messages] of perUser) {
      for (const client of this.users.get(userId) ?? []) {
        const channels = this.privateSubs.get(client);
        if (channels === undefined) continue;
        for (const channel of ['orders', 'fills', 'balances'] as const) {
          if (channels.has(channel) && messages[channel].length > 0)
            this.send(client, { channel, data: messages[channel] });
        }
      }
    }
  }
}

function subscriberOf(client: StreamClient): Subscriber {
  return { userId: client.userId, venue: client.venue ?? 'live', languageType: client.languageType ?? 0 };
}

function fillsOf(event: Extract<ExchangeEvent, { type: 'trade' }>) {
  const makerSide = event.takerSide === 'buy' ? 'sell' : 'buy';
  const parties = [
    {
      accountId: event.makerAccountId,
      orderNo: event.makerOrderId,
      side: makerSide,
      liquidity: 'maker',
      fee: event.makerFee,
      feeAsset: event.makerFeeAsset,
    },
    {
      accountId: event.takerAccountId,
      orderNo: event.takerOrderId,
      side: event.takerSide,
      liquidity: 'taker',
      fee: event.takerFee,
      feeAsset: event.takerFeeAsset,
    },
  ];
  const result: Array<{ userId: number; view: unknown }> = [];
  for (const party of parties) {
    const userId = userIdOf(party.accountId);
    if (userId === undefined) continue;
    result.push({
      userId,
      view: {
        tradeId: String(event.tradeId),
        orderNo: String(party.orderNo),
        symbol: event.symbol,
        side: party.side,
        liquidity: party.liquidity,
        price: event.price,
        size: event.size,
        quoteAmount: event.quoteAmount,
        fee: party.fee,
        feeAsset: party.feeAsset,
        ts: event.ts,
      },
    });
  }
  return result;
}
