import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorMethod } from '@tideline/protocol/accounts/verification-method';
import { SegmentedControl, toast } from '@tideline/ui';
import { type FormEvent, useId, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { createGoogleSecret, type GoogleSecret } from '../auth/account-api.ts';
import { Field } from '../auth/Field.tsx';
import { GoogleSecretView } from '../auth/GoogleSecretView.tsx';
import { useAuthTexts } from '../auth/i18n/use-auth-texts.ts';
import { sendVerificationCode } from '../auth/register-api.ts';
import { SendCodeButton } from '../auth/SendCodeButton.tsx';
import type { FieldErrors } from '../auth/validation.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import {
  EMPTY_DRAFT,
  lockHoursLeft,
  methodChoices,
  newFactorProof,
  type VerificationDraft,
  type VerificationField,
  verificationErrors,
  verificationRequest,
} from './model/verification-form.ts';
import { Panel } from './Panel.tsx';
import { useActingAccount } from './use-acting-account.ts';
import {
  fetchVerificationState,
  modifyVerification,
  sendOwnCode,
  VERIFICATION_PATH,
  type VerificationState,
} from './verification-api.ts';

const METHOD_TEXT = {
  google: 'verifyMethodGoogle',
  email: 'verifyMethodEmail',
  mobile: 'verifyMethodMobile',
} as const;

