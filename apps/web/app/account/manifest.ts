import type { ProductManifest } from '../product-manifest.ts';

/** Accounts: sign-in and registration (`auth/`), the account, its security and sub-accounts (`account/`). */
export const ACCOUNTS_MANIFEST: ProductManifest = {
  id: 'accounts',
  routes: [
    { path: 'login', file: 'auth/routes/login.tsx' },
    { path: 'login/callback/:provider', file: 'auth/routes/login-callback.tsx' },
    { path: 'agency/login', file: 'auth/routes/agency-login.tsx' },
    { path: 'register', file: 'auth/routes/register.tsx' },
    { path: 'account', file: 'auth/routes/account.tsx' },
    { path: 'account/security', file: 'account/routes/security.tsx' },
    { path: 'modifyverification', file: 'account/routes/modifyverification.tsx' },
    { path: 'account/newapi', file: 'account/routes/newapi.tsx' },
    { path: 'subaccount', file: 'account/routes/subaccount.tsx' },
    { path: 'subaccount/setting/antiphishing', file: 'account/routes/subaccount-setting-antiphishing.tsx' },
    { path: 'subaccount/setting/devices', file: 'account/routes/subaccount-setting-devices.tsx' },
    { path: 'subaccount/setting/history', file: 'account/routes/subaccount-setting-history.tsx' },
    { path: 'subaccount/setting/api', file: 'account/routes/subaccount-setting-api.tsx' },
  ],
  nav: [{ to: '/account', label: 'nav.account', places: ['account'] }],
  texts: {
    auth: () => import('../auth/i18n/index.ts').then((module) => module.AUTH_TEXTS),
    account: () => import('./i18n/index.ts').then((module) => module.ACCOUNT_TEXTS),
  },
};
