import type { Hex } from 'viem';
import { useUtcTime } from '../shell/use-utc-time.ts';
import { type ActivityEntry, useActivityStore } from './activity.ts';
import { useWeb3Text, type Web3Text } from './i18n/use-web3-text.ts';
import { shortAddress } from './WalletGate.tsx';
import { useTxState } from './web3-api.ts';

const KIND_TEXT = {
  send: 'kindSend',
  approve: 'kindApprove',
  swap: 'kindSwap',
  deposit: 'kindDeposit',
} as const satisfies Record<ActivityEntry['kind'], string>;

const STATE_TEXT = { pending: 'statePending', confirmed: 'stateConfirmed', failed: 'stateFailed' } as const;

function describe(t: Web3Text, entry: ActivityEntry): string {
  const paid = `${entry.amount} ${entry.token}`;
  if (entry.kind === 'swap') return t('swapSummary', { paid, token: entry.tokenOut ?? '' });
  if (entry.to !== undefined) return t('sendSummary', { paid, to: shortAddress(entry.to) });
  return paid;
}

/** One transaction's state, read from the chain: pending until a receipt, then confirmed or failed. */
export function TxStateBadge({ hash, confirmationsNeeded }: { hash: Hex; confirmationsNeeded?: number }) {
  const t = useWeb3Text();
  const state = useTxState(hash);
  if (state.data === undefined) return <span className="web3-muted">{t('statePending')}</span>;
  const { state: name, confirmations } = state.data;
  return (
    <span className={`web3-state web3-state--${name}`} data-state={name}>
      {t(STATE_TEXT[name])}
      {confirmationsNeeded !== undefined && name === 'confirmed'
        ? ` · ${t('confirmations', { count: Math.min(confirmations, confirmationsNeeded), needed: confirmationsNeeded })}`
        : ''}
    </span>
  );
}

/** The wallet's transactions signed in this browser, newest first, with their state from the chain. */
export function ActivityList({
  address,
  confirmationsNeeded,
}: {
  address: string;
  confirmationsNeeded: number;
}) {
  const t = useWeb3Text();
  const time = useUtcTime();
  const entries = useActivityStore((state) => state.entries).filter(
    (entry) => entry.from.toLowerCase() === address.toLowerCase(),
  );
  if (entries.length === 0) return <p className="web3-muted">{t('noActivity')}</p>;
  return (
    <ul className="web3-activity" data-testid="web3-activity">
      {entries.map((entry) => (
        <li key={entry.hash} data-kind={entry.kind}>
          <span className="web3-activity__kind">{t(KIND_TEXT[entry.kind])}</span>
          <span>{describe(t, entry)}</span>
          <TxStateBadge
            hash={entry.hash}
            confirmationsNeeded={entry.kind === 'deposit' ? confirmationsNeeded : undefined}
          />
          <span className="web3-muted">{time(entry.atMs)}</span>
          <code className="web3-muted" title={entry.hash}>
            {shortAddress(entry.hash)}
          </code>
        </li>
      ))}
    </ul>
  );
}
