import { z } from 'zod';
import { CANDLE_INTERVALS } from '../views/candles.ts';

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

export const clientMessage = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('subscribe'), args: z.array(channelArg).min(1).max(50) }),
  z.strictObject({ op: z.literal('unsubscribe'), args: z.array(channelArg).min(1).max(50) }),
  z.strictObject({ op: z.literal('ping'), id: z.union([z.string().max(64), z.number()]).optional() }),
]);

export type ClientMessage = z.infer<typeof clientMessage>;

export const PRIVATE_CHANNELS = new Set(['orders', 'fills', 'balances']);

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
