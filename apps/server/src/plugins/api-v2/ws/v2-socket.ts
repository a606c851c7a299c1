import type {
  FuturesAccountView,
  FuturesPositionView,
  FuturesTickerView,
  FuturesTradeView,
} from '@tideline/core/futures';
import type { SpotFillWire } from '@tideline/protocol/spot/fill';
import type { SpotTickerWire, SpotTradeWire } from '@tideline/protocol/spot/market-data';
import type { SpotOrderWire } from '@tideline/protocol/spot/order';
import { findContract } from '../../../futures/contracts.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import { accountIdOf } from '../../../platform/trading-account.ts';
import { type CommittedFuturesBatch, type FuturesEventFeed, futuresCandleRows } from '../../futures/index.ts';
import { SLOW_CLIENT_BYTES, type StreamClient, type StreamHub } from '../../markets/index.ts';
import { BookMirror, type WireLevel } from './book-mirror.ts';
import { feedOf, type HubArg, hubKey, INST_TYPES, type V2Feed } from './v2-channels.ts';
import {
  bookData,
  candle,
  futuresAccount,
  futuresFill,
  futuresOrder,
  futuresPosition,
  futuresTicker,
  futuresTrade,
  type SpotBalanceData,
  spotAccount,
  spotFill,
  spotOrder,
  spotTicker,
  spotTrade,
} from './v2-pushes.ts';
import { type WsRefusal, wsRefusal } from './ws-refusals.ts';

/** A subscription arg as received, before it is known to name a channel. */
export interface RawArg {
  readonly instType?: string;
  readonly channel?: string;
  readonly instId?: string;
  readonly coin?: string;
}

/** The socket as a v2 connection writes to it. */
export interface SocketLink {
  send(text: string): void;
  bufferedAmount(): number;
  terminate(): void;
}

/** The account a private socket's login proved, on the venue it trades. */
export interface SocketAccount {
  readonly accessKey: string;
  readonly userId: number;
  readonly venue: VenueName;
}

/**
 * Where a connection's data come from: the /ws hub, and the futures events for what /ws does not
 * carry. Both serve the page's market: beside `npm run cluster`, the engines'.
 */
export interface V2Sources {
  readonly hub: StreamHub;
  readonly futuresEvents: FuturesEventFeed | undefined;
}

/** Bitget's limit: at most this many subscriptions on one connection. */
export const MAX_SUBSCRIPTIONS = 1000;
/** Candles in a candle channel's first push. */
const CANDLE_SNAPSHOT = 200;
/** Order types remembered per socket, so a spot fill can name its order's type. */
const ORDER_TYPES_KEPT = 1000;

/** One /ws topic this connection takes part in, and the v2 subscriptions it feeds. */
interface HubFeed {
  readonly arg: HubArg;
  readonly feeds: Set<V2Feed>;
  mirror: BookMirror | undefined;
  seq: number;
}

type Push = { action: 'snapshot' | 'update'; feed: V2Feed; data: unknown };

/** The parts of a /ws message this connection reads. */
interface HubMessage {
  op?: string;
  channel?: string;
  symbol?: string;
  interval?: string;
  action?: 'snapshot' | 'update';
  seq?: number;
  bids?: WireLevel[];
  asks?: WireLevel[];
  data?: unknown;
}

function levelSizes(mirror: BookMirror | undefined): { bidSz: string; askSz: string } {
  const top = mirror?.top(1);
  return { bidSz: top?.bids[0]?.[1] ?? '', askSz: top?.asks[0]?.[1] ?? '' };
}

function argText(arg: RawArg): string {
  return `instType:${arg.instType ?? ''},channel:${arg.channel ?? ''},instId:${arg.instId ?? arg.coin ?? ''} doesn't exist`;
}