/** The form that changes the method; its rules are the pure model's (model/verification-form.ts). */
function ChangeMethodForm({ state, onChanged }: { state: VerificationState; onChanged: () => void }) {
  const text = useAccountText();
  const auth = useAuthTexts();
  const client = useApiClient();
  const methodLabelId = useId();
  const [draft, setDraft] = useState<VerificationDraft>(EMPTY_DRAFT);
  const [secret, setSecret] = useState<GoogleSecret>();
  const [errors, setErrors] = useState<FieldErrors<VerificationField>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Exclude<keyof VerificationDraft, 'method'>) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const error = (field: VerificationField) => {
    const key = errors[field];
    return key ? auth[key] : undefined;
  };

  const method = draft.method;
  const proof = method === null ? null : newFactorProof(state, method);

  const prepareGoogle = async () => {
    setBusy(true);
    try {
      setSecret(await createGoogleSecret(client));
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = verificationErrors(state, draft, secret !== undefined);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const changed = await modifyVerification(client, verificationRequest(state, draft));
      toast({
        message: text('verifyChanged', { method: text(METHOD_TEXT[changed.method]) }),
        type: 'success',
      });
      setDraft(EMPTY_DRAFT);
      setSecret(undefined);
      onChanged();
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  const currentChannel = state.method === 'google' ? null : state.method;
  return (
    <Panel title={text('verifyChangeTitle')} testId="verification-change">
      <form
        className="auth-form account-form"
        data-form="modify-verification"
        noValidate
        onSubmit={submit}
        aria-busy={busy}
      >
        <div className="auth-field" data-invalid={errors.method ? '' : undefined}>
          <span className="auth-field__label" id={methodLabelId}>
            {text('verifyNewMethod')}
          </span>
          <SegmentedControl
            aria-labelledby={methodLabelId}
            options={methodChoices(state).map((value) => ({ value, label: text(METHOD_TEXT[value]) }))}
            value={method}
            onValueChange={(value: SecondFactorMethod) =>
              setDraft((current) => ({ ...current, method: value, newCode: '' }))
            }
          />
          {errors.method ? <p className="auth-field__error">{text('verifyChooseMethod')}</p> : null}
        </div>

        {proof === 'google' ? (
          secret ? (
            <div className="google-setup" data-testid="verification-google-setup">
              <GoogleSecretView secret={secret} testId="verification-google-secret" />
            </div>
          ) : (
            <button
              type="button"
              className="button"
              data-action="prepare-google"
              disabled={busy}
              onClick={() => void prepareGoogle()}
            >
              {text('verifySetUpGoogle')}
            </button>
          )
        ) : null}
        {proof === 'address' && method === 'email' ? (
          <Field
            id="verification-new-email"
            label={text('verifyNewEmail')}
            type="email"
            autoComplete="email"
            value={draft.email}
            onValueChange={set('email')}
            error={error('email')}
          />
        ) : null}
        {proof === 'address' && method === 'mobile' ? (
          <>
            <Field
              id="verification-new-area-code"
              label={text('verifyNewAreaCode')}
              inputMode="tel"
              autoComplete="tel-country-code"
              maxLength={5}
              value={draft.areaCode}
              onValueChange={set('areaCode')}
              error={error('areaCode')}
            />
            <Field
              id="verification-new-mobile"
              label={text('verifyNewMobile')}
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={15}
              value={draft.mobile}
              onValueChange={set('mobile')}
              error={error('mobile')}
            />
          </>
        ) : null}
        {method !== null && (proof !== 'google' || secret) ? (
          <Field
            id="verification-new-code"
            label={text(method === 'google' ? 'verifyNewGoogleCode' : 'verifyNewCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={draft.newCode}
            onValueChange={set('newCode')}
            error={error('newCode')}
            action={
              method === 'google' ? undefined : (
                <SendCodeButton
                  id="new"
                  onSend={() =>
                    proof === 'own'
                      ? sendOwnCode(client, method)
                      : sendVerificationCode(
                          client,
                          method === 'email'
                            ? { type: 'email', email: draft.email.trim(), scene: 'bind' }
                            : {
                                type: 'mobile',
                                areaCode: draft.areaCode.trim(),
                                mobile: draft.mobile.trim(),
                                scene: 'bind',
                              },
                        )
                  }
                />
              )
            }
          />
        ) : method !== null ? (
          error('newCode') ? (
            <p className="auth-field__error">{text('verifySetUpFirst')}</p>
          ) : null
        ) : null}

        <Field
          id="verification-current-code"
          label={text(currentChannel === null ? 'verifyCurrentGoogleCode' : 'verifyCurrentCode')}
          hint={
            currentChannel === null
              ? undefined
              : text('verifyAddress', {
                  address: (currentChannel === 'email' ? state.email : state.mobile) ?? '',
                })
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={draft.currentCode}
          onValueChange={set('currentCode')}
          error={error('currentCode')}
          action={
            currentChannel === null ? undefined : (
              <SendCodeButton id="current" onSend={() => sendOwnCode(client, currentChannel)} />
            )
          }
        />
        <Field
          id="verification-password"
          label={text('verifyPassword')}
          type="password"
          autoComplete="current-password"
          value={draft.pwd}
          onValueChange={set('pwd')}
          error={error('pwd')}
        />
        <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
          {text('verifySubmit')}
        </button>
      </form>
    </Panel>
  );
}

/**
 * `/modifyverification` (spec §2, on the demo allow-list; protocol §3.5.1): the account's second
 * factor, the withdrawal lock a change sets, and the change itself.
 */
export function VerificationMethodPage() {
  const text = useAccountText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const account = useActingAccount();
  const state = useQuery({
    queryKey: [VERIFICATION_PATH],
    queryFn: () => fetchVerificationState(client),
    enabled: account.data !== undefined && account.data.accountType !== 'sub',
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [VERIFICATION_PATH] });
  return (
    <AccountLayout title={text('verifyTitle')} path={ACCOUNT_LINKS.verification}>
      <LoadState query={account}>
        {(acting) =>
          acting.accountType === 'sub' ? (
            <p className="account-note">{text('verifyMainOnly')}</p>
          ) : (
            <LoadState query={state}>
              {(current) => {
                const hours = lockHoursLeft(current.withdrawLockedUntil, Date.now());
                const address = current.method === 'email' ? current.email : current.mobile;
                return (
                  <div className="account-grid">
                    <Panel title={text('verifyCurrentTitle')} testId="verification-current">
                      <p className="account-note">{text('verifyIntro')}</p>
                      <p
                        className="account-status"
                        data-testid="verification-method"
                        data-method={current.method}
                      >
                        {text(METHOD_TEXT[current.method])}
                      </p>
                      {current.method !== 'google' && address ? (
                        <p className="account-note">{text('verifyAddress', { address })}</p>
                      ) : null}
                      {hours > 0 ? (
                        <p className="account-note" role="status" data-testid="verification-lock">
                          {text('verifyLocked', { hours })}
                        </p>
                      ) : null}
                    </Panel>
                    <ChangeMethodForm state={current} onChanged={refresh} />
                  </div>
                );
              }}
            </LoadState>
          )
        }
      </LoadState>
    </AccountLayout>
  );
}
