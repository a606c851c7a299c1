import type { FuturesVenue } from '@tideline/core/futures';
import type { z } from 'zod';
import type { FuturesOpenOrder } from '../model/futures-types.ts';

// What the futures page does with the socket's messages, apart from React and the socket itself.

/** Futures depth frames start like this on the wire, so they go to the depth worker unparsed. */
export const FUTURES_DEPTH_FRAME_PREFIX = '{"channel":"futures.depth"';

/**
 * A pushed view checked against the protocol schema of the REST answer it mirrors
 * (protocol-futures §5a); a message that does not match is not applied.
 */
export function pushedView<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.infer<Schema> | undefined {
  const checked = schema.safeParse(data);
  return checked.success ? checked.data : undefined;
}

/** The venue the private channels must show: the socket's venue is fixed when it opens. */
export function expectedVenue(demo: boolean): FuturesVenue {
  return demo ? 'demo' : 'live';
}

/**
 * A REST read repeats only while the socket cannot bring the same data (`false`: no polling);
 * `live` is true once the socket is open and, for private data, authenticated.
 */
export function pollWhileDown(live: boolean, everyMs: number): number | false {
  return live ? false : everyMs;
}

/** The socket sends every open order of the account; a table keyed by contract shows its own. */
export function openOrdersOf(symbol: string, orders: readonly FuturesOpenOrder[]): FuturesOpenOrder[] {
  return orders.filter((order) => order.symbol === symbol);
}

/** Keys of the trader's data the private channels keep current (the rest is re-read after a command). */
export const STREAMED_ACCOUNT_PARTS: ReadonlySet<string> = new Set(['account', 'positions', 'open']);
