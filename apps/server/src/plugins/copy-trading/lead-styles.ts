import type { Direction, LeadAction } from './mirror.ts';

/**
 * How each simulated lead trader decides its next step (issue #24: several leads with different
 * styles). Pure: given the style, what the lead holds and a uniform draw, the step to take.
 */
export type LeadStyle = 'trend' | 'scalp' | 'swing';

export interface LeadStep {
  readonly action: LeadAction | 'hold';
  readonly direction: Direction;
  /** Share of the lead's ticket (open, add) or of its position (reduce). */
  readonly fraction: number;
}

/** Per style: chance per tick to open when flat, and to add, reduce or close when holding. */
const ODDS: Readonly<Record<LeadStyle, { open: number; add: number; reduce: number; close: number }>> = {
  trend: { open: 0.3, add: 0.12, reduce: 0.06, close: 0.08 },
  scalp: { open: 0.6, add: 0, reduce: 0.15, close: 0.45 },
  swing: { open: 0.25, add: 0.1, reduce: 0.2, close: 0.06 },
};

/**
 * `held` is the lead's current position (undefined when flat); `draw` and `sideDraw` are uniform
 * in [0, 1). A flat lead opens long when `sideDraw` < 0.5, short otherwise.
 */
export function nextLeadStep(
  style: LeadStyle,
  held: { direction: Direction } | undefined,
  draw: number,
  sideDraw: number,
): LeadStep {
  const odds = ODDS[style];
  if (held === undefined) {
    const direction = sideDraw < 0.5 ? 'long' : 'short';
    return draw < odds.open
      ? { action: 'open', direction, fraction: 1 }
      : { action: 'hold', direction, fraction: 0 };
  }
  const { direction } = held;
  if (draw < odds.close) return { action: 'close', direction, fraction: 1 };
  if (draw < odds.close + odds.reduce) return { action: 'reduce', direction, fraction: 0.5 };
  if (draw < odds.close + odds.reduce + odds.add) return { action: 'add', direction, fraction: 0.5 };
  return { action: 'hold', direction, fraction: 0 };
}
