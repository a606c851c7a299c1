import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useCopyText } from './i18n/use-copy-text.ts';

/**
 * A native modal dialog holding one form, so focus stays inside it and Escape closes it; the
 * copy-trading pages' follow, stop and profile steps open in one.
 */
export function CopyDialog({
  title,
  submitLabel,
  testId,
  busy,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  testId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useCopyText();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    // The control that opened the dialog gets the focus back when it goes (WAI-ARIA dialog pattern):
    // the dialog leaves the page before it is closed, so the browser's own return does not happen.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <dialog
      ref={dialog}
      className="copy-dialog"
      aria-labelledby={`${ids}-title`}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form className="copy-dialog__form" noValidate onSubmit={submit} aria-busy={busy}>
        <h2 id={`${ids}-title`}>{title}</h2>
        {children}
        <div className="copy-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('close')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
