import {
  channelKey,
  type DepthChannelArg,
  type StreamMessage,
  type StreamStatus,
} from '@tideline/core/market-stream';
import { depthChecksum, type PriceLevel } from '@tideline/core/order-book';
import { describe, expect, it } from 'vitest';
import { CALM_BOOK_MS, createDepthEngine, type DepthStream } from './depth-engine.ts';
import type { DepthWorkerReply } from './depth-frames.ts';
import type { PaintableCanvas } from './worker-book-canvases.ts';

interface Frame {
  channel?: string;
  symbol?: string;
  step?: string;
  action: 'snapshot' | 'update';
  seq: number;
  prevSeq: number | null;
  bids: PriceLevel[];
  asks: PriceLevel[];
  /** The book after this frame, best first: what the checksum covers. */
  after: { bids: PriceLevel[]; asks: PriceLevel[] };
  /** Send a wrong checksum. */
  corrupt?: boolean;
}

function message(frame: Frame): StreamMessage {
  const { after, corrupt, ...rest } = frame;
  return {
    channel: 'depth',
    symbol: 'BTCUSDT',
    step: '0.1',
    ...rest,
    checksum: depthChecksum(after) + (corrupt ? 1 : 0),
  };
}

const ARG: DepthChannelArg = { channel: 'depth', symbol: 'BTCUSDT', step: '0.1' };

/**
 * An engine whose socket, frames and clock are run by hand: nothing is published until `runFrame`,
 * and the calm pace's timer fires on `advance`.
 */
function engineWithFrames(arg: DepthChannelArg = ARG) {
  const replies: DepthWorkerReply[] = [];
  const pending: Array<() => void> = [];
  const handlers = new Map<string, (message: StreamMessage) => void>();
  const restarts: unknown[] = [];
  const opened: string[] = [];
  let statusOf: (status: StreamStatus) => void = () => undefined;
  let clock = 1000;
  let timer: { at: number; callback: () => void } | null = null;
  const stream: DepthStream = {
    subscribe: (subscribed, handler) => {
      const key = channelKey(subscribed);
      handlers.set(key, handler);
      return () => handlers.delete(key);
    },
    restart: (restarted) => restarts.push(restarted),
    close: () => handlers.clear(),
  };
  const engine = createDepthEngine<PaintableCanvas>({
    post: (reply) => replies.push(reply),
    nextFrame: (callback) => pending.push(callback),
    openStream: (url, onStatus) => {
      opened.push(url);
      statusOf = onStatus;
      return stream;
    },
    now: () => clock,
    setTimer: (callback, ms) => {
      timer = { at: clock + ms, callback };
      return timer;
    },
    clearTimer: (handle) => {
      if (handle === timer) timer = null;
    },
  });
  engine.handle({ type: 'open', url: 'ws://example.test/ws' });
  engine.handle({ type: 'config', arg, pricePlace: 1, sizePlace: 3 });
  return {
    engine,
    replies,
    pending,
    handlers,
    restarts,
    opened,
    status: (status: StreamStatus) => statusOf(status),
    /** A frame of the socket, to whichever subscription its channel, market and grouping name. */
    send: (frame: Frame) => {
      const data = message(frame);
      handlers.get(channelKey(data as Parameters<typeof channelKey>[0]))?.(data);
    },
    runFrame: () => {
      for (const callback of pending.splice(0)) callback();
    },
    advance: (ms: number) => {
      clock += ms;
      const due = timer;
      if (due !== null && due.at <= clock) {
        timer = null;
        due.callback();
      }
    },
    books: () => replies.filter((reply) => reply.type === 'book'),
  };
}

const SNAPSHOT: Frame = {
  action: 'snapshot',
  seq: 1,
  prevSeq: null,
  bids: [
    ['100.0', '1.000'],
    ['99.9', '2.000'],
  ],
  asks: [['100.1', '1.500']],
  after: {
    bids: [
      ['100.0', '1.000'],
      ['99.9', '2.000'],
    ],
    asks: [['100.1', '1.500']],
  },
};

