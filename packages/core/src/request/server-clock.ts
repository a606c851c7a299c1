/** §7: POST answers carry the server's time in this header, in epoch milliseconds. */
export const SERVER_TIME_HEADER = 'request-time';

/**
 * The difference between the server's clock and ours. The server stamped its time somewhere
 * between our send and our receipt, so the midpoint is the best local estimate of that moment.
 */
export function clockOffsetMs(serverTime: number, sentAt: number, receivedAt: number): number {
  return serverTime - Math.round((sentAt + receivedAt) / 2);
}

export function parseServerTime(headerValue: unknown): number | null {
  if (typeof headerValue !== 'string' && typeof headerValue !== 'number') return null;
  const time = Number(headerValue);
  return Number.isFinite(time) && time > 0 ? time : null;
}

export interface ServerClock {
  /** Milliseconds to add to the local clock to get the server's; 0 until a POST answered. */
  offsetMs(): number;
  now(): number;
  observe(headerValue: unknown, sentAt: number, receivedAt: number): void;
}

export function createServerClock(localNow: () => number): ServerClock {
  let offset = 0;
  return {
    offsetMs: () => offset,
    now: () => localNow() + offset,
    observe(headerValue, sentAt, receivedAt) {
      const serverTime = parseServerTime(headerValue);
      if (serverTime !== null) offset = clockOffsetMs(serverTime, sentAt, receivedAt);
    },
  };
}
