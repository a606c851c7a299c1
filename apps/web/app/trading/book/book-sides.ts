import type { ShownBook } from '../feed/shown-book.ts';
import type { SidePaint } from './book-painter.ts';
import type { OwnOrderLevels } from './own-order-levels.ts';

export type BookSide = 'bids' | 'asks';

/** The book's canvases: each side's rows, and the spread and mid line between them. */
export type BookCanvasKind = BookSide | 'figures';

/** One side's rows top to bottom as drawn: asks worst first (best next to the middle), bids best first. */
export function sideToDraw(book: ShownBook, kind: BookSide, rows: number, own: OwnOrderLevels): SidePaint {
  const levels = Array.from({ length: rows }, (_, index) =>
    kind === 'asks' ? book.asks[rows - 1 - index] : book.bids[index],
  );
  const mine = own[kind];
  return { levels, own: levels.map((level) => level !== undefined && mine.has(level.price)) };
}