/**
 * One `/api/v2/ws/public` or `/api/v2/ws/private` connection (issue #32 item 3). It takes part in
 * the /ws stream hub as one more client, so its data are the same committed engine events, its
 * slow-consumer cut-off the hub's, and its messages are those payloads in Bitget's v2 shapes. The
 * USDT-futures order events, fills and candles, which /ws does not carry, come from the futures
 * events as they become durable (`onFuturesBatch`, FuturesEventFeed: the contract engines' results
 * beside `npm run cluster`).
 */
export class V2Socket {
  private inner: StreamClient | undefined;
  private readonly feeds = new Map<string, V2Feed>();
  private readonly hubFeeds = new Map<string, HubFeed>();
  /** While a /ws subscription is opened: the v2 subscription its snapshot is for, and the pushes held back. */
  private joining: { feed: V2Feed; held: Push[] } | undefined;
  private readonly orderTypes = new Map<string, string>();
  /** Each open futures order's size when accepted, by symbol and order number (a cluster's old futures orders were numbered per contract). */
  private readonly futuresOrderSizes = new Map<string, string>();
  private account: SocketAccount | undefined;

  constructor(
    private readonly link: SocketLink,
    private readonly sources: V2Sources,
    readonly kind: 'public' | 'private',
  ) {
    if (kind === 'public') this.connectHub(null, 'live');
  }

  get loggedIn(): SocketAccount | undefined {
    return this.account;
  }

  /** Whether any subscription is fed by the futures engine's batches directly. */
  get wantsFuturesBatches(): boolean {
    for (const feed of this.feeds.values()) if (feed.hub === undefined) return true;
    return false;
  }

  close(): void {
    if (this.inner !== undefined) this.sources.hub.disconnect(this.inner);
    this.inner = undefined;
  }

  /** After a login: the hub client of the account, replacing any earlier one and its subscriptions. */
  logIn(account: SocketAccount): void {
    this.close();
    this.feeds.clear();
    this.hubFeeds.clear();
    this.account = account;
    this.connectHub(account.userId, account.venue);
    this.write({ event: 'login', code: 0, msg: '' });
  }

  refuse(refusal: WsRefusal, extra: Record<string, unknown> = {}): void {
    this.write({ event: 'error', ...extra, code: refusal.code, msg: refusal.msg });
  }

  writeText(text: string): void {
    if (this.link.bufferedAmount() > SLOW_CLIENT_BYTES) {
      this.close();
      this.link.terminate();
      return;
    }
    this.link.send(text);
  }

  private write(message: unknown): void {
    this.writeText(JSON.stringify(message));
  }

  private connectHub(userId: number | null, venue: VenueName): void {
    const client: StreamClient = {
      userId,
      venue,
      languageType: 0,
      send: (text) => this.fromHub(text),
      bufferedAmount: () => this.link.bufferedAmount(),
      drop: () => this.link.terminate(),
    };
    this.inner = client;
    this.sources.hub.connect(client);
  }

  subscribe(args: readonly RawArg[]): void {
    for (const raw of args) {
      const refusal = this.subscribeOne(raw);
      if (refusal !== undefined) this.refuse(refusal, { arg: raw, op: 'subscribe' });
    }
  }

  unsubscribe(args: readonly RawArg[]): void {
    for (const raw of args) {
      const feed = this.feedOfRaw(raw);
      if (feed === undefined) {
        this.refuse(wsRefusal('channelUnknown', argText(raw)), { arg: raw, op: 'unsubscribe' });
        continue;
      }
      const known = this.feeds.get(feed.key);
      if (known !== undefined) this.drop(known);
      this.write({ event: 'unsubscribe', arg: feed.arg });
    }
  }

  private feedOfRaw(raw: RawArg): V2Feed | undefined {
    const instType = INST_TYPES.find((known) => known === raw.instType);
    if (instType === undefined || raw.channel === undefined) return undefined;
    return feedOf(
      {
        instType,
        channel: raw.channel,
        ...(raw.instId === undefined ? {} : { instId: raw.instId }),
        ...(raw.coin === undefined ? {} : { coin: raw.coin }),
      },
      this.kind,
    );
  }

