import { useQuery } from '@tanstack/react-query';
import { Select } from '@tideline/ui';
import { useId } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { AccountLayout } from './AccountLayout.tsx';
import { AntiPhishingPanel } from './AntiPhishingPanel.tsx';
import { ApiKeysPanel } from './ApiKeysPanel.tsx';
import { ACCOUNT_LINKS, SETTINGS_USER_PARAM } from './account-links.ts';
import { type ActingAccount, fetchSubAccounts, SETTINGS_PATHS } from './account-settings-api.ts';
import { DevicesPanel } from './DevicesPanel.tsx';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { LoginHistoryPanel } from './LoginHistoryPanel.tsx';
import { retryCancelled } from './retry-cancelled.ts';
import { useActingAccount } from './use-acting-account.ts';
import { useSettingsKey } from './use-settings-key.ts';

export type SettingsSection = 'antiphishing' | 'devices' | 'history' | 'api';

const SECTIONS = [
  ['antiphishing', 'settingsAntiPhishing', ACCOUNT_LINKS.settingsAntiPhishing],
  ['devices', 'settingsDevices', ACCOUNT_LINKS.settingsDevices],
  ['history', 'settingsHistory', ACCOUNT_LINKS.settingsHistory],
  ['api', 'settingsApi', ACCOUNT_LINKS.settingsApi],
] as const;

function SectionPanel({ section, userId }: { section: SettingsSection; userId: string | undefined }) {
  switch (section) {
    case 'antiphishing':
      return <AntiPhishingPanel key={userId} userId={userId} />;
    case 'devices':
      return <DevicesPanel userId={userId} />;
    case 'history':
      return <LoginHistoryPanel key={userId} userId={userId} />;
    case 'api':
      return <ApiKeysPanel key={userId} userId={userId} />;
  }
}

/** The section links; a managed sub-account stays named in each of them. */
function SectionNav({ userId }: { userId: string | undefined }) {
  const text = useAccountText();
  const { localize } = usePageLocale();
  const query = userId === undefined ? '' : `?${new URLSearchParams({ [SETTINGS_USER_PARAM]: userId })}`;
  return (
    <nav className="account-tabs" aria-label={text('settingsNavLabel')}>
      <ul>
        {SECTIONS.map(([section, label, link]) => (
          <li key={section}>
            <NavLink to={`${localize(link)}${query}`}>{text(label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A main account picks which of its sub-accounts it manages (`?userId=`, the first by default). */
function ManagedSubAccount({ section }: { section: SettingsSection }) {
  const text = useAccountText();
  const client = useApiClient();
  const { localize } = usePageLocale();
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const subs = useQuery({
    queryKey: useSettingsKey(SETTINGS_PATHS.subList, undefined),
    queryFn: () => fetchSubAccounts(client),
    retry: retryCancelled,
  });
  return (
    <LoadState query={subs}>
      {({ list }) => {
        if (list.length === 0) {
          return (
            <p className="account-note">
              {text('settingsNoSub')}{' '}
              <Link to={localize(ACCOUNT_LINKS.subAccounts)}>{text('subCreateTitle')}</Link>
            </p>
          );
        }
        const asked = params.get(SETTINGS_USER_PARAM);
        const chosen = list.find((sub) => sub.userId === asked) ?? list[0]!;
        return (
          <>
            <div className="account-picker">
              <label id={pickerId} htmlFor={`${pickerId}-select`}>
                {text('settingsAccount')}
              </label>
              <Select<string>
                id={`${pickerId}-select`}
                aria-labelledby={pickerId}
                options={list.map((sub) => ({ value: sub.userId, label: sub.subName }))}
                value={chosen.userId}
                onChange={(value) => {
                  if (typeof value === 'string' && value !== '') setParams({ [SETTINGS_USER_PARAM]: value });
                }}
              />
              <p className="account-note">{text('settingsAccountHint')}</p>
            </div>
            <SectionNav userId={chosen.userId} />
            <SectionPanel section={section} userId={chosen.userId} />
          </>
        );
      }}
    </LoadState>
  );
}

function OwnSettings({ acting, section }: { acting: ActingAccount; section: SettingsSection }) {
  const text = useAccountText();
  return (
    <>
      <p className="account-status" data-testid="settings-account">
        {text('settingsOwn')}: <strong>{acting.nickname}</strong>
      </p>
      <SectionNav userId={undefined} />
      <SectionPanel section={section} userId={undefined} />
    </>
  );
}

/** /subaccount/setting/*: the settings of the current sub-account (spec §2). */
export function SubAccountSettingsPage({ section }: { section: SettingsSection }) {
  const text = useAccountText();
  const account = useActingAccount();
  const link = SECTIONS.find(([name]) => name === section)?.[2] ?? ACCOUNT_LINKS.settingsAntiPhishing;
  return (
    <AccountLayout title={text('settingsTitle')} path={link}>
      <LoadState query={account}>
        {(acting) =>
          acting.accountType === 'main' ? (
            <ManagedSubAccount section={section} />
          ) : (
            <OwnSettings acting={acting} section={section} />
          )
        }
      </LoadState>
    </AccountLayout>
  );
}
