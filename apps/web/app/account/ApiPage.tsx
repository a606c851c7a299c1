import { AccountLayout } from './AccountLayout.tsx';
import { ApiConnectPanel } from './ApiConnectPanel.tsx';
import { ApiKeysPanel } from './ApiKeysPanel.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { useActingAccount } from './use-acting-account.ts';

/** /account/newapi: the API keys of the acting account. */
export function ApiPage() {
  const text = useAccountText();
  const account = useActingAccount();
  return (
    <AccountLayout title={text('apiTitle')} path={ACCOUNT_LINKS.api}>
      <LoadState query={account}>
        {() => (
          <>
            <ApiKeysPanel />
            <ApiConnectPanel />
          </>
        )}
      </LoadState>
    </AccountLayout>
  );
}
