import { CheckboxGroup } from '@tideline/ui';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../auth/Field.tsx';
import {
  checkApiKeyLabel,
  checkIpAllowList,
  checkPassphrase,
  checkPermissions,
  splitIpAllowList,
} from './account-checks.ts';
import { API_KEY_PERMISSIONS, type ApiKeyDraft, type ApiKeyPermission } from './account-settings-api.ts';
import { useAccountText } from './i18n/use-account-text.ts';

const PERMISSION_TEXT = {
  read: 'permissionRead',
  trade: 'permissionTrade',
  withdraw: 'permissionWithdraw',
} as const satisfies Record<ApiKeyPermission, string>;

type DraftErrors = Partial<Record<'label' | 'permissions' | 'ipAllowList' | 'passphrase', string>>;

export interface ApiKeyFormProps {
  /** The key being edited; a new key when absent. */
  initial?: ApiKeyDraft | undefined;
  busy: boolean;
  onSubmit: (draft: ApiKeyDraft) => Promise<boolean>;
  onCancel?: (() => void) | undefined;
}

/** Label, permissions and IP allow-list of an API key, checked before it is sent. */
export function ApiKeyForm({ initial, busy, onSubmit, onCancel }: ApiKeyFormProps) {
  const text = useAccountText();
  const permissionsLabel = useId();
  const [label, setLabel] = useState(initial?.label ?? '');
  const [permissions, setPermissions] = useState<ApiKeyPermission[]>(initial?.permissions ?? ['read']);
  const [ipText, setIpText] = useState(initial?.ipAllowList.join(', ') ?? '');
  const [passphrase, setPassphrase] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: DraftErrors = {};
    const labelError = checkApiKeyLabel(label);
    if (labelError) found.label = text(labelError);
    const permissionError = checkPermissions(permissions);
    if (permissionError) found.permissions = text(permissionError);
    const ipError = checkIpAllowList(ipText);
    if (ipError) found.ipAllowList = text(ipError);
    const passphraseError = initial ? null : checkPassphrase(passphrase);
    if (passphraseError) found.passphrase = text(passphraseError);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = await onSubmit({
      label: label.trim(),
      permissions,
      ipAllowList: splitIpAllowList(ipText),
      ...(initial ? {} : { passphrase }),
    });
    if (done && !initial) {
      setPassphrase('');
      setLabel('');
      setPermissions(['read']);
      setIpText('');
    }
  };

  return (
    <form
      className="auth-form account-form"
      data-form={initial ? 'api-key-edit' : 'api-key-create'}
      noValidate
      onSubmit={submit}
      aria-busy={busy}
    >
      <Field
        id={initial ? 'api-key-edit-label' : 'api-key-label'}
        label={text('apiLabel')}
        maxLength={32}
        value={label}
        onValueChange={setLabel}
        error={errors.label}
      />
      <fieldset className="account-fieldset" aria-invalid={errors.permissions ? true : undefined}>
        <legend id={permissionsLabel}>{text('apiPermissions')}</legend>
        <CheckboxGroup
          aria-labelledby={permissionsLabel}
          options={API_KEY_PERMISSIONS.map((permission) => ({
            value: permission,
            label: text(PERMISSION_TEXT[permission]),
          }))}
          value={permissions}
          onChange={setPermissions}
        />
        {errors.permissions ? (
          <p className="auth-field__error" role="alert">
            {errors.permissions}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={initial ? 'api-key-edit-ips' : 'api-key-ips'}
        label={text('apiIpList')}
        type="textarea"
        rows={2}
        value={ipText}
        onValueChange={setIpText}
        error={errors.ipAllowList}
        hint={text('apiIpHint')}
      />
      {initial ? null : (
        <Field
          id="api-key-passphrase"
          label={text('apiPassphrase')}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          value={passphrase}
          onValueChange={setPassphrase}
          error={errors.passphrase}
          hint={text('apiPassphraseHint')}
        />
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {initial ? text('save') : text('apiCreate')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {text('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
