import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Portal } from '../internal/portal.tsx';
import { useFocusTrap } from '../internal/use-focus-trap.ts';
import { useIsNarrow } from '../internal/use-media-query.ts';
import { nextZIndex } from '../internal/z-index.ts';

export interface PickerPopupProps {
  open: boolean;
  anchor: HTMLElement | null;
  label: string;
  /** The popup's id, so the opening control can name it in `aria-controls`. */
  id?: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * The picker's panel: a popover under the input on wide screens, a modal dialog on mobile
 * (spec §4 "on mobile it opens as a dialog").
 */
export function PickerPopup(props: PickerPopupProps) {
  const narrow = useIsNarrow();
  if (!props.open) return null;
  return narrow ? <PickerDialog {...props} /> : <PickerPopover {...props} />;
}

function closeOnEscape(onClose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
}

function PickerPopover({ anchor, label, id, onClose, children, className }: PickerPopupProps) {
  const [zIndex] = useState(nextZIndex);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    open: true,
    placement: 'bottom-start',
    elements: { reference: anchor },
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
  });

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (popupRef.current?.contains(target) || anchor?.contains(target)) return;
      onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [anchor, onClose]);

  return (
    <Portal>
      <div
        ref={(node) => {
          popupRef.current = node;
          refs.setFloating(node);
        }}
        id={id}
        role="dialog"
        aria-label={label}
        className={['tl-picker-popup', className].filter(Boolean).join(' ')}
        data-state="open"
        style={{ ...floatingStyles, zIndex }}
        onKeyDown={closeOnEscape(onClose)}
      >
        {children}
      </div>
    </Portal>
  );
}

function PickerDialog({ label, id, onClose, children, className }: PickerPopupProps) {
  const [zIndex] = useState(nextZIndex);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, true);
  return (
    <Portal>
      <div className="tl-picker-dialog" style={{ zIndex }} data-state="open">
        <button
          type="button"
          tabIndex={-1}
          className="tl-picker-dialog__mask"
          aria-hidden="true"
          onClick={onClose}
        />
        <div
          ref={dialogRef}
          id={id}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          className={['tl-picker-popup', 'tl-picker-popup--dialog', className].filter(Boolean).join(' ')}
          onKeyDown={closeOnEscape(onClose)}
        >
          {children}
        </div>
      </div>
    </Portal>
  );
}
