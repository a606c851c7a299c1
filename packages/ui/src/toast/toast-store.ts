import type { ReactNode } from 'react';
import type { MessageType } from '../internal/status-icon.tsx';
import { createStore, isBrowser, uniqueId } from '../internal/store.ts';
import { nextZIndex } from '../internal/z-index.ts';
import { ensureHost } from '../widget-host/host-registry.ts';

/** Spec §9: a toast closes itself after 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** Spec §9: the first toast sits 100 px from the top, each further one 16 px below the previous. */
export const TOAST_FIRST_OFFSET_PX = 100;
export const TOAST_GAP_PX = 16;

export interface ToastOptions {
  message: ReactNode;
  type?: MessageType;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  duration?: number;
  showClose?: boolean;
  onClose?: () => void;
}

export interface ToastItem extends Required<Omit<ToastOptions, 'onClose'>> {
  id: string;
  zIndex: number;
  onClose?: () => void;
}

export interface ToastHandle {
  close(): void;
}

export const toastStore = createStore<readonly ToastItem[]>([]);

export function closeToast(id: string): void {
  const item = toastStore.get().find((toast) => toast.id === id);
  if (!item) return;
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
  item.onClose?.();
}

function showToast(options: ToastOptions | string): ToastHandle {
  const {
    message,
    type = 'info',
    duration = TOAST_DURATION_MS,
    showClose = true,
    onClose,
  } = typeof options === 'string' ? { message: options } : options;
  if (!isBrowser()) return { close: () => {} };
  ensureHost();
  const id = uniqueId('tl-toast');
  toastStore.set((toasts) => [
    ...toasts,
    { id, message, type, duration, showClose, onClose, zIndex: nextZIndex() },
  ]);
  return { close: () => closeToast(id) };
}

type TypedToast = (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'type'>) => ToastHandle;

/** Shows a toast (spec §9: 3000 ms, first offset 100 px, 16 px apart; closes on its button or Escape). */
export const toast: ((options: ToastOptions | string) => ToastHandle) &
  Record<MessageType, TypedToast> & {
    closeAll(): void;
  } = Object.assign(showToast, {
  success: ((message, options) => showToast({ ...options, message, type: 'success' })) as TypedToast,
  info: ((message, options) => showToast({ ...options, message, type: 'info' })) as TypedToast,
  warning: ((message, options) => showToast({ ...options, message, type: 'warning' })) as TypedToast,
  error: ((message, options) => showToast({ ...options, message, type: 'error' })) as TypedToast,
  closeAll: () => {
    for (const item of toastStore.get()) closeToast(item.id);
  },
});
