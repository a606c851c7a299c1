/// <reference lib="webworker" />

import { createMarketStream } from '@tideline/core/market-stream';
import { createDepthEngine } from './depth-engine.ts';
import type { DepthWorkerReply, DepthWorkerRequest } from './depth-frames.ts';

// The market feed's depth worker (design §4): its own socket to the markets stream carries the
// shown book's depth channel, whose frames are parsed, applied, formatted and drawn here, off the
// main thread (`depth-engine.ts`); the page gets a book a few times a second.
const scope = self as unknown as DedicatedWorkerGlobalScope;

const engine = createDepthEngine<OffscreenCanvas>({
  post: (reply: DepthWorkerReply) => scope.postMessage(reply),
  nextFrame: (callback) => {
    if (typeof scope.requestAnimationFrame === 'function') scope.requestAnimationFrame(callback);
    else setTimeout(callback, 16);
  },
  // A same-origin socket from a worker carries the page's cookies, as the page's own does.
  openStream: (url, onStatus) => createMarketStream({ url, WebSocket, onStatus }),
  now: () => performance.now(),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

scope.onmessage = (event: MessageEvent<DepthWorkerRequest>) => engine.handle(event.data);
