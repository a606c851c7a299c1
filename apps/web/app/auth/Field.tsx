import { Input, type InputProps } from '@tideline/ui';
import type { ReactNode } from 'react';

export interface FieldProps extends Omit<InputProps, 'id' | 'invalid'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Beside the input, e.g. the send-code button. */
  action?: ReactNode;
}

/** A labelled input whose error or hint is announced with it. */
export function Field({ id, label, error, hint, action, ...input }: FieldProps) {
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="auth-field" data-invalid={error ? '' : undefined}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        <Input
          id={id}
          invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          {...input}
        />
        {action}
      </div>
      {note ? (
        <p id={noteId} className={error ? 'auth-field__error' : 'auth-field__hint'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
