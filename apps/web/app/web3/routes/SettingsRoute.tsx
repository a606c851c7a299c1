import { useEffect, useId, useState } from 'react';
import { PassphrasePrompt } from '../fields.tsx';
import { useWeb3Text } from '../i18n/use-web3-text.ts';
import { derivationPath, MAX_ACCOUNTS } from '../model/accounts.ts';
import { isLockTimeout, LOCK_TIMEOUT_CHOICES } from '../model/lock.ts';
import { MnemonicWords, WalletGate } from '../WalletGate.tsx';
import { Web3Frame } from '../Web3Page.tsx';
import { useWalletStore, wallet } from '../wallet-store.ts';

function Accounts() {
  const t = useWeb3Text();
  const ids = useId();
  const stored = useWalletStore((state) => state.stored);
  if (stored === null) return null;
  return (
    <section className="web3-section" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>{t('accounts')}</h2>
      <ol className="web3-accounts" data-testid="web3-accounts">
        {stored.addresses.map((address, index) => (
          <li key={address}>
            <span>{t('accountName', { number: index + 1 })}</span>
            <code className="web3-address">{address}</code>
            <span className="web3-muted">{derivationPath(index)}</span>
            {index === stored.selected ? (
              <span className="web3-state">{t('inUse')}</span>
            ) : (
              <button type="button" className="button" onClick={() => wallet.select(index)}>
                {t('use')}
              </button>
            )}
          </li>
        ))}
      </ol>
      <div className="web3-row">
        <button
          type="button"
          className="button"
          disabled={stored.addresses.length >= MAX_ACCOUNTS}
          onClick={() => wallet.addAccount()}
        >
          {t('addAccount')}
        </button>
      </div>
    </section>
  );
}

function LockSettings() {
  const t = useWeb3Text();
  const ids = useId();
  const minutes = useWalletStore((state) => state.stored?.lockMinutes);
  return (
    <section className="web3-section" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>{t('lockTitle')}</h2>
      <label className="web3-field" htmlFor={`${ids}-minutes`}>
        {t('lockAfter')}
        <select
          id={`${ids}-minutes`}
          value={minutes}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (isLockTimeout(value)) wallet.setLockMinutes(value);
          }}
        >
          {LOCK_TIMEOUT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t('minutes', { count: choice })}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}

/** The recovery phrase again, only after the passphrase; hidden when the page is left or locked. */
function Reveal() {
  const t = useWeb3Text();
  const ids = useId();
  const [words, setWords] = useState<string | null>(null);
  const unlocked = useWalletStore((state) => state.unlocked);
  useEffect(() => {
    if (!unlocked) setWords(null);
  }, [unlocked]);
  return (
    <section className="web3-section" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>{t('revealTitle')}</h2>
      {words === null ? (
        <PassphrasePrompt
          lead={<p className="web3-muted">{t('revealLead')}</p>}
          submitLabel={t('reveal')}
          busyLabel={t('reveal')}
          primary={false}
          onPassphrase={async (passphrase) => setWords(await wallet.reveal(passphrase))}
        />
      ) : (
        <>
          <p className="web3-notice" role="note">
            {t('mnemonicWarning')}
          </p>
          <MnemonicWords words={words} testId="web3-revealed" />
          <div className="web3-row">
            <button type="button" className="button" onClick={() => setWords(null)}>
              {t('hide')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** `/web3/settings`: accounts, the lock timeout and the recovery phrase. */
export default function SettingsRoute() {
  return (
    <Web3Frame path="/web3/settings" signedInOnly>
      <WalletGate>
        <Accounts />
        <LockSettings />
        <Reveal />
      </WalletGate>
    </Web3Frame>
  );
}
