import { useMemo } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import type { SelectSize } from '../select/constants.ts';
import { Select } from '../select/Select.tsx';
import { buildTimeSelectOptions, type TimeSelectBounds } from './time-select-options.ts';

export interface TimeSelectProps extends TimeSelectBounds {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  clearable?: boolean;
  editable?: boolean;
  placeholder?: string;
  size?: SelectSize;
  'aria-label'?: string;
}

/** A fixed list of HH:mm times (time-select picker type, spec §9), built on the dropdown. */
export function TimeSelect({
  value,
  defaultValue,
  onChange,
  disabled,
  clearable = true,
  editable = true,
  placeholder,
  size,
  'aria-label': ariaLabel,
  ...bounds
}: TimeSelectProps) {
  const t = useWidgetText();
  const { start, end, step, minTime, maxTime } = bounds;
  const options = useMemo(
    () => buildTimeSelectOptions({ start, end, step, minTime, maxTime }),
    [start, end, step, minTime, maxTime],
  );
  return (
    <Select<string>
      aria-label={ariaLabel ?? placeholder ?? t('selectTime')}
      options={options}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(typeof next === 'string' ? next : '')}
      disabled={disabled}
      clearable={clearable}
      filterable={editable}
      placeholder={placeholder ?? t('selectTime')}
      size={size}
    />
  );
}
