import {
  type BookCanvasContext,
  type BookFigureLabels,
  type BookPaintStyle,
  paintBookFigures,
  paintBookSide,
} from '../book/book-painter.ts';
import { type BookCanvasKind, type BookSide, sideToDraw } from '../book/book-sides.ts';
import type { OwnOrderLevels } from '../book/own-order-levels.ts';
import type { ShownBook } from './shown-book.ts';

/** What the worker needs of a transferred canvas (a fake stands in for it in the tests). */
export interface PaintableCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): BookCanvasContext | null;
}

interface HeldSide {
  canvas: PaintableCanvas;
  context: BookCanvasContext | null;
  style: BookPaintStyle | null;
}

const NO_OWN_ORDERS: OwnOrderLevels = { bids: new Set(), asks: new Set() };
const NO_LABELS: BookFigureLabels = { spread: '', mid: '' };

/**
 * The book's canvases as the depth worker holds them (design §4: the book is built and now also
 * drawn off the main thread, so its drawing can never lengthen a task of the page). The page
 * hands each canvas (each side's rows, the spread and mid line between them) over once, then sends
 * its style on every resize or theme change and the view (rows, own orders, the line's labels) when
 * that changes; each published book is drawn here, so a new book changes nothing on the page.
 */
export function createWorkerBookCanvases<C extends PaintableCanvas>() {
  const canvases = new Map<number, C>();
  const sides = new Map<BookCanvasKind, HeldSide>();
  let rows = 0;
  let own = NO_OWN_ORDERS;
  let labels = NO_LABELS;
  let last: ShownBook | null = null;

  function paintSide(side: BookCanvasKind, held: HeldSide) {
    if (last === null || held.context === null || held.style === null || rows === 0) return;
    if (side === 'figures') paintBookFigures(held.context, held.style, last, labels);
    else paintBookSide(held.context, held.style, sideToDraw(last, side, rows, own));
  }

  function paintAll() {
    for (const [side, held] of sides) paintSide(side, held);
  }

  return {
    /** Binds a side to a canvas: one just transferred, or one already held under `id`. */
    attach(side: BookCanvasKind, id: number, canvas?: C) {
      if (canvas !== undefined) canvases.set(id, canvas);
      const held = canvases.get(id);
      if (held === undefined) return;
      sides.set(side, { canvas: held, context: held.getContext('2d'), style: null });
    },
    /** Sizes the side's backing store for its CSS size and pixel ratio, and draws it again. */
    restyle(side: BookCanvasKind, style: BookPaintStyle) {
      const held = sides.get(side);
      if (held === undefined) return;
      held.canvas.width = Math.round(style.width * style.scale);
      held.canvas.height = Math.round(style.height * style.scale);
      held.style = style;
      paintSide(side, held);
    },
    detach(side: BookCanvasKind) {
      sides.delete(side);
    },
    forget(id: number) {
      const canvas = canvases.get(id);
      canvases.delete(id);
      for (const [side, held] of sides) if (held.canvas === canvas) sides.delete(side);
    },
    setView(
      nextRows: number,
      ownPrices: { bids: readonly string[]; asks: readonly string[] },
      figureLabels: BookFigureLabels = NO_LABELS,
    ) {
      rows = nextRows;
      own = { bids: new Set(ownPrices.bids), asks: new Set(ownPrices.asks) };
      labels = figureLabels;
      paintAll();
    },
    /** Draws a newly published book; the milliseconds it took (0 when no side is held). */
    paint(book: ShownBook): number {
      last = book;
      if (sides.size === 0) return 0;
      const start = performance.now();
      paintAll();
      return performance.now() - start;
    },
    /**
     * The price of the level drawn now in row `index` (top to bottom) of a side this holds and has
     * drawn; undefined where it draws nothing there.
     */
    drawnPrice(side: BookSide, index: number): string | undefined {
      const held = sides.get(side);
      if (last === null || held === undefined || held.context === null || held.style === null)
        return undefined;
      if (index < 0 || index >= rows) return undefined;
      return sideToDraw(last, side, rows, own).levels[index]?.price;
    },
    /** The pair or grouping changed: nothing is drawn until its first book. */
    clear() {
      last = null;
    },
    /** How many canvases are held (for the tests: a forgotten one is let go). */
    get held() {
      return canvases.size;
    },
  };
}
