import type { ProductManifest } from '../product-manifest.ts';

/** Red packets (issue #28): send crypto gifts by code, my sent and received packets, the claim page. */
export const RED_PACKET_MANIFEST: ProductManifest = {
  id: 'red-packet',
  routes: [
    { path: 'red-packet', file: 'red-packet/routes/RedPacketRoute.tsx' },
    { path: 'red-packet/:code', file: 'red-packet/routes/ClaimRoute.tsx' },
  ],
  nav: [{ to: '/red-packet', label: 'redPacket.title', places: ['footerServices'] }],
  texts: { redPacket: () => import('./i18n/index.ts').then((module) => module.RED_PACKET_TEXTS) },
};
