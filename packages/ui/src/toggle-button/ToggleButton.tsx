import type { ButtonHTMLAttributes } from 'react';

export interface ToggleButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'aria-pressed'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/**
 * A WAI-ARIA APG toggle button (e.g. a favourite star): one button whose `aria-pressed` says
 * whether it is on; Space and Enter toggle it. For one choice out of several use SegmentedControl.
 */
export function ToggleButton({ pressed, onPressedChange, ...rest }: ToggleButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      aria-pressed={pressed}
      data-state={pressed ? 'on' : 'off'}
      onClick={() => onPressedChange(!pressed)}
    />
  );
}
