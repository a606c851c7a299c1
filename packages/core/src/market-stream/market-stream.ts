import { type BookLevels, type DepthMessage, IncrementalBook } from '../order-book/index.ts';
import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from './backoff.ts';
import { type ChannelArg, channelKey, type DepthChannelArg } from './channel-arg.ts';

// Method-typed so that the browser's handlers, which take richer events, fit this narrower shape.
type SocketHandler<Event> = { handle(event: Event): void }['handle'];

/** The part of the browser's WebSocket the stream uses, so tests can pass a fake. */
export interface StreamSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: SocketHandler<unknown> | null;
  onclose: SocketHandler<unknown> | null;
  onerror: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ data: unknown }> | null;
}

export type StreamSocketConstructor = new (url: string) => StreamSocket;

/** `open` once the server welcomed the connection; `down` while waiting to reconnect. */
export type StreamStatus = 'connecting' | 'open' | 'down';

export type StreamMessage = Record<string, unknown> & { channel?: string; op?: string };

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface MarketStreamOptions {
  readonly url: string;
  readonly WebSocket: StreamSocketConstructor;
  readonly random?: () => number;
  readonly timers?: Timers;
  readonly backoff?: BackoffOptions;
  /** Silence after which a connection counts as dead and is replaced (a ping goes out at half). */
  readonly idleTimeoutMs?: number;
  /** The clock the silence is measured on (default `Date.now`; fake timers fake it too). */
  readonly now?: () => number;
  readonly onStatus?: (status: StreamStatus) => void;
  /** The welcome says whether the session cookie authenticated the private channels. */
  readonly onWelcome?: (authenticated: boolean) => void;
  /**
   * Sees every raw text frame before it is parsed; returning true takes it away from the stream.
   * Lets a page hand heavy channels (depth) to a worker without parsing them on the main thread.
   */
  readonly divert?: (text: string) => boolean;
}

export type MessageHandler = (message: StreamMessage) => void;

export interface MarketStream {
  readonly status: StreamStatus;
  /** Subscribes (now or once connected, and again after every reconnect); returns the unsubscribe. */
  subscribe(arg: ChannelArg, handler: MessageHandler): () => void;
  /**
   * A depth channel (spot `depth` or `futures.depth`) kept as a verified book: a sequence gap or
   * checksum mismatch unsubscribes and subscribes again, and nothing is reported until the new snapshot.
   */
  subscribeDepth(arg: DepthChannelArg, onBook: (book: BookLevels) => void): () => void;
  /** Unsubscribes and subscribes again, e.g. after a gap found elsewhere; the server sends a new snapshot. */
  restart(arg: ChannelArg): void;
  close(): void;
}

const OPEN = 1;
const MAX_ARGS_PER_MESSAGE = 50;

interface Subscription {
  readonly arg: ChannelArg;
  readonly handlers: Set<MessageHandler>;
}

/**
 * A framework-free client of the markets WebSocket (protocol §5, design §4): one connection,
 * reconnecting with capped exponential backoff and jitter, resubscribing every channel after a
 * reconnect, and restarting a depth channel on a sequence gap or checksum mismatch.
 */
