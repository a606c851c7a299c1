/**
 * The drawings of a lead's daily PnL series, without React: the ranking card's sparkline (the
 * running total over the window) and the profile's bars (one per UTC day, up for a gain, down for
 * a loss, from a zero line). Coordinates are SVG user units; PnL is money, but a drawing only
 * needs its shape, so the decimal strings become numbers here and nowhere else.
 */

export interface DailyPnl {
  day: number;
  pnl: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The running total of the series, one point per day, oldest first. */
export function cumulativePnl(series: readonly DailyPnl[]): number[] {
  let total = 0;
  return series.map((point) => {
    total += Number(point.pnl);
    return total;
  });
}

/**
 * An SVG path through `values` across `width` x `height`, highest value at the top; a flat series
 * is a line across the middle. Empty for no values.
 */
export function sparklinePath(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const step = values.length === 1 ? 0 : width / (values.length - 1);
  return values
    .map((value, index) => {
      const y = span === 0 ? height / 2 : height - ((value - low) / span) * height;
      return `${index === 0 ? 'M' : 'L'}${round(index * step)} ${round(y)}`;
    })
    .join(' ');
}

export type Trend = 'up' | 'down' | 'flat';

/** Whether the window ended with a gain, a loss or neither. */
export function trendOf(series: readonly DailyPnl[]): Trend {
  const total = cumulativePnl(series).at(-1) ?? 0;
  return total > 0 ? 'up' : total < 0 ? 'down' : 'flat';
}

export interface PnlBar {
  day: number;
  pnl: string;
  x: number;
  y: number;
  width: number;
  height: number;
  trend: Trend;
}

/**
 * One bar per day across `width`, scaled so the largest gain or loss fills its side of the zero
 * line; `zeroY` is that line. With gains only the line is at the bottom, with losses only at the top.
 */
export function pnlBars(
  series: readonly DailyPnl[],
  width: number,
  height: number,
): { bars: PnlBar[]; zeroY: number } {
  const values = series.map((point) => Number(point.pnl));
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const span = high - low;
  const zeroY = span === 0 ? height : round((high / span) * height);
  const slot = series.length === 0 ? 0 : width / series.length;
  const barWidth = round(Math.max(1, slot * 0.7));
  const bars = series.map((point, index) => {
    const value = values[index] ?? 0;
    const size = span === 0 ? 0 : round((Math.abs(value) / span) * height);
    return {
      day: point.day,
      pnl: point.pnl,
      x: round(index * slot + (slot - barWidth) / 2),
      y: value >= 0 ? round(zeroY - size) : zeroY,
      width: barWidth,
      height: size,
      trend: (value > 0 ? 'up' : value < 0 ? 'down' : 'flat') as Trend,
    };
  });
  return { bars, zeroY };
}
