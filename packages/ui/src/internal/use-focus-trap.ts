import { type RefObject, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export interface FocusTrapOptions {
  /** Focused when the trap activates; otherwise the first focusable element (or the container), unless focus is already inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Return focus to the element that had it before activation (WAI-ARIA dialog pattern). */
  restoreFocus?: boolean;
}

/**
 * Keeps Tab and Shift+Tab inside `containerRef` while `active`, and on deactivation returns focus
 * to where it was (WAI-ARIA APG, modal dialog).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, restoreFocus = true }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const focused = document.activeElement;
    // Children's effects run first: one that already moved focus inside (a date grid opened by the
    // keyboard) keeps it, and the element it took focus from is not known here.
    const focusAlreadyInside = focused !== null && container.contains(focused);
    const previouslyFocused = focused instanceof HTMLElement && !focusAlreadyInside ? focused : null;
    const initial =
      initialFocus?.current ?? (focusAlreadyInside ? null : (focusableWithin(container)[0] ?? container));
    initial?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = focusableWithin(container);
      if (focusable.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstElement = focusable[0]!;
      const lastElement = focusable[focusable.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === firstElement || !container.contains(current))) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && (current === lastElement || !container.contains(current))) {
        event.preventDefault();
        firstElement.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      if (restoreFocus && previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, containerRef, initialFocus, restoreFocus]);
}
