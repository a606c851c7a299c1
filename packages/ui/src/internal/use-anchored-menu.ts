import { autoUpdate, flip, offset, shift, size as sizeMiddleware, useFloating } from '@floating-ui/react';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * A dropdown's menu under its control (select, autocomplete): placed below, flipped and shifted to
 * stay on screen, at least as wide as the control; a pointer press outside both closes it.
 */
export function useAnchoredMenu(
  open: boolean,
  inside: readonly RefObject<Element | null>[],
  onOutsidePress: () => void,
) {
  const floating = useFloating({
    open,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip(),
      shift({ padding: 8 }),
      sizeMiddleware({
        apply({ rects, elements }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
  });
  const insideRef = useRef(inside);
  insideRef.current = inside;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (insideRef.current.some((ref) => ref.current?.contains(target))) return;
      onOutsidePress();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, onOutsidePress]);
  return floating;
}
