import { formatByPrecision } from '@tideline/core/format';
import { type DepthRow, depthBarRatios, spreadAndMid } from '@tideline/core/order-book';

/** One book row ready to draw: texts already formatted, so the page only writes them. */
export interface ShownLevel {
  /** The level's price as the stream gave it (what a click picks). */
  readonly price: string;
  readonly priceText: string;
  readonly sizeText: string;
  readonly totalText: string;
  /** Cumulative depth against the deepest total of either side, 0 to 1. */
  readonly ratio: number;
}

export interface ShownBook {
  /** Best first, at most `rows` of each side. */
  readonly bids: readonly ShownLevel[];
  readonly asks: readonly ShownLevel[];
  /** `38.24 (0.04%)`: best ask less best bid, and that against the mid; `--` with a side empty. */
  readonly spreadText: string;
  /** Halfway between the best bid and ask, one decimal finer than the price; `--` with a side empty. */
  readonly midText: string;
}

/** What the book shows where a figure is unknown (§9). */
const UNKNOWN = '--';

/** Rows per side the book widget shows at most (one side only); the worker formats no more. */
export const SHOWN_ROWS = 20;

export interface ShownBookFormat {
  readonly pricePlace: number;
  readonly sizePlace: number;
}

/**
 * The rows the order book widget shows, formatted once per published book (in the depth worker),
 * so the page's frame spends no time on decimal arithmetic or number formatting.
 */
export function shownBook(
  bids: readonly DepthRow[],
  asks: readonly DepthRow[],
  deepest: string,
  format: ShownBookFormat,
): ShownBook {
  const side = (levels: readonly DepthRow[]) => {
    const top = levels.slice(0, SHOWN_ROWS);
    const ratios = depthBarRatios(top, deepest);
    return top.map(
      (level, index): ShownLevel => ({
        price: level.price,
        priceText: formatByPrecision(level.price, format.pricePlace),
        sizeText: formatByPrecision(level.size, format.sizePlace),
        totalText: formatByPrecision(level.total, format.sizePlace),
        ratio: ratios[index] ?? 0,
      }),
    );
  };
  const spread = spreadAndMid(bids[0]?.price, asks[0]?.price, format.pricePlace);
  return {
    bids: side(bids),
    asks: side(asks),
    spreadText: spread
      ? `${formatByPrecision(spread.spread, format.pricePlace)} (${spread.spreadPercent}%)`
      : UNKNOWN,
    midText: spread ? formatByPrecision(spread.mid, format.pricePlace + 1) : UNKNOWN,
  };
}
