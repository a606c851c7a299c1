/** Spec §9: the message types shared by toast, notification, alert and message box. */
export type MessageType = 'success' | 'info' | 'warning' | 'error';

export const MESSAGE_TYPES: readonly MessageType[] = ['success', 'info', 'warning', 'error'];

/** Urgent types interrupt assistive technology; the others wait politely (WAI-ARIA live regions). */
export function liveRoleFor(type: MessageType): 'alert' | 'status' {
  return type === 'warning' || type === 'error' ? 'alert' : 'status';
}

const GLYPHS: Record<MessageType, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  info: 'M12 11v6M12 7.5v.5',
  warning: 'M12 7v6M12 16.5v.5',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
};

/** Decorative: the type is also conveyed by text or role, so the icon is hidden from assistive tech. */
export function StatusIcon({ type }: { type: MessageType }) {
  return (
    <svg
      className={`tl-status-icon tl-status-icon--${type}`}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d={GLYPHS[type]}
        stroke="var(--tl-color-surface)"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
