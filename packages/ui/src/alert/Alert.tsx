import { type ReactNode, useState } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { CloseIcon, liveRoleFor, type MessageType, StatusIcon } from '../internal/status-icon.tsx';

export interface AlertProps {
  title: ReactNode;
  description?: ReactNode;
  type?: MessageType;
  /** Offer a close button (spec §4: an alert is visible or closed). */
  closable?: boolean;
  /** Text on the close button instead of the icon. */
  closeText?: string;
  showIcon?: boolean;
  /** `dark` fills the alert with its type colour. */
  effect?: 'light' | 'dark';
  onClose?: () => void;
}

/** An inline message banner; once closed it stays closed. */
export function Alert({
  title,
  description,
  type = 'info',
  closable = true,
  closeText,
  showIcon = false,
  effect = 'light',
  onClose,
}: AlertProps) {
  const t = useWidgetText();
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  const close = () => {
    setVisible(false);
    onClose?.();
  };
  return (
    <div className="tl-alert" role={liveRoleFor(type)} data-type={type} data-effect={effect}>
      {showIcon && <StatusIcon type={type} />}
      <div className="tl-alert__content">
        <p className="tl-alert__title">{title}</p>
        {description && <div className="tl-alert__description">{description}</div>}
      </div>
      {closable && (
        <button
          type="button"
          className={closeText ? 'tl-alert__close-text' : 'tl-icon-button'}
          aria-label={closeText ? undefined : t('close')}
          onClick={close}
        >
          {closeText ?? <CloseIcon />}
        </button>
      )}
    </div>
  );
}