  private subscribeOne(raw: RawArg): WsRefusal | undefined {
    const feed = this.feedOfRaw(raw);
    if (feed === undefined) return wsRefusal('channelUnknown', argText(raw));
    if (feed.isPrivate && this.account === undefined) return wsRefusal('loginRequired');
    if (this.feeds.has(feed.key)) {
      this.write({ event: 'subscribe', arg: feed.arg });
      return undefined;
    }
    if (this.feeds.size >= MAX_SUBSCRIPTIONS) return wsRefusal('tooManyRequests');
    if (feed.hub === undefined) return this.subscribeFutures(feed);
    const inner = this.inner;
    if (inner === undefined) return wsRefusal('loginRequired');
    const parsed = this.sources.hub.parseArg(inner, { ...feed.hub });
    if ('error' in parsed) return wsRefusal('channelUnknown', argText(raw));
    const key = hubKey(feed.hub);
    const state: HubFeed = this.hubFeeds.get(key) ?? {
      arg: feed.hub,
      feeds: new Set(),
      mirror: undefined,
      seq: 0,
    };
    const joining = { feed, held: [] as Push[] };
    this.joining = joining;
    this.hubFeeds.set(key, state);
    let refused: ReturnType<StreamHub['join']>;
    try {
      refused = this.sources.hub.join(inner, parsed);
    } finally {
      this.joining = undefined;
    }
    if (refused !== undefined) {
      if (state.feeds.size === 0) this.hubFeeds.delete(key);
      return wsRefusal('channelUnknown', argText(raw));
    }
    state.feeds.add(feed);
    this.feeds.set(feed.key, feed);
    this.write({ event: 'subscribe', arg: feed.arg });
    for (const push of joining.held) this.push(push);
    return undefined;
  }

  /** The futures subscriptions /ws does not carry: order events, fills and candles. */
  private subscribeFutures(feed: V2Feed): WsRefusal | undefined {
    if (this.sources.futuresEvents === undefined) return wsRefusal('channelUnknown', argText(feed.arg));
    if (feed.symbol !== undefined && findContract(feed.symbol) === undefined)
      return wsRefusal('channelUnknown', argText(feed.arg));
    this.feeds.set(feed.key, feed);
    this.write({ event: 'subscribe', arg: feed.arg });
    if (feed.kind === 'candle' && feed.symbol !== undefined && feed.interval !== undefined) {
      this.push({
        action: 'snapshot',
        feed,
        data: this.futuresCandles(feed.symbol, feed.interval, CANDLE_SNAPSHOT),
      });
    }
    return undefined;
  }

  private drop(feed: V2Feed): void {
    this.feeds.delete(feed.key);
    if (feed.hub === undefined || this.inner === undefined) return;
    const key = hubKey(feed.hub);
    const state = this.hubFeeds.get(key);
    if (state === undefined) return;
    state.feeds.delete(feed);
    if (state.feeds.size > 0) return;
    this.hubFeeds.delete(key);
    const parsed = this.sources.hub.parseArg(this.inner, { ...feed.hub });
    // The hub's "unsubscribed" answer is /ws's own and is not passed on.
    if (!('error' in parsed)) this.sources.hub.leave(this.inner, parsed);
  }

  private push(push: Push): void {
    if (this.joining !== undefined) {
      this.joining.held.push(push);
      return;
    }
    this.write({ action: push.action, arg: push.feed.arg, data: push.data, ts: Date.now() });
  }

