import { productFrame } from '../shell/product-frame.tsx';
import { useP2pText } from './i18n/use-p2p-text.ts';
import './p2p.css';

/** The P2P pages' frame, sign-in prompt, query states and table, in the P2P section's words. */
const frame = productFrame({
  useText: useP2pText,
  pages: [
    { to: '/p2p', label: 'navMarket' },
    { to: '/p2p/orders', label: 'navOrders' },
    { to: '/p2p/ads', label: 'navAds' },
    { to: '/p2p/payment-methods', label: 'navPaymentMethods' },
    { to: '/record/p2p', label: 'navRecords' },
  ],
  prefix: 'p2p',
});

export const P2pPage = frame.Page;
export const SignInPrompt = frame.SignInPrompt;
export const QueryState = frame.QueryState;
export const P2pTable = frame.Table;
