import { z } from 'zod';
import { CANDLE_INTERVALS } from '../views/candles.ts';
import type { ChannelArgOf, ChannelRefusal, ChannelRegistry, StreamChannel } from './channel-registry.ts';

/** Channels a client can subscribe to (docs/protocol-markets.md, "WebSocket"). */
const symbol = z.string().regex(/^[A-Z0-9]{2,20}$/);

export const channelArg = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('ticker'), symbol }),
  z.strictObject({ channel: z.literal('trades'), symbol }),
  z.strictObject({
    channel: z.literal('depth'),
    symbol,
    step: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .optional(),
  }),
  z.strictObject({ channel: z.literal('candles'), symbol, interval: z.enum(CANDLE_INTERVALS) }),
  z.strictObject({ channel: z.literal('orders') }),
  z.strictObject({ channel: z.literal('fills') }),
  z.strictObject({ channel: z.literal('balances') }),
]);

export type ChannelArg = z.infer<typeof channelArg>;

/** The markets' own channel names; other plugins register theirs (channel-registry.ts). */
export const MARKETS_CHANNELS: ReadonlySet<string> = new Set(
  channelArg.options.map((option) => option.shape.channel.value),
);

/**
 * The envelope of a client message. Each arg names its channel here and is checked against that
 * channel's own schema (`parseArg`), so plugins can add channels the markets do not know.
 */
const anyArg = z.looseObject({ channel: z.string().max(64) });

export const clientMessage = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('subscribe'), args: z.array(anyArg).min(1).max(50) }),
  z.strictObject({ op: z.literal('unsubscribe'), args: z.array(anyArg).min(1).max(50) }),
  z.strictObject({ op: z.literal('ping'), id: z.union([z.string().max(64), z.number()]).optional() }),
]);

export type ClientMessage = z.infer<typeof clientMessage>;

/** A checked subscription arg: one of the markets' channels, or a channel a plugin registered. */
export type ParsedArg =
  | { readonly kind: 'markets'; readonly arg: ChannelArg }
  | { readonly kind: 'registered'; readonly channel: StreamChannel; readonly arg: ChannelArgOf };

/** Checks one arg against its channel's schema; answers the first problem's text when it fails. */
export function parseArg(raw: ChannelArgOf, registry: ChannelRegistry): ParsedArg | { error: string } {
  const registered = registry.get(raw.channel);
  if (registered !== undefined) {
    const parsed = registered.arg.safeParse(raw);
    return parsed.success
      ? { kind: 'registered', channel: registered, arg: parsed.data }
      : { error: parsed.error.issues[0]?.message ?? 'Invalid channel arguments' };
  }
  if (!MARKETS_CHANNELS.has(raw.channel)) return { error: `Unknown channel '${raw.channel}'` };
  const parsed = channelArg.safeParse(raw);
  return parsed.success
    ? { kind: 'markets', arg: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Invalid channel arguments' };
}

export const PRIVATE_CHANNELS = new Set(['orders', 'fills', 'balances']);

/** Refusals of the markets' own channels. */
export const MARKETS_REFUSALS = {
  loginRequired: { code: '20205', msg: 'Please login to visit' },
  unknownSymbol: { code: '30001', msg: 'Unknown symbol' },
  invalidStep: { code: '30002', msg: 'The depth step is not offered for this symbol' },
} as const satisfies Record<string, ChannelRefusal>;

/** A stable key per subscription; the depth step is normalised by the caller. */
export function topicKey(arg: ChannelArg): string {
  switch (arg.channel) {
    case 'ticker':
    case 'trades':
      return `${arg.channel}:${arg.symbol}`;
    case 'depth':
      return `depth:${arg.symbol}:${arg.step ?? ''}`;
    case 'candles':
      return `candles:${arg.symbol}:${arg.interval}`;
    default:
      return arg.channel;
  }
}
