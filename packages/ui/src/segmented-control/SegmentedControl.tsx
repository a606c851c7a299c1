import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useWidgetLocale } from '../i18n/index.ts';
import { firstEnabledTab, lastEnabledTab, stepEnabledTab } from '../tabs/tab-navigation.ts';
import { tabStopIndex } from './segmented-state.ts';

export interface SegmentedOption<Value extends string | number> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
  /** A styling hook rendered as `data-tone` (e.g. buy and sell colours). */
  tone?: string;
}

export interface SegmentedControlProps<Value extends string | number> {
  options: readonly SegmentedOption<Value>[];
  /** The checked option; `null` when none is (the first enabled option then takes the tab stop). */
  value: Value | null;
  onValueChange: (value: Value) => void;
  disabled?: boolean;
  /** Added to the group's `tl-segmented` class. */
  className?: string;
  /** Added to each option's `tl-segmented__item` class. */
  itemClassName?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/**
 * A WAI-ARIA APG radio group drawn as a segmented control: one tab stop (the checked option),
 * arrow keys move and check (mirrored in right-to-left), Home and End jump, disabled options are
 * skipped.
 */
export function SegmentedControl<Value extends string | number>({
  options,
  value,
  onValueChange,
  disabled = false,
  className,
  itemClassName,
  ...labelling
}: SegmentedControlProps<Value>) {
  const { dir } = useWidgetLocale();
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const navigable = options.map((option) => ({ disabled: disabled || option.disabled }));
  const stop = tabStopIndex(options, value, disabled);

  const check = (index: number) => {
    const option = options[index];
    if (!option || option.disabled || disabled) return;
    radios.current[index]?.focus();
    if (option.value !== value) onValueChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = radios.current.indexOf(event.target as HTMLButtonElement);
    if (from === -1) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward || event.key === 'ArrowDown'
        ? stepEnabledTab(navigable, from, 1)
        : event.key === backward || event.key === 'ArrowUp'
          ? stepEnabledTab(navigable, from, -1)
          : event.key === 'Home'
            ? firstEnabledTab(navigable)
            : event.key === 'End'
              ? lastEnabledTab(navigable)
              : null;
    if (target === null) return;
    event.preventDefault();
    check(target);
  };

  return (
    <div
      role="radiogroup"
      className={['tl-segmented', className].filter(Boolean).join(' ')}
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      {...labelling}
    >
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: options are drawn as buttons; the group supplies the APG radio keys (Home, End, arrows mirrored in right-to-left) itself
          <button
            key={option.value}
            ref={(element) => {
              radios.current[index] = element;
            }}
            type="button"
            role="radio"
            className={['tl-segmented__item', itemClassName].filter(Boolean).join(' ')}
            aria-checked={checked}
            data-state={checked ? 'checked' : 'unchecked'}
            data-value={option.value}
            data-tone={option.tone}
            disabled={disabled || option.disabled}
            tabIndex={index === stop ? 0 : -1}
            onClick={() => check(index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
