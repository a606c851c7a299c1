import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useWidgetLocale } from '../i18n/index.ts';
import { fractionOf, type SliderRange, sliderKeyOf, valueAfterKey, valueAtFraction } from './slider-state.ts';

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** PageUp / PageDown step; a tenth of the range when omitted. */
  pageStep?: number;
  /** Values shown under the track as buttons that set the value (e.g. 25 %, 50 %, 75 %, 100 %). */
  marks?: readonly number[];
  /** Text of a value, for `aria-valuetext` and the marks (e.g. `5x`, `25%`). */
  formatValue?: (value: number) => string;
  disabled?: boolean;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/**
 * A WAI-ARIA APG slider: arrows step (right and left follow the visual direction, so they swap in
 * right-to-left), PageUp and PageDown take big steps, Home and End jump to the ends; a press or
 * drag on the track sets the value, and marks under it are buttons for common values.
 */
export function Slider({
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  pageStep,
  marks = [],
  formatValue = String,
  disabled = false,
  className,
  id,
  ...labelling
}: SliderProps) {
  const { dir } = useWidgetLocale();
  const range: SliderRange = { min, max, step, pageStep };
  const track = useRef<HTMLDivElement>(null);
  const thumb = useRef<HTMLDivElement>(null);
  const current = Math.min(Math.max(value, min), Math.max(min, max));

  const change = (next: number) => {
    if (next !== value) onValueChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = sliderKeyOf(event.key, dir);
    if (key === null || disabled) return;
    event.preventDefault();
    change(valueAfterKey(current, key, range));
  };

  const valueAtPointer = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return current;
    const fromStart = dir === 'rtl' ? box.right - clientX : clientX - box.left;
    return valueAtFraction(Math.min(1, Math.max(0, fromStart / box.width)), range);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    thumb.current?.focus();
    change(valueAtPointer(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) change(valueAtPointer(event.clientX));
  };

  const percent = `${fractionOf(current, range) * 100}%`;
  return (
    <div
      className={['tl-slider', className].filter(Boolean).join(' ')}
      dir={dir}
      data-disabled={disabled || undefined}
    >
      <div
        ref={track}
        className="tl-slider__track"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
      >
        <div className="tl-slider__fill" style={{ inlineSize: percent }} />
        <div
          ref={thumb}
          id={id}
          role="slider"
          className="tl-slider__thumb"
          style={{ insetInlineStart: percent }}
          tabIndex={disabled ? -1 : 0}
          aria-valuemin={min}
          aria-valuemax={Math.max(min, max)}
          aria-valuenow={current}
          aria-valuetext={formatValue(current)}
          aria-orientation="horizontal"
          aria-disabled={disabled || undefined}
          onKeyDown={onKeyDown}
          {...labelling}
        />
      </div>
      {marks.length > 0 ? (
        <div className="tl-slider__marks">
          {marks.map((mark) => (
            <button
              key={mark}
              type="button"
              className="tl-slider__mark"
              style={{ insetInlineStart: `${fractionOf(mark, range) * 100}%` }}
              data-state={mark === current ? 'active' : mark < current ? 'passed' : 'ahead'}
              // The slider itself is the keyboard's way to these values; the marks are for pointers.
              tabIndex={-1}
              disabled={disabled}
              onClick={() => change(mark)}
            >
              {formatValue(mark)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
