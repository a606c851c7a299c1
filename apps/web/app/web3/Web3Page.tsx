import { productFrame } from '../shell/product-frame.tsx';
import { useWeb3Text } from './i18n/use-web3-text.ts';
import './web3.css';

/** The web3 wallet pages' frame, sign-in prompt, query states and table, in the section's words. */
const frame = productFrame({
  useText: useWeb3Text,
  pages: [
    { to: '/web3', label: 'navWallet' },
    { to: '/web3/swap', label: 'navSwap' },
    { to: '/web3/transfer', label: 'navTransfer' },
    { to: '/web3/settings', label: 'navSettings' },
  ],
  prefix: 'web3',
});

export const Web3Frame = frame.Page;
export const QueryState = frame.QueryState;
export const Web3Table = frame.Table;
