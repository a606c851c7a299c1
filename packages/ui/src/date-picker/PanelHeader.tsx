import type { ReactNode } from 'react';
import { useRepeatClick } from './use-repeat-click.ts';

export interface NavButtonProps {
  label: string;
  onStep: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A previous/next button that repeats while held (spec §9 repeat-click interval). */
export function NavButton({ label, onStep, disabled = false, children }: NavButtonProps) {
  const repeat = useRepeatClick(onStep, disabled);
  return (
    <button
      type="button"
      className="tl-picker-header__nav"
      aria-label={label}
      disabled={disabled}
      onPointerDown={repeat.onPointerDown}
      onPointerLeave={repeat.onPointerLeave}
      onClick={repeat.onClick}
    >
      {children}
    </button>
  );
}

export interface PanelHeaderProps {
  start?: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}

export function PanelHeader({ start, end, children }: PanelHeaderProps) {
  return (
    <div className="tl-picker-header">
      <span className="tl-picker-header__side">{start}</span>
      <span className="tl-picker-header__title">{children}</span>
      <span className="tl-picker-header__side">{end}</span>
    </div>
  );
}
