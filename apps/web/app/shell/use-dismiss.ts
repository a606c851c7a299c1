import { type RefObject, useEffect } from 'react';

/**
 * Closes an open <details> menu the way people expect a dropdown to close: on a click outside, on
 * Escape (returning focus to its summary) and once a link or button inside it is used. Without JavaScript the native
 * element still opens and closes by itself.
 */
export function useDismiss(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target))
        details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open) return;
      if (!(event.target instanceof Node) || !details.contains(event.target)) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Element && event.target.closest('a, button'))
        details.open = false;
    };
    const details = ref.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    details?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      details?.removeEventListener('click', onClick);
    };
  }, [ref]);
}
