import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { useSessionUserId } from '../security/auth-session.ts';
import { loginUrl } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useReferralText } from './i18n/use-referral-text.ts';
import './referral.css';

const PAGES = [
  { to: '/referral', label: 'navOverview' },
  { to: '/referral/invitees', label: 'navInvitees' },
  { to: '/referral/commissions', label: 'navCommissions' },
] as const;

/** A referral page: head tags, heading, the three pages' navigation, and the sign-in prompt. */
export function ReferralPage({ path, children }: { path: string; children: ReactNode }) {
  const t = useReferralText();
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  return (
    <article className="referral-page">
      <title>{`${t('title')} | Tideline`}</title>
      <meta name="description" content={t('lead')} />
      <header className="referral-page__head">
        <h1>{t('title')}</h1>
        <p className="referral-muted">{t('lead')}</p>
      </header>
      <nav className="referral-tabs" aria-label={t('title')}>
        {PAGES.map((page) => (
          <NavLink key={page.to} to={localize(page.to)} end className="referral-tabs__link">
            {t(page.label)}
          </NavLink>
        ))}
      </nav>
      {userId === null ? (
        <p>
          {t('signInPrompt')}{' '}
          <Link to={loginUrl(localize(AUTH_LINKS.login), localize(path))}>{t('signIn')}</Link>
        </p>
      ) : (
        children
      )}
    </article>
  );
}

/** Loading, error with retry, or the data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useReferralText();
  if (query.isPending)
    return (
      <p className="referral-muted" role="status">
        {t('loading')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}

/** Amounts per asset, one per line, or "None yet". */
export function AssetAmounts({ amounts }: { amounts: readonly { asset: string; amount: string }[] }) {
  const t = useReferralText();
  if (amounts.length === 0) return <span className="referral-muted">{t('nothingYet')}</span>;
  return (
    <span className="referral-amounts">
      {amounts.map((item) => (
        <span key={item.asset}>
          <span className="numeric">{item.amount}</span> {item.asset}
        </span>
      ))}
    </span>
  );
}
