import type {
  DepthChannelArg,
  MarketStream,
  StreamMessage,
  StreamStatus,
} from '@tideline/core/market-stream';
import { cumulativeDepth, type DepthMessage, deepestTotal, IncrementalBook } from '@tideline/core/order-book';
import type { DepthWorkerReply, DepthWorkerRequest } from './depth-frames.ts';
import { shownBook } from './shown-book.ts';
import { createWorkerBookCanvases, type PaintableCanvas } from './worker-book-canvases.ts';

/** What the engine uses of its socket (`createMarketStream`; a fake in the tests). */
export type DepthStream = Pick<MarketStream, 'subscribe' | 'restart' | 'close'>;

export interface DepthEngineHost<C extends PaintableCanvas> {
  /** Hands a reply to the page. */
  post(reply: DepthWorkerReply): void;
  /** Calls back at the next animation frame (the worker's, or a timer where it has none). */
  nextFrame(callback: () => void): void;
  /** Opens the engine's own socket to the markets stream, reporting its state. */
  openStream(url: string, onStatus: (status: StreamStatus) => void): DepthStream;
  /** The clock and a timer for the page's calm pace (the worker's own; fakes in the tests). */
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** The canvases the engine draws into (the worker's transferred ones; a fake in the tests). */
  canvases?: ReturnType<typeof createWorkerBookCanvases<C>>;
}

/**
 * How often the page gets the book when it does not draw it: the accessible rows refresh twice a
 * second, the depth chart and a market order's reference price need no more, and each book the
 * page receives is a task of its main thread.
 */
export const CALM_BOOK_MS = 250;

type BookReply = Extract<DepthWorkerReply, { type: 'book' }>;

/**
 * The depth worker's work, apart from the worker itself (design §4): it keeps its own socket's
 * subscription to the venue's depth channel (spot's `depth`, futures' `futures.depth`: the same
 * body) for the market and grouping configured last, so no depth frame reaches the page's main
 * thread; applies the increments, restarts the channel on a sequence gap or a checksum mismatch,
 * builds at most one book per animation frame however many increments arrived in between, formats
 * the rows the book shows and, where the page handed its canvases over, draws them. The page gets
 * a book a few times a second (at once for the first book of a market or grouping and when asked),
 * or every book where it draws the book itself.
 */
export function createDepthEngine<C extends PaintableCanvas>(host: DepthEngineHost<C>) {
  const book = new IncrementalBook();
  const canvases = host.canvases ?? createWorkerBookCanvases<C>();
  let stream: DepthStream | null = null;
  let current: {
    arg: DepthChannelArg;
    symbol: string;
    step: string;
    pricePlace: number;
    sizePlace: number;
  } | null = null;
  let unsubscribe: (() => void) | null = null;
  let dirty = false;
  let frameRequested = false;
  let everyFrame = false;
  /** The last book built; `unsent` while the page has not had it. */
  let latest: BookReply | null = null;
  let unsent = false;
  let sentAt = Number.NEGATIVE_INFINITY;
  let calmTimer: unknown = null;
  let paints: number[] = [];

  function send() {
    if (calmTimer !== null) host.clearTimer(calmTimer);
    calmTimer = null;
    if (latest === null || !unsent) return;
    unsent = false;
    sentAt = host.now();
    host.post({ ...latest, paintMs: paints });
    paints = [];
  }

  function offer() {
    unsent = true;
    const wait = CALM_BOOK_MS - (host.now() - sentAt);
    if (everyFrame || wait <= 0) send();
    else calmTimer ??= host.setTimer(send, wait);
  }

  function publish() {
    frameRequested = false;
    if (!dirty || current === null) return;
    dirty = false;
    const levels = book.levels();
    const bids = cumulativeDepth(levels.bids, current.sizePlace);
    const asks = cumulativeDepth(levels.asks, current.sizePlace);
    const deepest = deepestTotal(bids, asks);
    const shown = shownBook(bids, asks, deepest, current);
    paints.push(canvases.paint(shown));
    latest = {
      type: 'book',
      symbol: current.symbol,
      step: current.step,
      bids,
      asks,
      deepest,
      shown,
      paintMs: [],
    };
    offer();
  }

  function onMessage(message: StreamMessage) {
    if (current === null || message.symbol !== current.symbol || message.step !== current.step) return;
    const result = book.apply(message as unknown as DepthMessage);
    if (result.kind === 'gap') {
      // Updates still in flight after a restart find no snapshot: they are skipped, not restarted.
      if (result.reason !== 'no-snapshot') stream?.restart(current.arg);
      return;
    }
    dirty = true;
    if (!frameRequested) {
      frameRequested = true;
      host.nextFrame(publish);
    }
  }

  function subscribe() {
    unsubscribe?.();
    unsubscribe = stream === null || current === null ? null : stream.subscribe(current.arg, onMessage);
  }

  return {
    handle(request: DepthWorkerRequest) {
      switch (request.type) {
        case 'open':
          stream?.close();
          stream = host.openStream(request.url, (status) => host.post({ type: 'status', status }));
          subscribe();
          break;
        case 'config': {
          const { arg, pricePlace, sizePlace } = request;
          current = { arg, symbol: arg.symbol, step: arg.step ?? '', pricePlace, sizePlace };
          book.reset();
          canvases.clear();
          dirty = false;
          latest = null;
          unsent = false;
          sentAt = Number.NEGATIVE_INFINITY;
          paints = [];
          subscribe();
          break;
        }
        case 'publish':
          everyFrame = request.everyFrame;
          if (everyFrame) send();
          break;
        case 'book-now':
          send();
          break;
        case 'pick':
          host.post({
            type: 'picked',
            ticket: request.ticket,
            price: canvases.drawnPrice(request.side, request.index) ?? null,
          });
          break;
        case 'close':
          unsubscribe?.();
          unsubscribe = null;
          stream?.close();
          stream = null;
          break;
        case 'canvas-attach':
          canvases.attach(request.side, request.id, request.canvas as C | undefined);
          break;
        case 'canvas-style':
          canvases.restyle(request.side, request.style);
          break;
        case 'canvas-detach':
          canvases.detach(request.side);
          break;
        case 'canvas-forget':
          canvases.forget(request.id);
          break;
        case 'book-view':
          canvases.setView(request.rows, request.own, request.figures);
          break;
      }
    },
  };
}
