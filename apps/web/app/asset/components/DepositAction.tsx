import { Link } from 'react-router';
import { useSessionUserId } from '../../security/auth-session.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { depositLink } from './funding-links.ts';

/**
 * The header's Deposit: the spot assets page with its deposit panel open. A visitor is taken
 * through the login page first, which returns here (the asset page requires a session); for a
 * visitor, signing up stays the header's primary action.
 */
export function DepositAction() {
  const t = useAssetText();
  const { localize } = usePageLocale();
  const signedIn = useSessionUserId() !== null;
  return (
    <Link
      className={signedIn ? 'button button--primary site-header__deposit' : 'button site-header__deposit'}
      to={localize(depositLink())}
    >
      {t('deposit')}
    </Link>
  );
}
