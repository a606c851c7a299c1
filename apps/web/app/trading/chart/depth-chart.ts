import type { DepthRow } from '@tideline/core/order-book';

/** Drawing box of the depth chart; the SVG scales it to its element. */
export const DEPTH_CHART_WIDTH = 600;
export const DEPTH_CHART_HEIGHT = 300;

export interface DepthChartShape {
  /** Closed step areas of cumulative size: bids left of the spread, asks right of it. */
  bidArea: string;
  askArea: string;
  /** The same steps without the closing edges, drawn as the outline. */
  bidLine: string;
  askLine: string;
  /** Prices at the left edge, the middle of the spread and the right edge, as on the wire. */
  lowPrice: string;
  highPrice: string;
  /** Largest cumulative size of either side: the top of the vertical scale. */
  deepest: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Cumulative bid and ask depth as step paths (prices ascending to the right, size upwards). Each
 * side keeps its level's running total until the next level, the way orders stack in the book.
 * Drawing only: decimals become numbers here, while every figure shown as text stays a string.
 * Null while either side is empty or the levels do not span a price range.
 */
export function depthChartShape(
  bids: readonly DepthRow[],
  asks: readonly DepthRow[],
): DepthChartShape | null {
  const lowestBid = bids[bids.length - 1];
  const highestAsk = asks[asks.length - 1];
  const bestBid = bids[0];
  const bestAsk = asks[0];
  if (lowestBid === undefined || highestAsk === undefined || bestBid === undefined || bestAsk === undefined)
    return null;
  const low = Number(lowestBid.price);
  const high = Number(highestAsk.price);
  const deepest = Math.max(Number(lowestBid.total), Number(highestAsk.total));
  if (!(high > low) || !(deepest > 0)) return null;
  const x = (price: string) => round(((Number(price) - low) / (high - low)) * DEPTH_CHART_WIDTH);
  const y = (total: string) => round(DEPTH_CHART_HEIGHT - (Number(total) / deepest) * DEPTH_CHART_HEIGHT);

  const steps = (rows: readonly DepthRow[], edge: number): string[] => {
    const points: string[] = [];
    rows.forEach((row, index) => {
      const level = y(row.total);
      points.push(`${x(row.price)},${level}`);
      const next = rows[index + 1];
      points.push(`${next === undefined ? edge : x(next.price)},${level}`);
    });
    return points;
  };
  const bidSteps = steps(bids, 0);
  const askSteps = steps(asks, DEPTH_CHART_WIDTH);
  const bottom = DEPTH_CHART_HEIGHT;
  return {
    bidLine: `M${bidSteps.join(' L')}`,
    askLine: `M${askSteps.join(' L')}`,
    bidArea: `M${x(bestBid.price)},${bottom} L${bidSteps.join(' L')} L0,${bottom} Z`,
    askArea: `M${x(bestAsk.price)},${bottom} L${askSteps.join(' L')} L${DEPTH_CHART_WIDTH},${bottom} Z`,
    lowPrice: lowestBid.price,
    highPrice: highestAsk.price,
    deepest: Number(lowestBid.total) >= Number(highestAsk.total) ? lowestBid.total : highestAsk.total,
  };
}
