import type { ProductManifest } from '../product-manifest.ts';
import { INFO_LINKS } from './info-links.ts';

/** The information pages: fees, VIP levels, downloads, proof of reserves and the protection fund. */
export const INFO_MANIFEST: ProductManifest = {
  id: 'info',
  routes: [
    { path: 'fee', file: 'info/routes/FeeRoute.tsx' },
    { path: 'vip/detail', file: 'info/routes/VipDetailRoute.tsx' },
    { path: 'vip/vipIntroduce', file: 'info/routes/VipIntroduceRoute.tsx' },
    { path: 'download', file: 'info/routes/DownloadRoute.tsx' },
    { path: 'proof-of-reserves', file: 'info/routes/ProofOfReservesRoute.tsx' },
    { path: 'protection-fund', file: 'info/routes/ProtectionFundRoute.tsx' },
  ],
  nav: [
    { to: '/fee', label: 'footer.fees', places: ['footerServices'] },
    { to: INFO_LINKS.vip, label: 'footer.vip', places: ['footerServices'] },
    { to: '/download', label: 'footer.download', places: ['footerServices'] },
    { to: '/proof-of-reserves', label: 'footer.proofOfReserves', places: ['footerAbout'] },
    { to: '/protection-fund', label: 'footer.protectionFund', places: ['footerAbout'] },
  ],
  texts: { info: () => import('./i18n/index.ts').then((module) => module.INFO_TEXTS) },
};
