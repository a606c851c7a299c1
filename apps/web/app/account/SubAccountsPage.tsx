import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type TableColumn, toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { Field } from '../auth/Field.tsx';
import { useDemoMode } from '../demo/use-demo-mode.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { AccountLayout } from './AccountLayout.tsx';
import { checkSubName } from './account-checks.ts';
import { ACCOUNT_LINKS, SETTINGS_USER_PARAM } from './account-links.ts';
import {
  type ActingAccount,
  createSubAccount,
  fetchSubAccounts,
  SETTINGS_PATHS,
  type SubAccount,
} from './account-settings-api.ts';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { Panel } from './Panel.tsx';
import { retryCancelled } from './retry-cancelled.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { tableHeight } from './table-height.ts';
import { useActingAccount } from './use-acting-account.ts';
import { useDateTime } from './use-date-time.ts';
import { useSettingsKey } from './use-settings-key.ts';
import { useSwitchAccount } from './use-switch-account.ts';

function CreateSubAccountForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const text = useAccountText();
  const client = useApiClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkSubName(name);
    setError(invalid ? text(invalid) : undefined);
    if (invalid) return;
    setBusy(true);
    try {
      const created = await createSubAccount(client, name.trim());
      toast({ message: text('subCreated', { name: created.subName }), type: 'success' });
      setName('');
      await onCreated();
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form account-form"
      data-form="sub-create"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
    >
      <Field
        id="sub-name"
        label={text('subName')}
        maxLength={20}
        autoComplete="off"
        value={name}
        onValueChange={setName}
        error={error}
        hint={text('checkSubName')}
      />
      <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
        {text('subCreate')}
      </button>
    </form>
  );
}

function SubAccountList({ acting }: { acting: ActingAccount }) {
  const text = useAccountText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const { localize } = usePageLocale();
  const switchTo = useSwitchAccount();
  const demo = useDemoMode();
  const queryKey = useSettingsKey(SETTINGS_PATHS.subList, undefined);
  const subs = useQuery({ queryKey, queryFn: () => fetchSubAccounts(client), retry: retryCancelled });

  const settingsLink = (sub: SubAccount) =>
    `${localize(ACCOUNT_LINKS.settingsAntiPhishing)}?${new URLSearchParams({ [SETTINGS_USER_PARAM]: sub.userId })}`;

  const columns: TableColumn<SubAccount>[] = [
    { key: 'subName', title: text('subNameColumn'), width: 200 },
    { key: 'userId', title: text('subIdColumn'), width: 130 },
    {
      key: 'createTime',
      title: text('subCreatedColumn'),
      width: 160,
      render: (sub) => dateTime(sub.createTime),
    },
    {
      key: 'actions',
      title: text('actionsColumn'),
      width: 200,
      align: 'end',
      render: (sub) => (
        <span className="account-row-actions">
          <button
            type="button"
            className="account-link-button"
            data-action="switch-to-sub"
            aria-label={`${text('subSwitch')} ${sub.subName}`}
            onClick={() => void switchTo(sub.userId, text('switchedTo', { name: sub.subName }))}
          >
            {text('subSwitch')}
          </button>
          <Link
            className="account-link-button"
            to={settingsLink(sub)}
            aria-label={`${text('subSettings')} ${sub.subName}`}
          >
            {text('subSettings')}
          </Link>
        </span>
      ),
    },
  ];

  return (
    <>
      <p className="account-note">{text('subIntro', { limit: subs.data?.limit ?? 20 })}</p>
      <div className="account-grid">
        <Panel title={text('subCreateTitle')} testId="sub-create">
          <CreateSubAccountForm onCreated={() => queryClient.invalidateQueries({ queryKey })} />
        </Panel>
        <Panel title={text('demoTitle')}>
          <p className="account-note">{text('demoIntro')}</p>
          {acting.accountType === 'main' && !demo.active ? (
            <button type="button" className="button" data-action="enter-demo" onClick={demo.enter}>
              {text('demoEnter')}
            </button>
          ) : null}
        </Panel>
      </div>
      <Panel title={text('subListTitle')} testId="sub-list">
        <LoadState query={subs}>
          {(data) => (
            <>
              <p className="account-status">
                {text('subCount', { count: data.list.length, limit: data.limit })}
              </p>
              <ScrollTable
                aria-label={text('subListTitle')}
                columns={columns}
                data={data.list}
                rowKey={(sub) => sub.userId}
                height={tableHeight(data.list.length)}
                emptyText={text('subEmpty')}
              />
            </>
          )}
        </LoadState>
      </Panel>
    </>
  );
}

/** /subaccount: create and list sub-accounts, switch into one, or trade in demo mode. */
export function SubAccountsPage() {
  const text = useAccountText();
  const account = useActingAccount();
  const switchTo = useSwitchAccount();
  return (
    <AccountLayout title={text('subAccountsTitle')} path={ACCOUNT_LINKS.subAccounts}>
      <LoadState query={account}>
        {(acting) =>
          acting.accountType === 'main' ? (
            <SubAccountList acting={acting} />
          ) : (
            <Panel title={text('subListTitle')}>
              <p className="account-note">{text('subManagedByMain')}</p>
              <button
                type="button"
                className="button button--primary"
                data-action="switch-back-page"
                onClick={() => void switchTo(acting.rootUserId, text('switchedBack'))}
              >
                {text('switchBack')}
              </button>
            </Panel>
          )
        }
      </LoadState>
    </AccountLayout>
  );
}
