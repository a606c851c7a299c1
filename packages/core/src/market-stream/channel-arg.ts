/** A channel of the markets stream (protocol §5.1). */
export type ChannelArg =
  | { readonly channel: 'ticker' | 'trades'; readonly symbol: string }
  | { readonly channel: 'depth'; readonly symbol: string; readonly step?: string }
  | { readonly channel: 'candles'; readonly symbol: string; readonly interval: string }
  | { readonly channel: 'orders' | 'fills' | 'balances' };

/** One key per subscription, also derivable from the data messages of that subscription. */
export function channelKey(arg: {
  channel: string;
  symbol?: string | undefined;
  step?: string | undefined;
  interval?: string | undefined;
}): string {
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
