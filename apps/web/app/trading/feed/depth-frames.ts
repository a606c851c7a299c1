import type { DepthRow } from '@tideline/core/order-book';
import type { BookFigureLabels, BookPaintStyle } from '../book/book-painter.ts';
import type { BookCanvasKind } from '../book/book-sides.ts';
import type { ShownBook } from './shown-book.ts';

/** Main thread to depth worker. */
export type DepthWorkerRequest =
  | { type: 'config'; symbol: string; step: string; pricePlace: number; sizePlace: number }
  /** A raw depth frame of the stream, parsed only in the worker. */
  | { type: 'frame'; text: string }
  /**
   * A side's canvas, drawn by the worker from now on. `canvas` travels (transferred) the first time
   * an element is handed over; later the id alone names it again.
   */
  | { type: 'canvas-attach'; side: BookCanvasKind; id: number; canvas?: OffscreenCanvas }
  /** The side's size, pixel ratio, direction, font and colours, read by the page. */
  | { type: 'canvas-style'; side: BookCanvasKind; style: BookPaintStyle }
  /** Stop drawing the canvas (the book's rows are being remade). */
  | { type: 'canvas-detach'; side: BookCanvasKind }
  /** The element left the page: the worker drops its canvas. */
  | { type: 'canvas-forget'; id: number }
  /**
   * Rows per side, the price levels of the trader's own orders and the labels of the spread and
   * mid line, as the book shows them now.
   */
  | {
      type: 'book-view';
      rows: number;
      own: { bids: string[]; asks: string[] };
      figures: BookFigureLabels;
    };

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
      /** Milliseconds the worker spent drawing this book into the canvases it holds (0 with none). */
      paintMs: number;
    }
  /** The book broke (sequence gap or checksum mismatch): the channel must be restarted. */
  | { type: 'gap'; symbol: string; step: string };
