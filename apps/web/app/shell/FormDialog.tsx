import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import './form-dialog.css';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  closeLabel: string;
  testId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** The product's class prefix: `p2p` gives `p2p-dialog`, `p2p-dialog__form`, `p2p-dialog__actions`. */
  prefix: string;
  children: ReactNode;
}

/**
 * A native modal dialog holding one form, so focus stays inside it and Escape closes it, and the
 * control that opened it gets the focus back when it goes (WAI-ARIA dialog pattern: the dialog
 * leaves the page before it is closed, so the browser's own return does not happen). The products'
 * steps (P2P take and release, copy-trading follow and stop, margin transfer, borrow and repay)
 * open in one; its look is `form-dialog.css`, which a product's `<prefix>-dialog` rules may refine.
 */
export function FormDialog({
  title,
  submitLabel,
  closeLabel,
  testId,
  busy,
  onClose,
  onSubmit,
  prefix,
  children,
}: FormDialogProps) {
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
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
      className={`form-dialog ${prefix}-dialog`}
      aria-labelledby={`${ids}-title`}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        className={`form-dialog__form ${prefix}-dialog__form`}
        noValidate
        onSubmit={submit}
        aria-busy={busy}
      >
        <h2 id={`${ids}-title`}>{title}</h2>
        {children}
        <div className={`form-dialog__actions ${prefix}-dialog__actions`}>
          <button type="button" className="button" onClick={onClose}>
            {closeLabel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