export function createMarketStream(options: MarketStreamOptions): MarketStream {
  const random = options.random ?? Math.random;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  const now = options.now ?? (() => Date.now());
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const subscriptions = new Map<string, Subscription>();
  let socket: StreamSocket | null = null;
  let status: StreamStatus = 'connecting';
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let pingId = 0;
  let closed = false;

  function setStatus(next: StreamStatus) {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  }

  function send(message: object) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function sendArgs(op: 'subscribe' | 'unsubscribe', args: ChannelArg[]) {
    for (let i = 0; i < args.length; i += MAX_ARGS_PER_MESSAGE) {
      send({ op, args: args.slice(i, i + MAX_ARGS_PER_MESSAGE) });
    }
  }

  // When the socket was last heard from. Each message only notes the time; one timer, armed once,
  // checks the silence when it fires and arms itself again for what is left of it (re-arming the
  // timers on every message cost the page's main thread timer calls for every ticker and depth frame).
  let lastHeard = 0;
  let pingedFor = -1;
  let heartbeatTimer: unknown = null;

  function stopHeartbeat() {
    timers.clearTimeout(heartbeatTimer);
    heartbeatTimer = null;
  }

  function checkSilence() {
    heartbeatTimer = null;
    const quiet = now() - lastHeard;
    if (quiet >= idleTimeoutMs) {
      socket?.close(4000, 'idle');
      return;
    }
    if (quiet < idleTimeoutMs / 2) {
      heartbeatTimer = timers.setTimeout(checkSilence, idleTimeoutMs / 2 - quiet);
      return;
    }
    // Half a silence: one ping per silence, then the rest of it to answer.
    if (pingedFor !== lastHeard) {
      pingedFor = lastHeard;
      pingId += 1;
      send({ op: 'ping', id: pingId });
    }
    heartbeatTimer = timers.setTimeout(checkSilence, idleTimeoutMs - quiet);
  }

  /** A ping goes out half a silence after the last message; a whole silence replaces the connection. */
  function heard() {
    lastHeard = now();
    heartbeatTimer ??= timers.setTimeout(checkSilence, idleTimeoutMs / 2);
  }

  function dispatch(message: StreamMessage) {
    const channel = message.channel;
    if (typeof channel !== 'string') return;
    const key = channelKey(message as Parameters<typeof channelKey>[0]);
    const subscription =
      subscriptions.get(key) ??
      (channel === 'depth' || channel === 'futures.depth'
        ? subscriptions.get(channelKey({ channel, symbol: String(message.symbol) }))
        : undefined);
    for (const handler of subscription?.handlers ?? []) handler(message);
  }

  function onText(text: string) {
    heard();
    if (options.divert?.(text)) return;
    let message: StreamMessage;
    try {
      message = JSON.parse(text) as StreamMessage;
    } catch {
      return;
    }
    if (message.op === 'welcome') {
      attempt = 0;
      setStatus('open');
      options.onWelcome?.(message.authenticated === true);
      sendArgs(
        'subscribe',
        [...subscriptions.values()].map((subscription) => subscription.arg),
      );
      return;
    }
    dispatch(message);
  }

  function scheduleReconnect() {
    if (closed) return;
    setStatus('down');
    const delay = backoffDelay(attempt, random, options.backoff ?? DEFAULT_BACKOFF);
    attempt += 1;
    reconnectTimer = timers.setTimeout(connect, delay);
  }

  function connect() {
    reconnectTimer = null;
    if (closed) return;
    const next = new options.WebSocket(options.url);
    socket = next;
    next.onopen = () => heard();
    next.onmessage = (event) => {
      if (socket === next && typeof event.data === 'string') onText(event.data);
    };
    next.onerror = () => next.close();
    next.onclose = () => {
      if (socket !== next) return;
      socket = null;
      stopHeartbeat();
      scheduleReconnect();
    };
  }

  function subscribe(arg: ChannelArg, handler: MessageHandler): () => void {
    const key = channelKey(arg);
    let subscription = subscriptions.get(key);
    if (subscription === undefined) {
      subscription = { arg, handlers: new Set() };
      subscriptions.set(key, subscription);
      if (status === 'open') sendArgs('subscribe', [arg]);
    }
    subscription.handlers.add(handler);
    const owned = subscription;
    return () => {
      owned.handlers.delete(handler);
      if (owned.handlers.size > 0 || subscriptions.get(key) !== owned) return;
      subscriptions.delete(key);
      if (status === 'open') sendArgs('unsubscribe', [arg]);
    };
  }

  function restart(arg: ChannelArg) {
    if (status !== 'open') return;
    sendArgs('unsubscribe', [arg]);
    sendArgs('subscribe', [arg]);
  }

  connect();

  return {
    get status() {
      return status;
    },
    subscribe,
    subscribeDepth(arg, onBook) {
      const book = new IncrementalBook();
      return subscribe(arg, (message) => {
        const result = book.apply(message as unknown as DepthMessage);
        if (result.kind === 'applied') onBook(result.book);
        // Updates still in flight after a restart find no snapshot: they are skipped, not restarted.
        else if (result.reason !== 'no-snapshot') restart(arg);
      });
    },
    restart,
    close() {
      closed = true;
      timers.clearTimeout(reconnectTimer);
      stopHeartbeat();
      const current = socket;
      socket = null;
      current?.close(1000, 'closed');
    },
  };
}
