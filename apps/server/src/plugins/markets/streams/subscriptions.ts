import { z } from 'zod';
import { serverMessage } from '../../../i18n/index.ts';
import { validationText } from '../../../i18n/validation-texts.ts';
import { CANDLE_INTERVALS } from '../../../markets/minute-candles.ts';
import type {
  ChannelArgOf,
  ChannelRefusal,
  ChannelRegistry,
  StreamChannel,
} from '../../../platform/streams/channel-registry.ts';
import { decimalString, pairSymbol } from '../../platform/schemas.ts';
import { describeIssue, zodErrorMapFor } from '../../platform/validation-message.ts';
import { marketsMessage } from '../messages.ts';

/** Channels a client can subscribe to (docs/protocol-markets.md, "WebSocket"). */
const symbol = pairSymbol;

export const channelArg = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('ticker'), symbol }),
  z.strictObject({ channel: z.literal('trades'), symbol }),
  z.strictObject({
    channel: z.literal('depth'),
    symbol,
    step: decimalString.optional(),
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

/**
 * The `msg` of a client message or arg its schema refused: the first problem's field and text in
 * the socket's language (§7, §8), as a REST refusal words it.
 */
export function refusedInputText(error: z.ZodError, languageType: number): string {
  const issue = error.issues[0];
  const { field, issue: text } =
    issue === undefined ? { field: 'arg', issue: '' } : describeIssue(issue, 'arg');
  return serverMessage('request.invalidParameter', languageType, { field, issue: text });
}

/**
 * Checks one arg against its channel's schema; when it fails, answers the first problem in the
 * language of `languageType`.
 */
export function parseArg(
  raw: ChannelArgOf,
  registry: ChannelRegistry,
  languageType: number,
): ParsedArg | { error: string } {
  const options = { error: zodErrorMapFor(languageType) };
  const registered = registry.get(raw.channel);
  if (registered !== undefined) {
    const parsed = registered.arg.safeParse(raw, options);
    return parsed.success
      ? { kind: 'registered', channel: registered, arg: parsed.data }
      : { error: refusedInputText(parsed.error, languageType) };
  }
  if (!MARKETS_CHANNELS.has(raw.channel))
    return { error: validationText('stream.unknownChannel', languageType, { channel: raw.channel }) };
  const parsed = channelArg.safeParse(raw, options);
  return parsed.success
    ? { kind: 'markets', arg: parsed.data }
    : { error: refusedInputText(parsed.error, languageType) };
}

export const PRIVATE_CHANNELS = new Set(['orders', 'fills', 'balances']);

/** Refusals of the markets' own channels, in the subscriber's language (§7, §8). */
export const MARKETS_REFUSALS = {
  loginRequired: (languageType: number): ChannelRefusal => ({
    code: '20205',
    msg: serverMessage('auth.loginRequired', languageType),
  }),
  unknownSymbol: (languageType: number): ChannelRefusal => ({
    code: '30001',
    msg: marketsMessage('30001', languageType),
  }),
  invalidStep: (languageType: number): ChannelRefusal => ({
    code: '30002',
    msg: validationText('stream.stepNotOffered', languageType),
  }),
} as const;

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
