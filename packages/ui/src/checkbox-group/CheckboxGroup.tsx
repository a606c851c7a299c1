import { type ReactNode, useState } from 'react';
import { isLockedByLimits, toggleValue } from './checkbox-limits.ts';

export interface CheckboxOption<Value extends string | number> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<Value extends string | number> {
  options: readonly CheckboxOption<Value>[];
  value?: readonly Value[];
  defaultValue?: readonly Value[];
  onChange?: (value: Value[]) => void;
  /** Spec §5: the fewest and most boxes that may be checked. */
  min?: number;
  max?: number;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A group of native checkboxes with minimum and maximum counts (spec §5). */
export function CheckboxGroup<Value extends string | number>({
  options,
  value: controlledValue,
  defaultValue = [],
  onChange,
  min,
  max,
  disabled = false,
  ...labelling
}: CheckboxGroupProps<Value>) {
  const [uncontrolledValue, setUncontrolledValue] = useState<readonly Value[]>(defaultValue);
  const selected = controlledValue ?? uncontrolledValue;
  return (
    <fieldset className="tl-checkbox-group" {...labelling}>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        const locked =
          disabled || option.disabled || isLockedByLimits(checked, selected.length, { min, max });
        return (
          <label
            key={option.value}
            className="tl-checkbox"
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={locked || undefined}
          >
            <input
              type="checkbox"
              className="tl-checkbox__input"
              checked={checked}
              disabled={locked}
              onChange={() => {
                const next = toggleValue(selected, option.value);
                setUncontrolledValue(next);
                onChange?.(next);
              }}
            />
            <span className="tl-checkbox__label">{option.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
