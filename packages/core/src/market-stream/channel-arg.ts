import { type FuturesChannelArg, futuresChannelKey } from '../futures/stream-messages.ts';

/**
 * A channel of the markets stream (protocol §5.1), of its futures channels (protocol-futures §5a)
 * or of P2P's chat.
 */
export type ChannelArg =
  | { readonly channel: 'ticker' | 'trades'; readonly symbol: string }
  | { readonly channel: 'depth'; readonly symbol: string; readonly step?: string }
  | { readonly channel: 'candles'; readonly symbol: string; readonly interval: string }
  | { readonly channel: 'orders' | 'fills' | 'balances' }
  /** A P2P order's chat messages, for either side (docs/protocol-p2p.md). */
  | { readonly channel: 'p2p.chat' }
  /** The user's margin accounts as they change (docs/protocol-margin.md). */
  | { readonly channel: 'margin.account' }
  | FuturesChannelArg;

/** The channels kept as a verified book (seq, prevSeq and CRC-32, protocol §5.3). */
export type DepthChannelArg = Extract<ChannelArg, { channel: 'depth' | 'futures.depth' }>;

/** One key per subscription, also derivable from the data messages of that subscription. */
export function channelKey(arg: {
  channel: string;
  symbol?: string | undefined;
  step?: string | undefined;
  interval?: string | undefined;
}): string {
  if (arg.channel.startsWith('futures.')) return futuresChannelKey(arg);
  switch (arg.channel) {
    case 'depth':
      return `depth:${arg.symbol ?? ''}:${arg.step ?? ''}`;
    case 'candles':
      return `candles:${arg.symbol ?? ''}:${arg.interval ?? ''}`;
    case 'ticker':
    case 'trades':
      return `${arg.channel}:${arg.symbol ?? ''}`;
    default:
      return arg.channel;
  }
}
