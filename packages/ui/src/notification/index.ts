export { Notification, type NotificationProps, NotificationViewport } from './Notification.tsx';
export {
  closeAllNotifications,
  closeNotification,
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_GAP_PX,
  type NotificationHandle,
  type NotificationOptions,
  type NotificationPosition,
  notify,
} from './notification-store.ts';