  /** A /ws message for this connection: passed on, in v2 shape, to the subscriptions it feeds. */
  private fromHub(text: string): void {
    const message = JSON.parse(text) as HubMessage;
    if (message.op !== undefined || message.channel === undefined) return;
    const arg: HubArg = {
      channel: message.channel,
      ...(message.symbol === undefined ? {} : { symbol: message.symbol }),
      ...(message.interval === undefined ? {} : { interval: message.interval as HubArg['interval'] }),
    };
    const state = this.hubFeeds.get(hubKey(arg));
    if (state === undefined) return;
    const targets = this.joining === undefined ? [...state.feeds] : [this.joining.feed];
    if (message.channel === 'depth' || message.channel === 'futures.depth') {
      this.fromDepth(state, message, targets);
      return;
    }
    for (const feed of targets) this.fromData(state, message, feed);
  }

  private fromDepth(state: HubFeed, message: HubMessage, targets: readonly V2Feed[]): void {
    state.mirror ??= new BookMirror();
    const action = message.action ?? 'update';
    const changedBids = message.bids ?? [];
    const changedAsks = message.asks ?? [];
    state.mirror.apply(action, changedBids, changedAsks);
    state.seq = message.seq ?? state.seq + 1;
    const checksum = state.mirror.checksum();
    const fresh = this.joining !== undefined;
    for (const feed of targets) {
      if (feed.kind === 'books') {
        if (fresh || action === 'snapshot') {
          const all = state.mirror.top();
          this.push({ action: 'snapshot', feed, data: [bookData(all.bids, all.asks, checksum, state.seq)] });
        } else {
          this.push({
            action: 'update',
            feed,
            data: [bookData(changedBids, changedAsks, checksum, state.seq)],
          });
        }
      } else if (feed.kind === 'booksTop') {
        const top = state.mirror.top(feed.levels);
        this.push({ action: 'snapshot', feed, data: [bookData(top.bids, top.asks, checksum, state.seq)] });
      }
    }
  }

  private depthMirror(symbol: string | undefined, channel: string): BookMirror | undefined {
    return this.hubFeeds.get(hubKey({ channel, ...(symbol === undefined ? {} : { symbol }) }))?.mirror;
  }

  private fromData(_state: HubFeed, message: HubMessage, feed: V2Feed): void {
    const fresh = this.joining !== undefined;
    const action = fresh ? 'snapshot' : (message.action ?? 'snapshot');
    const now = Date.now();
    switch (message.channel) {
      case 'ticker':
        this.push({
          action: 'snapshot',
          feed,
          data: [
            spotTicker(message.data as SpotTickerWire, levelSizes(this.depthMirror(message.symbol, 'depth'))),
          ],
        });
        return;
      case 'futures.ticker':
        this.push({
          action: 'snapshot',
          feed,
          data: [
            futuresTicker(
              message.data as FuturesTickerView,
              levelSizes(this.depthMirror(message.symbol, 'futures.depth')),
            ),
          ],
        });
        return;
      case 'trades':
        this.push({ action, feed, data: (message.data as SpotTradeWire[]).map(spotTrade) });
        return;
      case 'futures.trades':
        this.push({ action, feed, data: (message.data as FuturesTradeView[]).map(futuresTrade) });
        return;
      case 'candles':
        this.push({
          action,
          feed,
          data: (message.data as Parameters<typeof candle>[0][]).map(candle),
        });
        return;
      case 'orders': {
        const orders = (message.data as SpotOrderWire[]).filter(
          (order) => feed.symbol === undefined || order.symbol === feed.symbol,
        );
        for (const order of orders) this.rememberOrderType(order.orderNo, order.orderType);
        if (orders.length > 0) this.push({ action: 'snapshot', feed, data: orders.map(spotOrder) });
        return;
      }
      case 'fills': {
        const fills = (message.data as SpotFillWire[]).filter(
          (fill) => feed.symbol === undefined || fill.symbol === feed.symbol,
        );
        if (fills.length > 0)
          this.push({
            action: 'snapshot',
            feed,
            data: fills.map((fill) => spotFill(fill, this.orderTypes.get(fill.orderNo) ?? 'limit')),
          });
        return;
      }
      case 'balances': {
        const coin = feed.arg.coin;
        const balances = (message.data as SpotBalanceData[]).filter(
          (balance) => coin === undefined || coin === 'default' || balance.asset === coin,
        );
        if (balances.length > 0)
          this.push({ action: 'snapshot', feed, data: balances.map((balance) => spotAccount(balance, now)) });
        return;
      }
      case 'futures.positions': {
        const positions = (message.data as FuturesPositionView[]).filter(
          (position) => feed.symbol === undefined || position.symbol === feed.symbol,
        );
        this.push({
          action: 'snapshot',
          feed,
          data: positions.map((position) => futuresPosition(position, now)),
        });
        return;
      }
      case 'futures.account':
        this.push({ action: 'snapshot', feed, data: [futuresAccount(message.data as FuturesAccountView)] });
        return;
      default:
        return;
    }
  }

