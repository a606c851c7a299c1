import type { DepthRow } from '@tideline/core/order-book';
import type { ShownBook } from './shown-book.ts';

/** Main thread to depth worker. */
export type DepthWorkerRequest =
  | { type: 'config'; symbol: string; step: string; pricePlace: number; sizePlace: number }
  /** A raw depth frame of the stream, parsed only in the worker. */
  | { type: 'frame'; text: string };

/** Depth worker to main thread. */
export type DepthWorkerReply =
  | {
      type: 'book';
      symbol: string;
      step: string;
      bids: DepthRow[];
      asks: DepthRow[];
      deepest: string;
      shown: ShownBook;
    }
  /** The book broke (sequence gap or checksum mismatch): the channel must be restarted. */
  | { type: 'gap'; symbol: string; step: string };

/** Depth frames start like this on the wire, so they can be handed over without parsing. */
export const DEPTH_FRAME_PREFIX = '{"channel":"depth"';
