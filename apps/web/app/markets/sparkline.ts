/**
 * The `points` of an SVG polyline drawing `closes` (oldest first) across `width` by `height`, the
 * highest close at the top: one decimal per coordinate. Flat prices draw a line across the middle;
 * fewer than two closes draw nothing.
 */
export function sparklinePoints(closes: readonly number[], width: number, height: number): string {
  if (closes.length < 2) return '';
  const high = Math.max(...closes);
  const low = Math.min(...closes);
  const range = high - low;
  const step = width / (closes.length - 1);
  return closes
    .map((close, index) => {
      const y = range === 0 ? height / 2 : ((high - close) / range) * height;
      return `${round(index * step)},${round(y)}`;
    })
    .join(' ');
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
