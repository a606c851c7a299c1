import type { KeyboardEvent, ReactNode } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { Input, type InputSize } from '../input/index.ts';
import {
  canStep,
  clampNumberText,
  type NumberFieldRules,
  sanitizeNumberText,
  stepNumberText,
} from './number-field-state.ts';

export interface NumberFieldProps extends NumberFieldRules {
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  name?: string;
  size?: InputSize;
  suffix?: ReactNode;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/**
 * A decimal text field (`inputmode="decimal"`) whose typing goes through core's spec §5 sanitiser,
 * with stepper buttons beside it. ArrowUp and ArrowDown step from the keyboard, so the buttons stay
 * out of the tab order; leaving the field pulls a value outside min and max back inside.
 */
export function NumberField({
  value,
  onValueChange,
  decimals,
  step,
  min,
  max,
  size = 'standard',
  suffix,
  disabled = false,
  className,
  onBlur,
  ...rest
}: NumberFieldProps) {
  const t = useWidgetText();
  const rules: NumberFieldRules = { decimals, step, min, max };
  const change = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  const stepBy = (direction: 1 | -1) => change(stepNumberText(value, direction, rules));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : null;
    if (direction === null) return;
    event.preventDefault();
    stepBy(direction);
  };

  const stepper = (direction: 1 | -1) => (
    <button
      type="button"
      className="tl-number-field__step"
      aria-label={direction > 0 ? t('increase') : t('decrease')}
      tabIndex={-1}
      disabled={disabled || !canStep(value, direction, rules)}
      onClick={() => stepBy(direction)}
    >
      <span aria-hidden="true">{direction > 0 ? '+' : '−'}</span>
    </button>
  );

  return (
    <Input
      {...rest}
      className={['tl-number-field', className].filter(Boolean).join(' ')}
      size={size}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      disabled={disabled}
      onValueChange={(raw) => change(sanitizeNumberText(raw, rules))}
      onKeyDown={onKeyDown}
      onBlur={() => {
        change(clampNumberText(value, rules));
        onBlur?.();
      }}
      suffix={
        <>
          {suffix}
          <span className="tl-number-field__steppers">
            {stepper(-1)}
            {stepper(1)}
          </span>
        </>
      }
    />
  );
}
