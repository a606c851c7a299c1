/// <reference lib="webworker" />

import { createDepthEngine } from './depth-engine.ts';
import type { DepthWorkerReply, DepthWorkerRequest } from './depth-frames.ts';

// The market feed's depth worker (design §4): every venue's depth frames are applied, formatted
// and drawn here, off the main thread (`depth-engine.ts`); the page's frame only writes the spread
// and mid.
const scope = self as unknown as DedicatedWorkerGlobalScope;

const engine = createDepthEngine<OffscreenCanvas>({
  post: (reply: DepthWorkerReply) => scope.postMessage(reply),
  nextFrame: (callback) => {
    if (typeof scope.requestAnimationFrame === 'function') scope.requestAnimationFrame(callback);
    else setTimeout(callback, 16);
  },
});

scope.onmessage = (event: MessageEvent<DepthWorkerRequest>) => engine.handle(event.data);
