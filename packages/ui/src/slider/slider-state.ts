export interface SliderRange {
  min: number;
  max: number;
  /** The keyboard and pointer step; values snap to min + k * step. */
  step: number;
  /** The PageUp / PageDown step; a tenth of the range (at least one step) when omitted. */
  pageStep?: number;
}

export type SliderKey = 'increase' | 'decrease' | 'pageIncrease' | 'pageDecrease' | 'min' | 'max';

/** Digits after the point in `step`, so snapped values do not carry binary noise (0.1 + 0.2). */
function stepDecimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** `value` clamped to the range and snapped to the nearest step from `min`. */
export function snapToStep(value: number, { min, max, step }: SliderRange): number {
  if (max <= min) return min;
  const clamped = Math.min(max, Math.max(min, value));
  const nearest = min + Math.round((clamped - min) / step) * step;
  // A max off the step grid is not a step: the top value is the last step below it.
  const snapped = nearest > max ? nearest - step : nearest;
  return Number(snapped.toFixed(stepDecimals(step)));
}

export function pageStepOf(range: SliderRange): number {
  if (range.pageStep !== undefined) return range.pageStep;
  const tenth = (range.max - range.min) / 10;
  return Math.max(range.step, Math.round(tenth / range.step) * range.step);
}

/** The value a keyboard action leads to (WAI-ARIA APG slider). */
export function valueAfterKey(value: number, key: SliderKey, range: SliderRange): number {
  switch (key) {
    case 'increase':
      return snapToStep(value + range.step, range);
    case 'decrease':
      return snapToStep(value - range.step, range);
    case 'pageIncrease':
      return snapToStep(value + pageStepOf(range), range);
    case 'pageDecrease':
      return snapToStep(value - pageStepOf(range), range);
    case 'min':
      return range.min;
    case 'max':
      return snapToStep(range.max, range);
  }
}

/** Where `value` lies along the track, from 0 (min) to 1 (max). */
export function fractionOf(value: number, { min, max }: SliderRange): number {
  if (max <= min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** The snapped value at `fraction` (0 to 1) of the track. */
export function valueAtFraction(fraction: number, range: SliderRange): number {
  return snapToStep(range.min + fraction * (range.max - range.min), range);
}

/**
 * The keyboard action of a key, or null. Right and left follow the visual direction: in
 * right-to-left the track runs from the right, so ArrowLeft increases. Up always increases.
 */
export function sliderKeyOf(key: string, dir: 'ltr' | 'rtl'): SliderKey | null {
  const increase = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const decrease = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === increase || key === 'ArrowUp') return 'increase';
  if (key === decrease || key === 'ArrowDown') return 'decrease';
  if (key === 'PageUp') return 'pageIncrease';
  if (key === 'PageDown') return 'pageDecrease';
  if (key === 'Home') return 'min';
  if (key === 'End') return 'max';
  return null;
}
