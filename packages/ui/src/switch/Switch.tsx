import type { ReactNode } from 'react';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label after the track; without one, name it with `aria-label` or `aria-labelledby`. */
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/**
 * A WAI-ARIA APG switch: a button with `role="switch"` and `aria-checked`, so Space and Enter
 * toggle it as a native button does, and a click on its label toggles it too.
 */
export function Switch({
  checked,
  onCheckedChange,
  children,
  disabled = false,
  className,
  ...rest
}: SwitchProps) {
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      className={['tl-switch', className].filter(Boolean).join(' ')}
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
    >
      <span className="tl-switch__track" aria-hidden="true">
        <span className="tl-switch__thumb" />
      </span>
      {children === undefined ? null : <span className="tl-switch__label">{children}</span>}
    </button>
  );
}
