import { callEndpoint } from '@tideline/core/request';
import { WEB3_ENDPOINTS } from '@tideline/protocol/web3-wallet/endpoints';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { Address } from 'viem';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';
import { loadActivity } from './activity.ts';
import { ErrorLine, PassphrasePrompt, PasswordField } from './fields.tsx';
import { useWeb3Text, type Web3Text } from './i18n/use-web3-text.ts';
import { msUntilLock } from './model/lock.ts';
import {
  type ConfirmQuestion,
  confirmationMatches,
  confirmQuestions,
  mnemonicProblem,
  newMnemonic,
  normalizeMnemonic,
} from './model/mnemonic.ts';
import { MIN_PASSPHRASE_LENGTH } from './model/vault.ts';
import { useWalletStore, wallet } from './wallet-store.ts';

/** `0x1234…abcd` for tight places; the full address is in its title and the receive panel. */
export function shortAddress(address: Address): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** A recovery phrase as numbered words (a word may appear twice, so each is keyed by its position). */
export function MnemonicWords({ words, testId }: { words: string; testId: string }) {
  const items = words.split(' ').map((word, index) => ({ position: index + 1, word }));
  return (
    <ol className="web3-words" data-testid={testId}>
      {items.map((item) => (
        <li key={item.position}>
          <span className="web3-muted">{item.position}.</span>{' '}
          <span data-word={item.position}>{item.word}</span>
        </li>
      ))}
    </ol>
  );
}

/** Locks the wallet after the chosen minutes without a key press or a pointer press on the page. */
function useLockTimer() {
  const unlocked = useWalletStore((state) => state.unlocked);
  const lastActiveMs = useWalletStore((state) => state.lastActiveMs);
  const minutes = useWalletStore((state) => state.stored?.lockMinutes);
  useEffect(() => {
    if (!unlocked) return;
    const touch = () => wallet.touch();
    window.addEventListener('pointerdown', touch);
    window.addEventListener('keydown', touch);
    return () => {
      window.removeEventListener('pointerdown', touch);
      window.removeEventListener('keydown', touch);
    };
  }, [unlocked]);
  useEffect(() => {
    if (!unlocked || minutes === undefined) return;
    const timer = setTimeout(() => wallet.lock(), msUntilLock(Date.now(), lastActiveMs, minutes));
    return () => clearTimeout(timer);
  }, [unlocked, lastActiveMs, minutes]);
}

function PassphraseFields({
  t,
  passphrase,
  repeat,
  onPassphrase,
  onRepeat,
}: {
  t: Web3Text;
  passphrase: string;
  repeat: string;
  onPassphrase: (value: string) => void;
  onRepeat: (value: string) => void;
}) {
  return (
    <>
      <p className="web3-muted">{t('passphraseHint', { count: MIN_PASSPHRASE_LENGTH })}</p>
      <PasswordField
        label={t('passphrase')}
        value={passphrase}
        onChange={onPassphrase}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('passphraseRepeat')}
        value={repeat}
        onChange={onRepeat}
        autoComplete="new-password"
      />
    </>
  );
}

function passphraseProblem(t: Web3Text, passphrase: string, repeat: string): string | null {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    return t('passphraseShort', { count: MIN_PASSPHRASE_LENGTH });
  if (passphrase !== repeat) return t('passphraseMismatch');
  return null;
}

