import { toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { Field } from '../auth/Field.tsx';
import { checkNewPassword, checkPasswordRepeat } from '../auth/validation.ts';
import { type ActingAccount, changePassword } from './account-settings-api.ts';
import { useAccountText } from './i18n/use-account-text.ts';
import { Panel } from './Panel.tsx';

type PasswordField = 'pwd' | 'rePwd';
type PasswordErrors = Partial<Record<PasswordField, string>>;

/**
 * Changing the login password. The current password and the second factor are asked by the
 * step-up proof the request client opens before the call (issue #21 item 1).
 */
export function PasswordPanel({ account }: { account: ActingAccount }) {
  const text = useAccountText();
  const client = useApiClient();
  const [values, setValues] = useState<Record<PasswordField, string>>({ pwd: '', rePwd: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: PasswordField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  if (account.accountType !== 'main') {
    return (
      <Panel title={text('passwordTitle')}>
        <p className="account-note">{text('passwordMainOnly')}</p>
      </Panel>
    );
  }

  const validate = (): PasswordErrors => {
    const found: PasswordErrors = {};
    const weak = checkNewPassword(values.pwd);
    if (weak) found.pwd = text(weak === 'required' ? 'checkRequired' : 'checkPassword');
    const repeat = checkPasswordRepeat(values.pwd, values.rePwd);
    if (repeat) found.rePwd = text(repeat === 'required' ? 'checkRequired' : 'checkPasswordRepeat');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(client, { pwd: values.pwd, rePwd: values.rePwd });
      toast({ message: text('passwordChanged'), type: 'success' });
      setValues({ pwd: '', rePwd: '' });
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={text('passwordTitle')} testId="password-panel">
      <p className="account-note">{text('passwordIntro')}</p>
      <form
        className="auth-form account-form"
        data-form="change-password"
        noValidate
        onSubmit={submit}
        aria-busy={busy}
      >
        <Field
          id="password-new"
          label={text('newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          value={values.pwd}
          onValueChange={set('pwd')}
          error={errors.pwd}
          hint={text('checkPassword')}
        />
        <Field
          id="password-repeat"
          label={text('repeatPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          value={values.rePwd}
          onValueChange={set('rePwd')}
          error={errors.rePwd}
        />
        <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
          {text('changePassword')}
        </button>
      </form>
    </Panel>
  );
}
