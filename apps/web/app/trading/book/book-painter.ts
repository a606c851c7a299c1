import type { ShownBook, ShownLevel } from '../feed/shown-book.ts';

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
  | 'measureText'
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

/** The translated labels of the line between the sides: "Spread", "Mid price". */
export interface BookFigureLabels {
  readonly spread: string;
  readonly mid: string;
}

/** Space between a label and its figure, as the page's word space has it. */
const LABEL_GAP = 4;

/**
 * Draws the spread and mid line between the sides ("Spread 38.24 (0.04%)" at the start edge, "Mid
 * price 95,000.005" at the end edge, as the middle's grid places them), so a new book changes no
 * text of the page: the figures beneath follow at the accessible rows' pace.
 */
export function paintBookFigures(
  context: BookCanvasContext,
  style: BookPaintStyle,
  book: Pick<ShownBook, 'spreadText' | 'midText'>,
  labels: BookFigureLabels,
): void {
  const { width, height, scale, rtl } = style;
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, width, height);
  if (labels.spread === '' && labels.mid === '') return;
  context.font = style.font;
  context.textBaseline = 'middle';
  context.fillStyle = style.text;
  const middle = height / 2;
  // The spread at the start edge: label, then figure, in reading order.
  const spreadLabel = context.measureText(labels.spread).width;
  if (rtl) {
    context.textAlign = 'right';
    context.fillText(labels.spread, width, middle);
    context.fillText(book.spreadText, width - spreadLabel - LABEL_GAP, middle);
  } else {
    context.textAlign = 'left';
    context.fillText(labels.spread, 0, middle);
    context.fillText(book.spreadText, spreadLabel + LABEL_GAP, middle);
  }
  // The mid at the end edge: figure last, so it ends at the edge.
  const midFigure = context.measureText(book.midText).width;
  if (rtl) {
    context.textAlign = 'left';
    context.fillText(book.midText, 0, middle);
    context.fillText(labels.mid, midFigure + LABEL_GAP, middle);
  } else {
    context.textAlign = 'right';
    context.fillText(book.midText, width, middle);
    context.fillText(labels.mid, width - midFigure - LABEL_GAP, middle);
  }
}
