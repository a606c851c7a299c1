import type { DepthChannelArg, StreamStatus } from '@tideline/core/market-stream';
import type { DepthRow } from '@tideline/core/order-book';
import type { BookFigureLabels, BookPaintStyle } from '../book/book-painter.ts';
import type { BookCanvasKind, BookSide } from '../book/book-sides.ts';
import type { ShownBook } from './shown-book.ts';

/** Main thread to depth worker. */
export type DepthWorkerRequest =
  /** Opens the worker's own socket to the markets stream (the page's origin, protocol §5). */
  | { type: 'open'; url: string }
  /** The book to keep: the venue's depth channel, market and grouping, and how to format it. */
  | { type: 'config'; arg: DepthChannelArg; pricePlace: number; sizePlace: number }
  /**
   * Every book to the page (it draws the book itself: no canvas can be handed over), or only a few
   * a second (the default: the accessible rows, the depth chart and the order form need no more).
   */
  | { type: 'publish'; everyFrame: boolean }
  /** The latest book to the page at once (a pointer or the focus came to the book's rows). */
  | { type: 'book-now' }
  /** The price of the level drawn now in row `index` (top to bottom) of a side: a click's pick. */
  | { type: 'pick'; ticket: number; side: BookSide; index: number }
  /** Closes the socket (the engine running on the page, where no worker is terminated). */
  | { type: 'close' }
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
      /**
       * Milliseconds the worker spent drawing each book it built since the last one it sent into
       * the canvases it holds (0 with none).
       */
      paintMs: number[];
    }
  /** The worker's socket's state (the page shows the worse of its own and this). */
  | { type: 'status'; status: StreamStatus }
  /** The answer to a `pick`: the price drawn in that row, null where none is drawn there. */
  | { type: 'picked'; ticket: number; price: string | null };
