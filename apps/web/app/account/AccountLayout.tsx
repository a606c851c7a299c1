import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountNav } from './AccountNav.tsx';
import { useRequireLogin } from './use-require-login.ts';

/** The frame of every account page: its head title, the section links and the heading. */
export function AccountLayout({
  title,
  path,
  children,
}: {
  title: string;
  path: string;
  children: ReactNode;
}) {
  useRequireLogin(path);
  const { t } = useTranslation();
  return (
    <div className="account-shell">
      <title>{`${title} | ${t('meta.siteName')}`}</title>
      <AccountNav />
      <div className="account-shell__content">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
