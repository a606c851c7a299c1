import type { ChangeDirection } from '../home/market-rows.ts';
import { sparklinePoints } from './sparkline.ts';

export const SPARKLINE_WIDTH = 96;
export const SPARKLINE_HEIGHT = 28;
/** The line's width, kept inside the box so the highest and lowest points are not cut. */
const STROKE = 1.5;

/** A day of closes as a line, coloured by the day's direction; decoration only (the figures say it). */
export function Sparkline({ closes, direction }: { closes: readonly number[]; direction: ChangeDirection }) {
  return (
    <svg
      className="markets-sparkline"
      data-direction={direction}
      width={SPARKLINE_WIDTH}
      height={SPARKLINE_HEIGHT}
      viewBox={`0 ${-STROKE} ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT + 2 * STROKE}`}
      aria-hidden="true"
      focusable="false"
    >
      <polyline
        points={sparklinePoints(closes, SPARKLINE_WIDTH, SPARKLINE_HEIGHT)}
        fill="none"
        stroke="currentColor"
        strokeWidth={STROKE}
        strokeLinejoin="round"
      />
    </svg>
  );
}
