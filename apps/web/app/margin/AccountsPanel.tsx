import { useId, useState } from 'react';
import { AccountCard } from './AccountCard.tsx';
import { useMarginText } from './i18n/use-margin-text.ts';
import { MoneyDialog } from './MoneyDialog.tsx';
import { type AccountRef, findAccount, type MarginAccounts, type MarginInfo } from './margin-account.ts';
import type { MoneyMove } from './margin-api.ts';
import { accountAssets } from './model/account-assets.ts';

/**
 * An account card with its transfer, borrow and repay dialog: the one place both the account page
 * and the trading page open them from.
 */
export function AccountWithMoves({
  refOf,
  accounts,
  info,
  compact = false,
}: {
  refOf: AccountRef;
  accounts: MarginAccounts | undefined;
  info: MarginInfo | undefined;
  compact?: boolean;
}) {
  const [move, setMove] = useState<MoneyMove | null>(null);
  const account = findAccount(accounts, refOf);
  return (
    <>
      <AccountCard refOf={refOf} account={account} onMove={setMove} compact={compact} />
      {move !== null ? (
        <MoneyDialog
          move={move}
          refOf={refOf}
          account={account}
          assets={accountAssets(refOf, info)}
          onClose={() => setMove(null)}
        />
      ) : null}
    </>
  );
}

/** The isolated accounts: one pair at a time, picked from the margin pairs (opened ones first). */
export function IsolatedAccounts({ accounts, info }: { accounts: MarginAccounts; info: MarginInfo }) {
  const t = useMarginText();
  const ids = useId();
  const opened = accounts.isolated.map((account) => account.symbol ?? '');
  const pairs = [
    ...opened,
    ...info.pairs.map((pair) => pair.symbol).filter((name) => !opened.includes(name)),
  ];
  const [symbol, setSymbol] = useState(pairs[0] ?? 'BTCUSDT');
  return (
    <section className="margin-section" aria-labelledby={`${ids}-isolated`}>
      <h2 id={`${ids}-isolated`}>{t('isolatedHeading')}</h2>
      <div className="margin-field">
        <label htmlFor={`${ids}-pair`}>{t('pair')}</label>
        <select
          id={`${ids}-pair`}
          className="margin-select"
          value={symbol}
          onChange={(event) => setSymbol(event.target.value)}
        >
          {pairs.map((pair) => (
            <option key={pair} value={pair}>
              {opened.includes(pair) ? pair : `${pair} · ${t('notOpened')}`}
            </option>
          ))}
        </select>
      </div>
      <AccountWithMoves refOf={{ mode: 'isolated', symbol }} accounts={accounts} info={info} />
    </section>
  );
}
