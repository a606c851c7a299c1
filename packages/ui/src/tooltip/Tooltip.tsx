import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { cloneElement, type ReactElement, type ReactNode, type Ref, useState } from 'react';
import { nextZIndex } from '../internal/z-index.ts';

/** Spec §9: tooltip max width 300 px, opens at once, closes after a 200 ms debounce. */
export const TOOLTIP_MAX_WIDTH_PX = 300;
export const TOOLTIP_OPEN_DELAY_MS = 0;
export const TOOLTIP_CLOSE_DELAY_MS = 200;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element: the trigger. It gets `aria-describedby` while the tooltip shows. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  placement?: Placement;
  disabled?: boolean;
  openDelay?: number;
  closeDelay?: number;
  /** Controlled visibility; leave out to let hover and focus drive it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** WAI-ARIA APG tooltip: shows on hover and focus, hides on Escape, describes its trigger. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  disabled = false,
  openDelay = TOOLTIP_OPEN_DELAY_MS,
  closeDelay = TOOLTIP_CLOSE_DELAY_MS,
  open: controlledOpen,
  onOpenChange,
}: TooltipProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [zIndex, setZIndex] = useState(0);
  const open = !disabled && (controlledOpen ?? uncontrolledOpen);
  const setOpen = (next: boolean) => {
    if (next) setZIndex(nextZIndex());
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { enabled: !disabled, delay: { open: openDelay, close: closeDelay }, move: false }),
    useFocus(context, { enabled: !disabled }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const triggerRef = useMergeRefs([refs.setReference, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: triggerRef }))}
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            className="tl-tooltip"
            data-state="open"
            data-placement={context.placement}
            style={{ ...floatingStyles, maxInlineSize: TOOLTIP_MAX_WIDTH_PX, zIndex }}
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
