import type { z } from 'zod';
import type { VenueName } from '../trading-account.ts';

/**
 * Who subscribes: the session's user (null without one), the venue its demo switch selects and
 * the `languageType` refusals are written in (§7).
 */
export interface Subscriber {
  readonly userId: number | null;
  readonly venue: VenueName;
  readonly languageType: number;
}

/** A refused subscription, answered as `{ op: 'error', code, msg, arg }`. */
export interface ChannelRefusal {
  readonly code: string;
  readonly msg: string;
}

/** An accepted subscription: the topic it joins, the normalised arg and the messages that start it. */
export interface ChannelOpening {
  readonly topic: string;
  readonly arg: ChannelArgOf;
  readonly snapshot: readonly unknown[];
}

/** Any registered channel's subscription argument (its own schema has validated the rest). */
export interface ChannelArgOf {
  readonly channel: string;
  readonly [field: string]: unknown;
}

/**
 * A channel another plugin serves on the /ws socket. The hub validates the arg with `arg`, refuses
 * a private channel without a session, and keeps the topic's subscribers; the owner publishes to
 * topics with `StreamBus.publish` (platform/streams/stream-bus.ts) and frees what it keeps per topic in `closed`.
 */
export interface StreamChannel<Arg extends ChannelArgOf = ChannelArgOf> {
  /** Wire name, prefixed by its owner (`futures.depth`). */
  readonly name: string;
  /** The whole subscription object, `channel` included (a strict object). */
  readonly arg: z.ZodType<Arg>;
  /** Needs a session; the hub refuses it with 20205 otherwise. */
  readonly isPrivate: boolean;
  /** Joins a subscriber to its topic: the normalised arg and its snapshot, or a refusal. */
  open(subscriber: Subscriber, arg: Arg): ChannelOpening | ChannelRefusal;
  /** The topic an unsubscribe names, or undefined when the arg could never have been opened. */
  topicOf(subscriber: Subscriber, arg: Arg): string | undefined;
  /** The last subscriber of `topic` left. */
  closed?(topic: string): void;
}

/** The channels plugins added, by name. Names are unique and never collide with the markets' own. */
export class ChannelRegistry {
  private readonly channels = new Map<string, StreamChannel>();

  constructor(private readonly reserved: ReadonlySet<string>) {}

  add<Arg extends ChannelArgOf>(channel: StreamChannel<Arg>): void {
    if (this.reserved.has(channel.name) || this.channels.has(channel.name))
      throw new Error(`stream channel '${channel.name}' is already registered`);
    this.channels.set(channel.name, channel as unknown as StreamChannel);
  }

  get(name: string): StreamChannel | undefined {
    return this.channels.get(name);
  }
}

export function isRefusal(answer: ChannelOpening | ChannelRefusal): answer is ChannelRefusal {
  return 'code' in answer;
}
