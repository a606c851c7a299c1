/// <reference lib="webworker" />
import { cumulativeDepth, type DepthMessage, deepestTotal, IncrementalBook } from '@tideline/core/order-book';
import type { DepthWorkerReply, DepthWorkerRequest } from './depth-frames.ts';
import { shownBook } from './shown-book.ts';
import { createWorkerBookCanvases } from './worker-book-canvases.ts';

// Applies depth increments off the main thread (design §4) and hands the page at most one book per
// animation frame, however many increments arrive in between, with the rows it shows already
// formatted, and drawn into the book's canvases when the page has handed them over: the page's
// frame only writes the spread and mid.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const book = new IncrementalBook();
let current = { symbol: '', step: '', pricePlace: 0, sizePlace: 0 };
let dirty = false;
let frameRequested = false;
const canvases = createWorkerBookCanvases<OffscreenCanvas>();

function post(reply: DepthWorkerReply) {
  scope.postMessage(reply);
}

function nextFrame(callback: () => void) {
  if (typeof scope.requestAnimationFrame === 'function') scope.requestAnimationFrame(callback);
  else setTimeout(callback, 16);
}

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
  post({
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
    if (result.reason !== 'no-snapshot') post({ type: 'gap', symbol: current.symbol, step: current.step });
    return;
  }
  dirty = true;
  if (!frameRequested) {
    frameRequested = true;
    nextFrame(publish);
  }
}

scope.onmessage = (event: MessageEvent<DepthWorkerRequest>) => {
  const request = event.data;
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
      canvases.attach(request.side, request.id, request.canvas);
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
      canvases.setView(request.rows, request.own);
      break;
  }
};
