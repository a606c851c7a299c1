import './acting-badge.css';
import { useState } from 'react';
import { useAccountText } from './i18n/use-account-text.ts';
import { useActingAccount } from './use-acting-account.ts';
import { useSwitchAccount } from './use-switch-account.ts';

/**
 * In the header while the session acts as a sub-account, with the way back to the main account.
 * The demo account has its own badge and exit (demo mode, spec §4).
 */
export function ActingAccountBadge() {
  const text = useAccountText();
  const account = useActingAccount();
  const switchTo = useSwitchAccount();
  const [busy, setBusy] = useState(false);
  const acting = account.data;
  if (acting?.accountType !== 'sub') return null;

  const back = async () => {
    setBusy(true);
    await switchTo(acting.rootUserId, text('switchedBack'));
    setBusy(false);
  };
  return (
    <div className="acting-badge" data-testid="acting-account" role="status">
      <span className="acting-badge__label">{text('actingAsSub', { name: acting.nickname })}</span>
      <button
        type="button"
        className="acting-badge__back"
        data-action="switch-back"
        disabled={busy}
        onClick={() => void back()}
      >
        {text('switchBack')}
      </button>
    </div>
  );
}
