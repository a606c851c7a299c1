// @vitest-environment jsdom

import { FakeSocket } from '@tideline/core/market-stream-testing';
import { depthChecksum, type PriceLevel } from '@tideline/core/order-book';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDepthLink, type DepthLinkReply } from './depth-link.ts';

const ARG = { channel: 'depth', symbol: 'BTCUSDT', step: '0.1' } as const;
const bids: PriceLevel[] = [['100.0', '1.000']];
const asks: PriceLevel[] = [['100.1', '2.000']];

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.instances = [];
});

describe('the depth engine where no worker can run (design §4)', () => {
  it('runs on the page with a socket of its own, subscribes the book and hands it over', () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const replies: DepthLinkReply[] = [];
    const link = createDepthLink((reply) => replies.push(reply));
    expect(link.inWorker).toBe(false);

    link.post({ type: 'open', url: 'ws://example.test/ws' });
    link.post({ type: 'config', arg: ARG, pricePlace: 1, sizePlace: 3 });
    const socket = FakeSocket.instances[0];
    expect(socket?.url).toBe('ws://example.test/ws');
    socket?.accept();
    expect(socket?.sent).toEqual([{ op: 'subscribe', args: [ARG] }]);
    expect(replies).toEqual([{ type: 'status', status: 'open' }]);

    socket?.receive({
      ...ARG,
      action: 'snapshot',
      seq: 1,
      prevSeq: null,
      checksum: depthChecksum({ bids, asks }),
      bids,
      asks,
    });
    for (const frame of frames.splice(0)) frame();
    const book = replies.at(-1);
    expect(book?.type === 'book' ? [book.bids[0]?.price, book.asks[0]?.price] : book).toEqual([
      '100.0',
      '100.1',
    ]);

    link.close();
    expect(socket?.readyState).toBe(3);
  });
});
