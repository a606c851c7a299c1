// The step-up proof (issue #21 item 1): before a call that changes how the account proves who it
// is, the user gives the password and a code of the factor in force; the gateway answers a
// single-use ticket that the request client puts on that call. A native modal dialog, so focus
// stays inside it and Escape declines.
import './captcha-dialog.css';
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { VerificationState } from '@tideline/protocol/accounts/verification-method';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Field } from '../auth/Field.tsx';
import { fillText, useAuthTexts } from '../auth/i18n/use-auth-texts.ts';
import { SendCodeButton } from '../auth/SendCodeButton.tsx';
import { checkCode, checkRequired } from '../auth/validation.ts';
import type { PendingStepUp } from './step-up-queue.ts';

export function StepUpDialog({ request, client }: { request: PendingStepUp; client: RequestClient }) {
  const texts = useAuthTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<VerificationState>();
  const [pwd, setPwd] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ pwd?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    callEndpoint(client, ACCOUNTS_ENDPOINTS.verificationMethod, {})
      .then(setState)
      .catch(() => request.decline());
    return () => element?.close();
  }, [client, request]);

  const method = state?.method;
  const address = method === 'email' ? state?.email : method === 'mobile' ? state?.mobile : null;
  const codeLabel =
    method === 'google' ? texts.googleCode : method === 'mobile' ? texts.mobileCode : texts.emailCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(checkRequired(pwd) ? { pwd: texts.required } : {}),
      ...(checkCode(code) ? { code: texts.invalidCode } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await callEndpoint(client, ACCOUNTS_ENDPOINTS.stepUp, { pwd, code: code.trim() });
      request.settle(answer.ticket, answer.expiresIn);
    } catch {
      // The request client has shown the gateway's message; the user may try again.
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="captcha-dialog step-up-dialog"
      aria-labelledby="step-up-title"
      data-testid="step-up-dialog"
      onCancel={(event) => {
        event.preventDefault();
        request.decline();
      }}
    >
      <form className="auth-form step-up-dialog__form" noValidate onSubmit={submit} aria-busy={busy}>
        <h2 id="step-up-title" className="step-up-dialog__title">
          {texts.stepUpTitle}
        </h2>
        <p className="step-up-dialog__intro">{texts.stepUpIntro}</p>
        <Field
          id="step-up-password"
          label={texts.password}
          type="password"
          autoComplete="current-password"
          value={pwd}
          onValueChange={setPwd}
          error={errors.pwd}
        />
        <Field
          id="step-up-code"
          label={codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onValueChange={setCode}
          error={errors.code}
          hint={sent && address ? fillText(texts.stepUpSentTo, { address }) : undefined}
          action={
            method === 'email' || method === 'mobile' ? (
              <SendCodeButton
                id="step-up"
                onSend={() =>
                  callEndpoint(client, ACCOUNTS_ENDPOINTS.sendOwnCode, { channel: method }).then(() =>
                    setSent(true),
                  )
                }
              />
            ) : undefined
          }
        />
        <div className="step-up-dialog__actions">
          <button type="button" className="button" onClick={() => request.decline()}>
            {texts.stepUpCancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || !state}>
            {texts.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