function ConfirmWords({
  t,
  questions,
  answers,
  onAnswer,
}: {
  t: Web3Text;
  questions: readonly ConfirmQuestion[];
  answers: readonly (string | undefined)[];
  onAnswer: (index: number, word: string) => void;
}) {
  return (
    <>
      {questions.map((question, index) => (
        <fieldset key={question.position} className="web3-choices">
          <legend>{t('confirmWord', { position: question.position })}</legend>
          {question.choices.map((word) => (
            <label key={word} className="web3-choice">
              <input
                type="radio"
                name={`confirm-${question.position}`}
                value={word}
                checked={answers[index] === word}
                onChange={() => onAnswer(index, word)}
              />
              {word}
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}

type Step =
  | { name: 'start' }
  | { name: 'show'; words: string }
  | { name: 'confirm'; words: string; questions: ConfirmQuestion[] }
  | { name: 'import' }
  | { name: 'passphrase'; words: string };

/** Create (shown once, confirmed by picking words) or import a wallet, then seal it with a passphrase. */
function Setup() {
  const t = useWeb3Text();
  const client = useApiClient();
  const ids = useId();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [answers, setAnswers] = useState<(string | undefined)[]>([]);
  const [typed, setTyped] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step.name === 'show') {
      setAnswers([]);
      go({ name: 'confirm', words: step.words, questions: confirmQuestions(step.words) });
    } else if (step.name === 'confirm') {
      if (confirmationMatches(step.words, step.questions, answers))
        go({ name: 'passphrase', words: step.words });
      else setError(t('confirmWrong'));
    } else if (step.name === 'import') {
      const problem = mnemonicProblem(typed);
      if (problem === null) {
        setTyped('');
        go({ name: 'passphrase', words: normalizeMnemonic(typed) });
      } else
        setError(
          t(problem === 'length' ? 'importLength' : problem === 'word' ? 'importWord' : 'importChecksum'),
        );
    } else if (step.name === 'passphrase') {
      const problem = passphraseProblem(t, passphrase, repeat);
      if (problem !== null) return setError(problem);
      setBusy(true);
      try {
        await wallet.create(step.words, passphrase);
        // A new wallet holds no ether to pay gas with: the chain's faucet gives it some, once.
        const [address] = useWalletStore.getState().stored?.addresses ?? [];
        if (address !== undefined)
          void callEndpoint(client, WEB3_ENDPOINTS.gas, { address }).catch(() => undefined);
      } finally {
        setBusy(false);
      }
    }
  }

  if (step.name === 'start')
    return (
      <section className="web3-section" aria-labelledby={`${ids}-h`} data-testid="web3-setup">
        <h2 id={`${ids}-h`}>{t('setupTitle')}</h2>
        <p className="web3-muted">{t('setupLead')}</p>
        <div className="web3-row">
          <button
            type="button"
            className="button button--primary"
            onClick={() => go({ name: 'show', words: newMnemonic() })}
          >
            {t('createWallet')}
          </button>
          <button type="button" className="button" onClick={() => go({ name: 'import' })}>
            {t('importWallet')}
          </button>
        </div>
      </section>
    );

  const title = {
    show: t('mnemonicTitle'),
    confirm: t('confirmTitle'),
    import: t('importWallet'),
    passphrase: t('passphraseTitle'),
  }[step.name];
  return (
    <section className="web3-section" aria-labelledby={`${ids}-h`} data-testid="web3-setup">
      <h2 id={`${ids}-h`}>{title}</h2>
      <form className="web3-form" onSubmit={(event) => void submit(event)}>
        {step.name === 'show' ? (
          <>
            <p className="web3-notice" role="note">
              {t('mnemonicWarning')}
            </p>
            <MnemonicWords words={step.words} testId="web3-mnemonic" />
          </>
        ) : null}
        {step.name === 'confirm' ? (
          <>
            <p className="web3-muted">{t('confirmLead')}</p>
            <ConfirmWords
              t={t}
              questions={step.questions}
              answers={answers}
              onAnswer={(index, word) =>
                setAnswers((previous) => {
                  const next = [...previous];
                  next[index] = word;
                  return next;
                })
              }
            />
          </>
        ) : null}
        {step.name === 'import' ? (
          <label className="web3-field" htmlFor={`${ids}-words`}>
            {t('importLabel')}
            <textarea
              id={`${ids}-words`}
              rows={3}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
        ) : null}
        {step.name === 'passphrase' ? (
          <PassphraseFields
            t={t}
            passphrase={passphrase}
            repeat={repeat}
            onPassphrase={setPassphrase}
            onRepeat={setRepeat}
          />
        ) : null}
        <ErrorLine error={error} />
        <div className="web3-row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {step.name === 'show'
              ? t('mnemonicWritten')
              : step.name === 'passphrase'
                ? t('saveWallet')
                : t('continue')}
          </button>
          <button type="button" className="button" onClick={() => go({ name: 'start' })}>
            {t('back')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Unlock() {
  const t = useWeb3Text();
  const ids = useId();
  return (
    <section className="web3-section" aria-labelledby={`${ids}-h`} data-testid="web3-unlock">
      <h2 id={`${ids}-h`}>{t('lockedTitle')}</h2>
      <PassphrasePrompt
        submitLabel={t('unlock')}
        busyLabel={t('unlocking')}
        primary
        onPassphrase={(passphrase) => wallet.unlock(passphrase)}
      />
    </section>
  );
}

/** The chosen account (a select when there are several) and the lock button, above every wallet page. */
function WalletBar() {
  const t = useWeb3Text();
  const ids = useId();
  const stored = useWalletStore((state) => state.stored);
  if (stored === null) return null;
  return (
    <div className="web3-bar" data-testid="web3-bar">
      <label className="web3-field web3-field--inline" htmlFor={`${ids}-account`}>
        {t('account')}
        <select
          id={`${ids}-account`}
          value={stored.selected}
          onChange={(event) => wallet.select(Number(event.target.value))}
        >
          {stored.addresses.map((address, index) => (
            <option key={address} value={index}>
              {t('accountName', { number: index + 1 })} · {shortAddress(address)}
            </option>
          ))}
        </select>
      </label>
      <code className="web3-address" data-testid="web3-address">
        {stored.addresses[stored.selected]}
      </code>
      <button type="button" className="button" onClick={() => wallet.lock()}>
        {t('lock')}
      </button>
    </div>
  );
}

/**
 * The wallet's pages show their content only with an unlocked wallet: first the set-up (create or
 * import), then the passphrase to unlock; the bar with the account and the lock button above.
 */
export function WalletGate({ children }: { children: ReactNode }) {
  const userId = useSessionUserId();
  const t = useWeb3Text();
  const loaded = useWalletStore((state) => state.loaded && state.owner === userId);
  const hasWallet = useWalletStore((state) => state.stored !== null);
  const unlocked = useWalletStore((state) => state.unlocked);
  useEffect(() => {
    if (userId === null) return;
    wallet.load(userId);
    loadActivity(userId);
  }, [userId]);
  useLockTimer();
  if (!loaded)
    return (
      <p className="web3-muted" role="status">
        {t('loading')}
      </p>
    );
  if (!hasWallet) return <Setup />;
  if (!unlocked) return <Unlock />;
  return (
    <>
      <WalletBar />
      {children}
    </>
  );
}
