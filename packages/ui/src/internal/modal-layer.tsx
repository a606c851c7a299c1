import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import { Portal } from './portal.tsx';
import { useFocusTrap } from './use-focus-trap.ts';

export interface ModalLayerProps {
  /** Stacking order from `nextZIndex()`, taken once when the overlay opens. */
  zIndex: number;
  onEscape?: () => void;
  /** Called on a click on the mask (pressed and released outside the panel). */
  onOutsideClick?: () => void;
  /** Focused first; otherwise the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Whether the mask is drawn (drawers may open without one, yet stay modal for focus). */
  mask?: boolean;
  className?: string;
  children: ReactNode;
}

let scrollLocks = 0;
let savedOverflow = '';

function useBodyScrollLock(): void {
  useEffect(() => {
    if (scrollLocks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    scrollLocks += 1;
    return () => {
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
    };
  }, []);
}

/**
 * The modal shell shared by dialogs: a full-viewport layer in a portal that traps focus, returns it
 * on close, locks page scroll, and reports Escape and outside clicks (WAI-ARIA APG modal dialog).
 */
export function ModalLayer({
  zIndex,
  onEscape,
  onOutsideClick,
  initialFocus,
  mask = true,
  className,
  children,
}: ModalLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const pressStartedOnMask = useRef(false);
  useFocusTrap(layerRef, true, { initialFocus });
  useBodyScrollLock();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
    }
  };
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnMask.current = event.target === event.currentTarget;
    // A press on the mask must not pull focus out of the dialog, or Escape and Tab stop reaching it.
    if (pressStartedOnMask.current) event.preventDefault();
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // A text selection dragged out of the panel must not count as an outside click.
    if (pressStartedOnMask.current && event.target === event.currentTarget) onOutsideClick?.();
    pressStartedOnMask.current = false;
  };

  return (
    <Portal>
      {/* The layer is the modal backdrop; keyboard users dismiss with Escape, handled here too. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a pointer shortcut for Escape */}
      <div
        ref={layerRef}
        className={['tl-modal-layer', mask ? 'tl-modal-layer--mask' : '', className]
          .filter(Boolean)
          .join(' ')}
        style={{ zIndex }}
        data-testid="tl-modal-layer"
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
        onClick={onClick}
      >
        {children}
      </div>
    </Portal>
  );
}