  private rememberOrderType(orderNo: string, orderType: string): void {
    this.orderTypes.delete(orderNo);
    this.orderTypes.set(orderNo, orderType);
    if (this.orderTypes.size > ORDER_TYPES_KEPT) {
      const oldest = this.orderTypes.keys().next().value;
      if (oldest !== undefined) this.orderTypes.delete(oldest);
    }
  }

  private futuresCandles(symbol: string, interval: NonNullable<V2Feed['interval']>, limit: number) {
    const futuresEvents = this.sources.futuresEvents;
    const contract = findContract(symbol);
    if (futuresEvents === undefined || contract === undefined) return [];
    // Before the contract's first trade, its index's history: the spot candles the page shows.
    return futuresCandleRows(
      contract,
      futuresEvents.liveMinuteCandles(symbol),
      this.sources.hub.minuteCandles(symbol),
      { interval, limit },
    ).map(candle);
  }

  /** Durable futures events: this connection's futures order events, fills and candles. */
  onFuturesBatch(batch: CommittedFuturesBatch): void {
    const account = this.account;
    const accountId = account === undefined ? undefined : accountIdOf(account.userId);
    const liveTraded = new Set<string>();
    const orders: ReturnType<typeof futuresOrder>[] = [];
    const fills: ReturnType<typeof futuresFill>[] = [];
    for (const { venue, event } of batch.events) {
      if (event.type === 'trade' && venue === 'live') liveTraded.add(event.symbol);
      if (account === undefined || venue !== account.venue) continue;
      if (event.type === 'order' && event.accountId === accountId) {
        const id = `${event.symbol}:${event.orderId}`;
        if (event.status === 'accepted' && !this.futuresOrderSizes.has(id))
          this.futuresOrderSizes.set(id, event.size);
        orders.push(futuresOrder(event, this.futuresOrderSizes.get(id)));
        if (event.status === 'done') this.futuresOrderSizes.delete(id);
      } else if (event.type === 'trade') {
        if (event.makerAccountId === accountId) fills.push(futuresFill(event, true));
        if (event.takerAccountId === accountId) fills.push(futuresFill(event, false));
      }
    }
    for (const feed of this.feeds.values()) {
      if (feed.hub !== undefined) continue;
      const mine = <T extends { instId?: string; symbol?: string }>(rows: T[]) =>
        rows.filter((row) => feed.symbol === undefined || (row.instId ?? row.symbol) === feed.symbol);
      if (feed.kind === 'orders') {
        const data = mine(orders);
        if (data.length > 0) this.push({ action: 'snapshot', feed, data });
      } else if (feed.kind === 'fill') {
        const data = mine(fills);
        if (data.length > 0) this.push({ action: 'snapshot', feed, data });
      } else if (feed.kind === 'candle' && feed.symbol !== undefined && feed.interval !== undefined) {
        if (liveTraded.has(feed.symbol))
          this.push({ action: 'update', feed, data: this.futuresCandles(feed.symbol, feed.interval, 1) });
      }
    }
  }
}
