import type { CandleInterval } from '../../../markets/minute-candles.ts';

/** The product lines the v2 sockets serve. */
export const INST_TYPES = ['SPOT', 'USDT-FUTURES'] as const;
export type InstType = (typeof INST_TYPES)[number];

/** A subscription arg as Bitget's v2 socket takes it. */
export interface V2Arg {
  readonly instType: InstType;
  readonly channel: string;
  readonly instId?: string;
  readonly coin?: string;
}

export type FeedKind =
  | 'books'
  | 'booksTop'
  | 'ticker'
  | 'trade'
  | 'candle'
  | 'orders'
  | 'fill'
  | 'account'
  | 'positions';

/** The /ws channel a v2 subscription is fed from, as its arg. */
export interface HubArg {
  readonly channel: string;
  readonly symbol?: string;
  readonly interval?: CandleInterval;
}

/**
 * One v2 subscription: what the client asked for (echoed in every push), what feeds it and how.
 * Fed by a /ws channel (`hub`) or, for the futures order events, fills and candles the /ws socket
 * does not carry, straight from the futures engine's committed batches (`hub` undefined).
 */
export interface V2Feed {
  readonly kind: FeedKind;
  readonly arg: V2Arg;
  readonly key: string;
  readonly isPrivate: boolean;
  readonly spot: boolean;
  /** The instrument, or undefined for every one ("default"). */
  readonly symbol: string | undefined;
  readonly hub: HubArg | undefined;
  readonly levels?: number;
  readonly interval?: CandleInterval;
}

/** Bitget's candle channels and the interval each is here (the UTC forms are the same here). */
export const CANDLE_CHANNELS: Readonly<Record<string, CandleInterval>> = {
  candle1m: '1m',
  candle5m: '5m',
  candle15m: '15m',
  candle30m: '30m',
  candle1H: '1h',
  candle4H: '4h',
  candle6H: '6h',
  candle6Hutc: '6h',
  candle12H: '12h',
  candle12Hutc: '12h',
  candle1D: '1d',
  candle1Dutc: '1d',
  candle1W: '1w',
  candle1Wutc: '1w',
  candle1M: '1M',
  candle1Mutc: '1M',
};

const TOP_LEVELS: Readonly<Record<string, number>> = { books1: 1, books5: 5, books15: 15 };

export const PUBLIC_CHANNELS: readonly string[] = [
  'books',
  ...Object.keys(TOP_LEVELS),
  'ticker',
  'trade',
  ...Object.keys(CANDLE_CHANNELS),
];
export const PRIVATE_CHANNELS: readonly string[] = ['orders', 'fill', 'account', 'positions'];

/** The key of a subscription: Bitget identifies one by instType, channel and instId (or coin). */
export function feedKey(arg: V2Arg): string {
  return `${arg.instType}|${arg.channel}|${arg.instId ?? arg.coin ?? 'default'}`;
}

export function hubKey(arg: HubArg): string {
  return `${arg.channel}|${arg.symbol ?? ''}|${arg.interval ?? ''}`;
}

/** A symbol as Bitget spells instIds: upper-case letters and digits. */
const INST_ID = /^[A-Z0-9]{2,32}$/;

/**
 * The feed of a v2 arg, or undefined when no such channel exists for that instType (Bitget's
 * 30001). Whether the instrument exists is the /ws channel's check, made on subscribing.
 */
export function feedOf(arg: V2Arg, socket: 'public' | 'private'): V2Feed | undefined {
  const spot = arg.instType === 'SPOT';
  const instId = arg.instId;
  const symbol = instId === undefined || instId === 'default' ? undefined : instId;
  if (symbol !== undefined && !INST_ID.test(symbol)) return undefined;
  const key = feedKey(arg);
  const base = { arg, key, spot, symbol };
  if (socket === 'public') {
    if (symbol === undefined) return undefined;
    const depth = { channel: spot ? 'depth' : 'futures.depth', symbol };
    if (arg.channel === 'books') return { ...base, kind: 'books', isPrivate: false, hub: depth };
    const levels = TOP_LEVELS[arg.channel];
    if (levels !== undefined) return { ...base, kind: 'booksTop', isPrivate: false, hub: depth, levels };
    if (arg.channel === 'ticker')
      return {
        ...base,
        kind: 'ticker',
        isPrivate: false,
        hub: { channel: spot ? 'ticker' : 'futures.ticker', symbol },
      };
    if (arg.channel === 'trade')
      return {
        ...base,
        kind: 'trade',
        isPrivate: false,
        hub: { channel: spot ? 'trades' : 'futures.trades', symbol },
      };
    const interval = CANDLE_CHANNELS[arg.channel];
    if (interval === undefined) return undefined;
    return {
      ...base,
      kind: 'candle',
      isPrivate: false,
      interval,
      hub: spot ? { channel: 'candles', symbol, interval } : undefined,
    };
  }
  switch (arg.channel) {
    case 'orders':
      return { ...base, kind: 'orders', isPrivate: true, hub: spot ? { channel: 'orders' } : undefined };
    case 'fill':
      return { ...base, kind: 'fill', isPrivate: true, hub: spot ? { channel: 'fills' } : undefined };
    case 'account':
      return {
        ...base,
        kind: 'account',
        isPrivate: true,
        hub: { channel: spot ? 'balances' : 'futures.account' },
      };
    case 'positions':
      if (spot) return undefined;
      return { ...base, kind: 'positions', isPrivate: true, hub: { channel: 'futures.positions' } };
    default:
      return undefined;
  }
}
