import type { ProductManifest } from '../product-manifest.ts';

/** The referral programme (issue #29): my codes and links, my invitees, my daily commission. */
export const REFERRAL_MANIFEST: ProductManifest = {
  id: 'referral',
  routes: [
    { path: 'referral', file: 'referral/routes/ReferralRoute.tsx' },
    { path: 'referral/invitees', file: 'referral/routes/InviteesRoute.tsx' },
    { path: 'referral/commissions', file: 'referral/routes/CommissionsRoute.tsx' },
  ],
  nav: [{ to: '/referral', label: 'referral.title', places: ['footerServices'] }],
  texts: { referral: () => import('./i18n/index.ts').then((module) => module.REFERRAL_TEXTS) },
};
