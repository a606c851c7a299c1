import { type ReactNode, useId, useState } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { ModalLayer } from '../internal/modal-layer.tsx';
import { CloseIcon } from '../internal/status-icon.tsx';
import { nextZIndex } from '../internal/z-index.ts';

/**
 * Spec §9: where the drawer slides from. rtl (default) comes from the inline end (the right in a
 * left-to-right page), ltr from the inline start, ttb from the top, btt from the bottom.
 */
export type DrawerDirection = 'rtl' | 'ltr' | 'ttb' | 'btt';
/** Spec §9: the drawer takes 30% of the viewport by default. */
export const DRAWER_DEFAULT_SIZE = '30%';

export interface DrawerProps {
  /** Spec §4: the drawer opens and closes with this flag. */
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Names the dialog when there is no visible title. */
  'aria-label'?: string;
  direction?: DrawerDirection;
  /** Width (rtl, ltr) or height (ttb, btt): a number of px or a CSS length. */
  size?: number | string;
  /** Draw the dimming mask behind the drawer. */
  mask?: boolean;
  closeOnPressEscape?: boolean;
  /** Close on a click on the mask outside the drawer. */
  wrapperClosable?: boolean;
  showClose?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
}

function DrawerPanel({
  onClose,
  title,
  'aria-label': ariaLabel,
  direction = 'rtl',
  size = DRAWER_DEFAULT_SIZE,
  mask = true,
  closeOnPressEscape = true,
  wrapperClosable = true,
  showClose = true,
  footer,
  children,
}: Omit<DrawerProps, 'open'>) {
  const t = useWidgetText();
  const titleId = useId();
  const [zIndex] = useState(nextZIndex);
  const horizontal = direction === 'rtl' || direction === 'ltr';
  return (
    <ModalLayer
      zIndex={zIndex}
      mask={mask}
      className="tl-drawer-layer"
      onEscape={closeOnPressEscape ? onClose : undefined}
      onOutsideClick={wrapperClosable ? onClose : undefined}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        className="tl-drawer"
        data-direction={direction}
        data-state="open"
        tabIndex={-1}
        style={horizontal ? { inlineSize: size } : { blockSize: size }}
      >
        {(title || showClose) && (
          <header className="tl-drawer__header">
            {title && (
              <h2 id={titleId} className="tl-drawer__title">
                {title}
              </h2>
            )}
            {showClose && (
              <button type="button" className="tl-icon-button" aria-label={t('close')} onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </header>
        )}
        <div className="tl-drawer__body">{children}</div>
        {footer && <footer className="tl-drawer__footer">{footer}</footer>}
      </div>
    </ModalLayer>
  );
}

/** A modal panel sliding in from an edge of the viewport (spec §4, §9). */
export function Drawer({ open, ...props }: DrawerProps) {
  return open ? <DrawerPanel {...props} /> : null;
}
