import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { CloseIcon, liveRoleFor, type MessageType, StatusIcon } from '../internal/status-icon.tsx';
import { useAutoClose, useEscapeKey } from '../internal/use-auto-close.ts';
import {
  closeToast,
  TOAST_DURATION_MS,
  TOAST_FIRST_OFFSET_PX,
  TOAST_GAP_PX,
  toastStore,
} from './toast-store.ts';

export interface ToastProps {
  message: ReactNode;
  type?: MessageType;
  duration?: number;
  showClose?: boolean;
  onClose: () => void;
}

/** One toast. Usually shown through `toast(...)`; exported for custom hosts and the gallery. */
export function Toast({
  message,
  type = 'info',
  duration = TOAST_DURATION_MS,
  showClose = true,
  onClose,
}: ToastProps) {
  const t = useWidgetText();
  const hover = useAutoClose(duration, onClose);
  useEscapeKey(onClose);
  return (
    <div className={`tl-toast tl-toast--${type}`} role={liveRoleFor(type)} data-type={type} {...hover}>
      <StatusIcon type={type} />
      <div className="tl-toast__message">{message}</div>
      {showClose && (
        <button type="button" className="tl-toast__close" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

/** Renders the toasts of `toast(...)`, stacked from 100 px down, 16 px apart (spec §9). */
export function ToastViewport() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.getServerSnapshot);
  if (toasts.length === 0) return null;
  return (
    <div
      className="tl-toast-viewport"
      style={{
        paddingBlockStart: TOAST_FIRST_OFFSET_PX,
        gap: TOAST_GAP_PX,
        zIndex: Math.max(...toasts.map((item) => item.zIndex)),
      }}
    >
      {toasts.map((item) => (
        <Toast
          key={item.id}
          message={item.message}
          type={item.type}
          duration={item.duration}
          showClose={item.showClose}
          onClose={() => closeToast(item.id)}
        />
      ))}
    </div>
  );
}
