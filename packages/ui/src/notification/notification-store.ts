import type { ReactNode } from 'react';
import type { MessageType } from '../internal/status-icon.tsx';
import { createStore, isBrowser, uniqueId } from '../internal/store.ts';
import { nextZIndex } from '../internal/z-index.ts';
import { ensureHost } from '../widget-host/host-registry.ts';

/** Spec §9: a notification closes itself after 4000 ms, top-right by default, 16 px apart. */
export const NOTIFICATION_DURATION_MS = 4000;
export const NOTIFICATION_GAP_PX = 16;

/** "right" means the inline end, so notifications mirror to the left in right-to-left pages. */
export type NotificationPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';
export const NOTIFICATION_POSITIONS: readonly NotificationPosition[] = [
  'top-right',
  'top-left',
  'bottom-right',
  'bottom-left',
];

export interface NotificationOptions {
  title?: ReactNode;
  message?: ReactNode;
  type?: MessageType;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  duration?: number;
  position?: NotificationPosition;
  showClose?: boolean;
  onClose?: () => void;
  onClick?: () => void;
}

export interface NotificationItem extends NotificationOptions {
  id: string;
  zIndex: number;
  duration: number;
  position: NotificationPosition;
  showClose: boolean;
}

export interface NotificationHandle {
  close(): void;
}

export const notificationStore = createStore<readonly NotificationItem[]>([]);

export function closeNotification(id: string): void {
  const item = notificationStore.get().find((notification) => notification.id === id);
  if (!item) return;
  notificationStore.set((items) => items.filter((notification) => notification.id !== id));
  item.onClose?.();
}

/** Shows a notification (spec §9: 4000 ms, top-right, 16 px apart). */
export function notify(options: NotificationOptions): NotificationHandle {
  if (!isBrowser()) return { close: () => {} };
  ensureHost();
  const id = uniqueId('tl-notification');
  notificationStore.set((items) => [
    ...items,
    {
      ...options,
      id,
      zIndex: nextZIndex(),
      duration: options.duration ?? NOTIFICATION_DURATION_MS,
      position: options.position ?? 'top-right',
      showClose: options.showClose ?? true,
    },
  ]);
  return { close: () => closeNotification(id) };
}

export function closeAllNotifications(): void {
  for (const item of notificationStore.get()) closeNotification(item.id);
}
