import type { ShownLevel } from '../feed/shown-book.ts';

/**
 * Height of one book row, in CSS pixels: the WCAG 2.2 target size of the row buttons, which
 * trading.css gives them as `--spot-book-row`.
 */
export const BOOK_ROW_HEIGHT = 24;
/** Space between the three columns, as the column headings have it (trading.css). */
const COLUMN_GAP = 4;
/** The own-order mark: a short bar at the row's start edge. */
const OWN_MARK_WIDTH = 3;

/** What the painter needs of a 2D canvas context (a fake records the calls in the tests). */
export type BookCanvasContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'fillRect'
  | 'fillText'
  | 'setTransform'
  | 'fillStyle'
  | 'font'
  | 'globalAlpha'
  | 'textAlign'
  | 'textBaseline'
>;

/** How strongly the depth bars show under the figures (the rows' former CSS bars had 0.15). */
export const BAR_ALPHA = 0.15;

/** The theme and layout a side is drawn with, read from the page's styles when they change. */
export interface BookPaintStyle {
  /** Width and height of the side in CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  scale: number;
  rtl: boolean;
  /** A canvas font string, e.g. `400 12.8px Inter, sans-serif`. */
  font: string;
  text: string;
  /** The side's colour: prices in it, and the depth bars in it at `BAR_ALPHA`. */
  sideColour: string;
  ownColour: string;
}

export interface SidePaint {
  /** Top to bottom as drawn. */
  readonly levels: readonly (ShownLevel | undefined)[];
  /** Whether each drawn row holds the trader's own order. */
  readonly own: readonly boolean[];
}

/**
 * Draws one side of the book (rows of price, amount and cumulative total over their depth bars)
 * into a canvas: one drawing per frame instead of sixty text nodes laid out and painted by the
 * page (design §4, issue #9's frame budget). Columns match the accessible rows beneath: three equal
 * columns, the price at the start, amount and total at the end; mirrored right to left.
 */
export function paintBookSide(context: BookCanvasContext, style: BookPaintStyle, side: SidePaint): void {
  const { width, height, scale, rtl } = style;
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, width, height);
  const column = (width - 2 * COLUMN_GAP) / 3;
  // Logical x (from the start edge) to canvas x.
  const at = (logical: number) => (rtl ? width - logical : logical);
  context.font = style.font;
  context.textBaseline = 'middle';
  side.levels.forEach((level, index) => {
    if (level === undefined) return;
    const top = index * BOOK_ROW_HEIGHT;
    const middle = top + BOOK_ROW_HEIGHT / 2;
    const bar = Math.max(0, Math.min(1, level.ratio)) * width;
    if (bar > 0) {
      // Bars grow from the end edge, as the cumulative depth reads from the price outwards.
      context.globalAlpha = BAR_ALPHA;
      context.fillStyle = style.sideColour;
      context.fillRect(rtl ? 0 : width - bar, top, bar, BOOK_ROW_HEIGHT);
      context.globalAlpha = 1;
    }
    if (side.own[index] === true) {
      context.fillStyle = style.ownColour;
      const markTop = top + BOOK_ROW_HEIGHT / 4;
      context.fillRect(rtl ? width - OWN_MARK_WIDTH : 0, markTop, OWN_MARK_WIDTH, BOOK_ROW_HEIGHT / 2);
    }
    context.textAlign = rtl ? 'right' : 'left';
    context.fillStyle = style.sideColour;
    context.fillText(level.priceText, at(0), middle);
    context.textAlign = rtl ? 'left' : 'right';
    context.fillStyle = style.text;
    context.fillText(level.sizeText, at(2 * column + COLUMN_GAP), middle);
    context.fillText(level.totalText, at(width), middle);
  });
}
