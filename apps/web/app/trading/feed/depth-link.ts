import { createMarketStream } from '@tideline/core/market-stream';
import type { BookSide } from '../book/book-sides.ts';
import { createDepthEngine } from './depth-engine.ts';
import type { DepthWorkerReply, DepthWorkerRequest } from './depth-frames.ts';
import type { PaintableCanvas } from './worker-book-canvases.ts';

/** What the page hears from the depth engine (a pick's answer goes to the one who asked). */
export type DepthLinkReply = Exclude<DepthWorkerReply, { type: 'picked' }>;

/** The page's end of the depth engine: the depth worker, or the engine itself where none can run. */
export interface DepthLink {
  /** True when the engine runs in a worker, which can be handed the book's canvases to draw. */
  readonly inWorker: boolean;
  post(request: DepthWorkerRequest, transfer?: Transferable[]): void;
  /** The price the engine draws now in row `index` of a side; undefined where it draws none there. */
  pick(side: BookSide, index: number): Promise<string | undefined>;
  close(): void;
}

/**
 * Starts the depth engine for a page (design §4): in a worker, which opens its own socket, where
 * the browser has workers; else (a test's DOM) on the page, with a socket of its own too.
 */
export function createDepthLink(onReply: (reply: DepthLinkReply) => void): DepthLink {
  const waiting = new Map<number, (price: string | undefined) => void>();
  let nextTicket = 1;
  const receive = (reply: DepthWorkerReply) => {
    if (reply.type !== 'picked') {
      onReply(reply);
      return;
    }
    waiting.get(reply.ticket)?.(reply.price ?? undefined);
    waiting.delete(reply.ticket);
  };
  let post: DepthLink['post'];
  let stop: () => void;
  const inWorker = typeof Worker === 'function';
  if (inWorker) {
    const worker = new Worker(new URL('./depth-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<DepthWorkerReply>) => receive(event.data);
    post = (request, transfer = []) => worker.postMessage(request, transfer);
    stop = () => worker.terminate();
  } else {
    const engine = createDepthEngine<PaintableCanvas>({
      post: receive,
      nextFrame: (callback) => requestAnimationFrame(callback),
      openStream: (url, onStatus) => createMarketStream({ url, WebSocket: window.WebSocket, onStatus }),
      now: () => performance.now(),
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
      clearTimer: (handle) => window.clearTimeout(handle as number),
    });
    post = (request) => engine.handle(request);
    stop = () => engine.handle({ type: 'close' });
  }
  return {
    inWorker,
    post,
    pick(side, index) {
      const ticket = nextTicket++;
      return new Promise((resolve) => {
        waiting.set(ticket, resolve);
        post({ type: 'pick', ticket, side, index });
      });
    },
    close() {
      stop();
      for (const resolve of waiting.values()) resolve(undefined);
      waiting.clear();
    },
  };
}
