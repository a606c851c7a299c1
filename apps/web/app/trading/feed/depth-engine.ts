import { cumulativeDepth, type DepthMessage, deepestTotal, IncrementalBook } from '@tideline/core/order-book';
import type { DepthWorkerReply, DepthWorkerRequest } from './depth-frames.ts';
import { shownBook } from './shown-book.ts';
import { createWorkerBookCanvases, type PaintableCanvas } from './worker-book-canvases.ts';

export interface DepthEngineHost<C extends PaintableCanvas> {
  /** Hands a reply to the page. */
  post(reply: DepthWorkerReply): void;
  /** Calls back at the next animation frame (the worker's, or a timer where it has none). */
  nextFrame(callback: () => void): void;
  /** The canvases the engine draws into (the worker's transferred ones; a fake in the tests). */
  canvases?: ReturnType<typeof createWorkerBookCanvases<C>>;
}

/**
 * The depth worker's work, apart from the worker itself (design §4): applies the venue's depth
 * increments of the market and grouping configured last (any venue: the frames of spot's `depth`
 * and futures' `futures.depth` have the same body), asks for a restart on a sequence gap or a
 * checksum mismatch, and hands the page at most one book per animation frame, however many
 * increments arrived in between, with the rows it shows already formatted and, where the page
 * handed its canvases over, drawn.
 */
export function createDepthEngine<C extends PaintableCanvas>(host: DepthEngineHost<C>) {
  const book = new IncrementalBook();
  const canvases = host.canvases ?? createWorkerBookCanvases<C>();
  let current = { symbol: '', step: '', pricePlace: 0, sizePlace: 0 };
  let dirty = false;
  let frameRequested = false;

  function publish() {
    frameRequested = false;
    if (!dirty) return;
    dirty = false;
    const levels = book.levels();
    const bids = cumulativeDepth(levels.bids, current.sizePlace);
    const asks = cumulativeDepth(levels.asks, current.sizePlace);
    const deepest = deepestTotal(bids, asks);
    const shown = shownBook(bids, asks, deepest, current);
    const paintMs = canvases.paint(shown);
    host.post({
      type: 'book',
      symbol: current.symbol,
      step: current.step,
      bids,
      asks,
      deepest,
      shown,
      paintMs,
    });
  }

  function onFrame(text: string) {
    let message: DepthMessage & { symbol?: unknown; step?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.symbol !== current.symbol || message.step !== current.step) return;
    const result = book.apply(message);
    if (result.kind === 'gap') {
      if (result.reason !== 'no-snapshot')
        host.post({ type: 'gap', symbol: current.symbol, step: current.step });
      return;
    }
    dirty = true;
    if (!frameRequested) {
      frameRequested = true;
      host.nextFrame(publish);
    }
  }

  return {
    handle(request: DepthWorkerRequest) {
      switch (request.type) {
        case 'config':
          current = {
            symbol: request.symbol,
            step: request.step,
            pricePlace: request.pricePlace,
            sizePlace: request.sizePlace,
          };
          book.reset();
          canvases.clear();
          dirty = false;
          break;
        case 'frame':
          onFrame(request.text);
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
