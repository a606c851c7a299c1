import { depthChecksum, type PriceLevel } from '@tideline/core/order-book';
import { describe, expect, it } from 'vitest';
import { createDepthEngine } from './depth-engine.ts';
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

function text(frame: Frame): string {
  const { after, corrupt, ...rest } = frame;
  return JSON.stringify({
    channel: 'depth',
    symbol: 'BTCUSDT',
    step: '0.1',
    ...rest,
    checksum: depthChecksum(after) + (corrupt ? 1 : 0),
  });
}

/** An engine whose frames are run by hand: nothing is published until `runFrame`. */
function engineWithFrames() {
  const replies: DepthWorkerReply[] = [];
  const pending: Array<() => void> = [];
  const engine = createDepthEngine<PaintableCanvas>({
    post: (reply) => replies.push(reply),
    nextFrame: (callback) => pending.push(callback),
  });
  engine.handle({ type: 'config', symbol: 'BTCUSDT', step: '0.1', pricePlace: 1, sizePlace: 3 });
  return {
    engine,
    replies,
    pending,
    send: (frame: Frame) => engine.handle({ type: 'frame', text: text(frame) }),
    runFrame: () => {
      for (const callback of pending.splice(0)) callback();
    },
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
      name: 'a sequence gap asks for a restart',
      frames: [
        SNAPSHOT,
        { ...SNAPSHOT, action: 'update', seq: 3, prevSeq: 2, bids: [], asks: [] },
      ] as Frame[],
      expected: 'gap',
    },
    {
      name: 'a checksum mismatch asks for a restart',
      frames: [
        SNAPSHOT,
        { ...SNAPSHOT, action: 'update', seq: 2, prevSeq: 1, bids: [], asks: [], corrupt: true },
      ] as Frame[],
      expected: 'gap',
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
      expected: ['100.0', '100.1', '0.1 (0.10%)'],
    },
  ])('$name', ({ frames, expected }) => {
    const worker = engineWithFrames();
    for (const frame of frames) worker.send(frame);
    worker.runFrame();
    // A restart request is what matters after a break, whatever the frame then shows.
    const reply = worker.replies.find((item) => item.type === 'gap') ?? worker.replies.at(-1);
    expect(bestOf(reply)).toEqual(expected);
  });

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

  it('a new market or grouping forgets the book until its snapshot', () => {
    const worker = engineWithFrames();
    worker.send(SNAPSHOT);
    worker.engine.handle({ type: 'config', symbol: 'BTCUSDT', step: '1', pricePlace: 1, sizePlace: 3 });
    worker.runFrame();
    expect(worker.replies).toEqual([]);
    worker.send({ ...SNAPSHOT, step: '1', action: 'update', seq: 2, prevSeq: 1 });
    worker.runFrame();
    expect(worker.replies).toEqual([]);
  });
});
