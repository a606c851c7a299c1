// Wire shapes of the futures WebSocket channels (docs/protocol-futures.md §5a), for clients of the
// gateway's /ws socket. Money is decimal strings, times Unix milliseconds.

/** Subscription arguments of the futures channels. */
export type FuturesChannelArg =
  | { readonly channel: 'futures.depth'; readonly symbol: string; readonly step?: string }
  | { readonly channel: 'futures.trades' | 'futures.ticker'; readonly symbol: string }
  | { readonly channel: 'futures.positions' | 'futures.orders' | 'futures.account' };

export type FuturesChannel = FuturesChannelArg['channel'];

/** Channels that need the session cookie on the socket's upgrade request. */
export const PRIVATE_FUTURES_CHANNELS: ReadonlySet<FuturesChannel> = new Set([
  'futures.positions',
  'futures.orders',
  'futures.account',
]);

/** [price, size], exact strings as the wire writes them. */
export type FuturesDepthLevel = readonly [price: string, size: string];

/** The spot depth format with the futures channel name: apply by price, verify seq and checksum. */
export interface FuturesDepthMessage {
  readonly channel: 'futures.depth';
  readonly symbol: string;
  readonly step: string;
  readonly action: 'snapshot' | 'update';
  readonly seq: number;
  readonly prevSeq: number | null;
  readonly checksum: number;
  readonly bids: readonly FuturesDepthLevel[];
  readonly asks: readonly FuturesDepthLevel[];
  readonly ts: number;
}

export interface FuturesTradeView {
  readonly tradeId: string;
  readonly price: string;
  readonly size: string;
  readonly takerSide: 'buy' | 'sell';
  readonly time: number;
}

export interface FuturesTradesMessage {
  readonly channel: 'futures.trades';
  readonly symbol: string;
  readonly action: 'snapshot' | 'update';
  /** Newest first. */
  readonly data: readonly FuturesTradeView[];
}

export interface FuturesTickerView {
  readonly symbol: string;
  readonly indexPrice: string | null;
  readonly markPrice: string | null;
  readonly lastPrice: string | null;
  /** Predicted rate of the running funding interval. */
  readonly fundingRate: string;
  readonly lastFundingRate: string;
  /** The funding countdown ends here; null before the first index price. */
  readonly nextFundingTime: number | null;
  readonly fundingIntervalMs: number;
  /**
   * The rolling 24 hours of the contract's 1-minute candles as its chart shows them, named as on
   * the spot ticker: open, high and low (with the last price in), change and its rate in percent;
   * null before the first trade.
   */
  readonly open24h: string | null;
  readonly high24h: string | null;
  readonly low24h: string | null;
  readonly change24h: string | null;
  readonly changeRate24h: string | null;
  /** Traded size in the contract's base coin over the same 24 hours. */
  readonly baseVolume: string;
  /** Traded value in USDT over the same 24 hours. */
  readonly quoteVolume: string;
  readonly bestBid: string | null;
  readonly bestAsk: string | null;
  readonly ts: number;
}

export interface FuturesTickerMessage {
  readonly channel: 'futures.ticker';
  readonly symbol: string;
  readonly data: FuturesTickerView;
}

export interface FuturesTpslView {
  readonly triggerPrice: string;
  readonly priceType: 'mark' | 'last';
}

/** A position as GET /v1/futures/positions answers it (spec §3 fields). */
export interface FuturesPositionView {
  readonly symbol: string;
  readonly direction: 1 | 2;
  readonly marginMode: 1 | 2;
  readonly positionMode: 1 | 2;
  readonly openAvgPrice: string;
  readonly openDealCount: string;
  readonly closeDealCount: string;
  readonly openLevel: string;
  readonly openMarginCount: string;
  readonly count: string;
  readonly achievedProfits: string;
  readonly positionsOpenAvgPrice: string;
  readonly positionsOpenMarginCount: string;
  readonly positionsCount: string;
  readonly positionsLevel: string;
  readonly markPrice: string | null;
  readonly unrealisedPnl: string | null;
  readonly roe: string | null;
  readonly liquidationPrice: string | null;
  readonly takeProfit: FuturesTpslView | null;
  readonly stopLoss: FuturesTpslView | null;
}

/** An open order as GET /v1/futures/orders/open answers it. */
export interface FuturesOpenOrderView {
  readonly orderId: string;
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly positionSide: 1 | 2;
  readonly reduceOnly: boolean;
  readonly orderType: 'limit' | 'market';
  readonly price: string;
  readonly size: string;
  readonly hold: string;
  /** Null once the order is on the book. */
  readonly triggerPrice: string | null;
}

/** The futures wallet as GET /v1/futures/account answers it. */
export interface FuturesAccountView {
  readonly marginCoin: 'USDT';
  readonly available: string;
  readonly orderMargin: string;
  readonly positionMargin: string;
  readonly unrealisedPnl: string;
  readonly equity: string;
  readonly maxTransferOut: string;
  readonly positionMode: 1 | 2;
}

export type FuturesVenue = 'live' | 'demo';

/** Private messages carry the whole current state: replace, never merge. */
export interface FuturesPositionsMessage {
  readonly channel: 'futures.positions';
  readonly venue: FuturesVenue;
  readonly data: readonly FuturesPositionView[];
}

export interface FuturesOrdersMessage {
  readonly channel: 'futures.orders';
  readonly venue: FuturesVenue;
  readonly data: readonly FuturesOpenOrderView[];
}

export interface FuturesAccountMessage {
  readonly channel: 'futures.account';
  readonly venue: FuturesVenue;
  readonly data: FuturesAccountView;
}

export type FuturesStreamMessage =
  | FuturesDepthMessage
  | FuturesTradesMessage
  | FuturesTickerMessage
  | FuturesPositionsMessage
  | FuturesOrdersMessage
  | FuturesAccountMessage;

/** One key per subscription, also derivable from that subscription's data messages. */
export function futuresChannelKey(arg: {
  readonly channel: string;
  readonly symbol?: string | undefined;
  readonly step?: string | undefined;
}): string {
  switch (arg.channel) {
    case 'futures.depth':
      return `futures.depth:${arg.symbol ?? ''}:${arg.step ?? ''}`;
    case 'futures.trades':
    case 'futures.ticker':
      return `${arg.channel}:${arg.symbol ?? ''}`;
    default:
      return arg.channel;
  }
}
