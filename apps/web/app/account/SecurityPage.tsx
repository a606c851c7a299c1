import { AccountLayout } from './AccountLayout.tsx';
import { AntiPhishingPanel } from './AntiPhishingPanel.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { DevicesPanel } from './DevicesPanel.tsx';
import { GooglePanel } from './GooglePanel.tsx';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { LoginHistoryPanel } from './LoginHistoryPanel.tsx';
import { PasswordPanel } from './PasswordPanel.tsx';
import { useActingAccount } from './use-acting-account.ts';
import { WithdrawSettingsPanel } from './WithdrawSettingsPanel.tsx';

/**
 * /account/security: password, authenticator, anti-phishing code, the withdrawal whitelist (main
 * account only: a sub-account never withdraws), devices and login history.
 */
export function SecurityPage() {
  const text = useAccountText();
  const account = useActingAccount();
  return (
    <AccountLayout title={text('securityTitle')} path={ACCOUNT_LINKS.security}>
      <LoadState query={account}>
        {(acting) => (
          <>
            <div className="account-grid">
              <PasswordPanel account={acting} />
              <GooglePanel account={acting} onChanged={() => void account.refetch()} />
              <AntiPhishingPanel />
            </div>
            {acting.accountType === 'main' ? <WithdrawSettingsPanel /> : null}
            <DevicesPanel />
            <LoginHistoryPanel />
          </>
        )}
      </LoadState>
    </AccountLayout>
  );
}