const bestOf = (reply: DepthWorkerReply | undefined) =>
  reply?.type === 'book' ? [reply.bids[0]?.price, reply.asks[0]?.price, reply.shown.spreadText] : reply?.type;

describe('depth apply in the worker (design §4, protocol §5.3)', () => {
  it.each([
    {
      name: 'a snapshot is published at the next frame',
      frames: [SNAPSHOT],
      expected: ['100.0', '100.1', '0.1 (0.10%)'],
    },
    {
      name: 'an update removes a level (size 0) and adds one, in order',
      frames: [
        SNAPSHOT,
        {
          action: 'update',
          seq: 2,
          prevSeq: 1,
          bids: [['100.0', '0']],
          asks: [['100.2', '3.000']],
          after: {
            bids: [['99.9', '2.000']],
            asks: [
              ['100.1', '1.500'],
              ['100.2', '3.000'],
            ],
          },
        },
      ] as Frame[],
      expected: ['99.9', '100.1', '0.2 (0.20%)'],
    },
    {
      name: 'a sequence gap restarts the channel',
      frames: [
        SNAPSHOT,
        { ...SNAPSHOT, action: 'update', seq: 3, prevSeq: 2, bids: [], asks: [] },
      ] as Frame[],
      expected: 'restart',
    },
    {
      name: 'a checksum mismatch restarts the channel',
      frames: [
        SNAPSHOT,
        { ...SNAPSHOT, action: 'update', seq: 2, prevSeq: 1, bids: [], asks: [], corrupt: true },
      ] as Frame[],
      expected: 'restart',
    },
    {
      name: 'an update before any snapshot waits quietly for the snapshot',
      frames: [{ ...SNAPSHOT, action: 'update', seq: 2, prevSeq: 1 }] as Frame[],
      expected: undefined,
    },
    {
      name: 'a frame of another market is not this book',
      frames: [{ ...SNAPSHOT, symbol: 'ETHUSDT' }],
      expected: undefined,
    },
    {
      name: 'a frame of another grouping is not this book',
      frames: [{ ...SNAPSHOT, step: '1' }],
      expected: undefined,
    },
    {
      name: "a futures venue's frame of the same market applies alike",
      frames: [{ ...SNAPSHOT, channel: 'futures.depth' }],
      arg: { ...ARG, channel: 'futures.depth' },
      expected: ['100.0', '100.1', '0.1 (0.10%)'],
    },
  ] as { name: string; frames: Frame[]; arg?: DepthChannelArg; expected: unknown }[])(
    '$name',
    ({ frames, arg, expected }) => {
      const worker = engineWithFrames(arg);
      for (const frame of frames) worker.send(frame);
      worker.runFrame();
      // A restart is what matters after a break, whatever the frame then shows.
      if (worker.restarts.length > 0) {
        expect(worker.restarts).toEqual([arg ?? ARG]);
        expect(expected).toBe('restart');
        return;
      }
      expect(bestOf(worker.replies.at(-1))).toEqual(expected);
    },
  );

  it('publishes one book per frame however many increments arrive in between', () => {
    const worker = engineWithFrames();
    worker.send(SNAPSHOT);
    let book = SNAPSHOT.after;
    for (let seq = 2; seq <= 50; seq += 1) {
      const size = `${seq}.000`;
      book = { bids: [['100.0', size], ...book.bids.slice(1)], asks: book.asks };
      worker.send({
        action: 'update',
        seq,
        prevSeq: seq - 1,
        bids: [['100.0', size]],
        asks: [],
        after: book,
      });
    }
    expect(worker.pending).toHaveLength(1);
    worker.runFrame();
    expect(worker.replies).toHaveLength(1);
    const reply = worker.replies[0];
    expect(reply?.type === 'book' ? reply.bids[0] : undefined).toMatchObject({
      price: '100.0',
      size: '50.000',
    });
  });

  it('a new market or grouping moves the subscription and forgets the book until its snapshot', () => {
    const worker = engineWithFrames();
    worker.send(SNAPSHOT);
    worker.engine.handle({ type: 'config', arg: { ...ARG, step: '1' }, pricePlace: 1, sizePlace: 3 });
    expect([...worker.handlers.keys()]).toEqual(['depth:BTCUSDT:1']);
    worker.runFrame();
    expect(worker.replies).toEqual([]);
    worker.send({ ...SNAPSHOT, step: '1', action: 'update', seq: 2, prevSeq: 1 });
    worker.runFrame();
    expect(worker.replies).toEqual([]);
    worker.send({ ...SNAPSHOT, step: '1' });
    worker.runFrame();
    expect(worker.books().map((book) => book.step)).toEqual(['1']);
  });
});

