import { type ReactNode, useId, useSyncExternalStore } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { CloseIcon, liveRoleFor, type MessageType, StatusIcon } from '../internal/status-icon.tsx';
import { useAutoClose, useEscapeKey } from '../internal/use-auto-close.ts';
import {
  closeNotification,
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_GAP_PX,
  NOTIFICATION_POSITIONS,
  notificationStore,
} from './notification-store.ts';

export interface NotificationProps {
  title?: ReactNode;
  message?: ReactNode;
  type?: MessageType;
  duration?: number;
  showClose?: boolean;
  onClose: () => void;
  onClick?: () => void;
}

/** One notification card. Usually shown through `notify(...)`. */
export function Notification({
  title,
  message,
  type,
  duration = NOTIFICATION_DURATION_MS,
  showClose = true,
  onClose,
  onClick,
}: NotificationProps) {
  const t = useWidgetText();
  const titleId = useId();
  const hover = useAutoClose(duration, onClose);
  useEscapeKey(onClose);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: status and alert both take a name; the role is chosen at run time
    <div
      className="tl-notification"
      role={liveRoleFor(type ?? 'info')}
      aria-labelledby={title ? titleId : undefined}
      data-type={type}
      {...hover}
    >
      {type && <StatusIcon type={type} />}
      {/* A click anywhere on the card runs onClick (Element UI); the close button stays separate. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the card click is a pointer shortcut; keyboard users have the content's own controls */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div className="tl-notification__body" onClick={onClick}>
        {title && (
          <p id={titleId} className="tl-notification__title">
            {title}
          </p>
        )}
        {message && <div className="tl-notification__message">{message}</div>}
      </div>
      {showClose && (
        <button type="button" className="tl-icon-button" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

/** Renders the notifications of `notify(...)` in their corners, 16 px from the edge and apart. */
export function NotificationViewport() {
  const items = useSyncExternalStore(
    notificationStore.subscribe,
    notificationStore.get,
    notificationStore.getServerSnapshot,
  );
  if (items.length === 0) return null;
  return (
    <>
      {NOTIFICATION_POSITIONS.map((position) => {
        const here = items.filter((item) => item.position === position);
        if (here.length === 0) return null;
        const [vertical] = position.split('-');
        return (
          <div
            key={position}
            className={`tl-notification-viewport tl-notification-viewport--${position}`}
            data-position={position}
            style={{
              padding: NOTIFICATION_GAP_PX,
              gap: NOTIFICATION_GAP_PX,
              flexDirection: vertical === 'top' ? 'column' : 'column-reverse',
              zIndex: Math.max(...here.map((item) => item.zIndex)),
            }}
          >
            {here.map((item) => (
              <Notification
                key={item.id}
                title={item.title}
                message={item.message}
                type={item.type}
                duration={item.duration}
                showClose={item.showClose}
                onClick={item.onClick}
                onClose={() => closeNotification(item.id)}
              />
            ))}
          </div>
        );
      })}
    </>
  );
}
