import type { ReactNode } from 'react';
import type { Address } from 'viem';
import { productFrame } from '../shell/product-frame.tsx';
import { useWeb3Text } from './i18n/use-web3-text.ts';
import { WalletGate } from './WalletGate.tsx';
import { useSelectedAddress } from './wallet-store.ts';
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

function WithAddress({ children }: { children: (address: Address) => ReactNode }) {
  const address = useSelectedAddress();
  return address === null ? null : children(address);
}

/**
 * A wallet page: the frame (signed-in only), then the set-up or the unlock screen until the
 * wallet is open, then the page for the chosen account's address.
 */
export function WalletPage({ path, children }: { path: string; children: (address: Address) => ReactNode }) {
  return (
    <Web3Frame path={path} signedInOnly>
      <WalletGate>
        <WithAddress>{children}</WithAddress>
      </WalletGate>
    </Web3Frame>
  );
}