describe('the depth worker keeps the book on its own socket (design §4)', () => {
  it('opens the socket it is given, subscribes the configured book whichever came first, and reports its state', () => {
    const worker = engineWithFrames();
    expect(worker.opened).toEqual(['ws://example.test/ws']);
    expect([...worker.handlers.keys()]).toEqual(['depth:BTCUSDT:0.1']);
    worker.status('down');
    expect(worker.replies).toEqual([{ type: 'status', status: 'down' }]);
    // Opened again (a new page socket's address): the same book is subscribed on the new one.
    worker.engine.handle({ type: 'open', url: 'ws://example.test/ws?languageType=1' });
    expect([...worker.handlers.keys()]).toEqual(['depth:BTCUSDT:0.1']);
    worker.engine.handle({ type: 'close' });
    expect(worker.handlers.size).toBe(0);
  });

  it('hands the page the first book at once, then the latest a few times a second', () => {
    const worker = engineWithFrames();
    worker.send(SNAPSHOT);
    worker.runFrame();
    expect(worker.books()).toHaveLength(1);
    let seq = 1;
    let after = SNAPSHOT.after;
    const nextBook = () => {
      seq += 1;
      const size = `${seq}.000`;
      after = { bids: [['100.0', size], ...after.bids.slice(1)], asks: after.asks };
      worker.send({ action: 'update', seq, prevSeq: seq - 1, bids: [['100.0', size]], asks: [], after });
      worker.runFrame();
    };
    // Books built within the calm interval wait; the latest goes when it ends, with every paint time.
    nextBook();
    nextBook();
    nextBook();
    expect(worker.books()).toHaveLength(1);
    worker.advance(CALM_BOOK_MS);
    expect(worker.books()).toHaveLength(2);
    expect(worker.books()[1]?.bids[0]).toMatchObject({ size: '4.000' });
    expect(worker.books()[1]?.paintMs).toHaveLength(3);
    // Nothing new: nothing more is sent.
    worker.advance(CALM_BOOK_MS);
    expect(worker.books()).toHaveLength(2);
    // Asked (a pointer came to the rows), the latest goes at once.
    nextBook();
    worker.engine.handle({ type: 'book-now' });
    expect(worker.books()).toHaveLength(3);
    // Where the page draws the book itself, every book goes.
    worker.engine.handle({ type: 'publish', everyFrame: true });
    nextBook();
    nextBook();
    expect(worker.books()).toHaveLength(5);
    worker.engine.handle({ type: 'publish', everyFrame: false });
    nextBook();
    expect(worker.books()).toHaveLength(5);
  });

  it('answers a pick with the price it draws in that row, or null where it draws none', () => {
    const worker = engineWithFrames();
    worker.send(SNAPSHOT);
    worker.runFrame();
    worker.engine.handle({ type: 'pick', ticket: 7, side: 'bids', index: 0 });
    expect(worker.replies.at(-1)).toEqual({ type: 'picked', ticket: 7, price: null });
  });
});
