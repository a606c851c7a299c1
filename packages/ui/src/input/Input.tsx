import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { CloseIcon } from '../internal/status-icon.tsx';

export type InputSize = 'large' | 'medium' | 'standard' | 'small';

export interface InputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
    'size' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'type'
  > {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Spec §5: with `showWordLimit`, a counter shows the length against this maximum. */
  maxLength?: number;
  showWordLimit?: boolean;
  clearable?: boolean;
  /** `textarea` renders a multi-line field. */
  type?: InputHTMLAttributes<HTMLInputElement>['type'] | 'textarea';
  rows?: number;
  size?: InputSize;
  prefix?: ReactNode;
  suffix?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** Counts characters as the browser's maxlength does (UTF-16 code units), so counter and limit agree. */
export function characterCount(value: string): number {
  return value.length;
}

/** A text field with an optional clear button and character counter (spec §5). */
export function Input({
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  maxLength,
  showWordLimit = false,
  clearable = false,
  type = 'text',
  rows = 3,
  size = 'standard',
  prefix,
  suffix,
  invalid = false,
  disabled,
  className,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: InputProps) {
  const t = useWidgetText();
  const counterId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  const setValue = (next: string) => {
    setUncontrolledValue(next);
    onValueChange?.(next);
  };
  const showCounter = showWordLimit && maxLength !== undefined && !disabled;
  const shared = {
    ...rest,
    ref,
    value,
    maxLength,
    disabled,
    className: 'tl-input__control',
    'aria-invalid': invalid || undefined,
    'aria-describedby':
      [describedBy, showCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };

  return (
    <div
      className={['tl-input', className].filter(Boolean).join(' ')}
      data-size={size}
      data-multiline={type === 'textarea' || undefined}
      data-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
    >
      {prefix && <span className="tl-input__affix">{prefix}</span>}
      {type === 'textarea' ? <textarea rows={rows} {...shared} /> : <input type={type} {...shared} />}
      {clearable && value !== '' && !disabled && (
        <button
          type="button"
          className="tl-icon-button tl-input__clear"
          aria-label={t('clear')}
          onClick={() => setValue('')}
        >
          <CloseIcon />
        </button>
      )}
      {suffix && <span className="tl-input__affix">{suffix}</span>}
      {showCounter && (
        <span
          id={counterId}
          className="tl-input__count"
          data-full={characterCount(value) >= maxLength || undefined}
        >
          {characterCount(value)}/{maxLength}
        </span>
      )}
    </div>
  );
}
