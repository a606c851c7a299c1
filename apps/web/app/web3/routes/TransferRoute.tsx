import { useMutation } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { WEB3_ENDPOINTS } from '@tideline/protocol/web3-wallet/endpoints';
import { WEB3_TOKENS, type Web3Token } from '@tideline/protocol/web3-wallet/tokens';
import { QRCode, SegmentedControl } from '@tideline/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Address, isAddress } from 'viem';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { refusalText } from '../../api/refusal-text.ts';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { TxStateBadge } from '../ActivityList.tsx';
import { addActivity } from '../activity.ts';
import { ErrorLine } from '../fields.tsx';
import { useWeb3Text } from '../i18n/use-web3-text.ts';
import { amountProblem } from '../model/swap-form.ts';
import { SecondFactor } from '../SecondFactor.tsx';
import { type PreparedTransfer, prepareTransfer, sendPrepared } from '../transactions.ts';
import { QueryState, WalletPage } from '../Web3Page.tsx';
import { wallet } from '../wallet-store.ts';
import {
  type TokenInfo,
  useBalances,
  useChainClient,
  useInvalidateWeb3,
  useMine,
  useSpotAvailable,
  useTokens,
  WEB3_QUERY_KEYS,
} from '../web3-api.ts';

const MODES = ['send', 'receive', 'withdraw', 'deposit'] as const;
type Mode = (typeof MODES)[number];
const MODE_TEXT = {
  send: 'modeSend',
  receive: 'modeReceive',
  withdraw: 'modeWithdraw',
  deposit: 'modeDeposit',
} as const satisfies Record<Mode, string>;

type Asset = Web3Token | 'ETH';

function TokenSelect({
  value,
  onChange,
  withEth,
}: {
  value: Asset;
  onChange: (token: Asset) => void;
  withEth: boolean;
}) {
  const t = useWeb3Text();
  const ids = useId();
  return (
    <label className="web3-field" htmlFor={`${ids}-token`}>
      {t('token')}
      <select id={`${ids}-token`} value={value} onChange={(event) => onChange(event.target.value as Asset)}>
        {withEth ? <option value="ETH">ETH</option> : null}
        {WEB3_TOKENS.map((token) => (
          <option key={token} value={token}>
            {token}
          </option>
        ))}
      </select>
    </label>
  );
}

function AmountField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (amount: string) => void;
  hint: string;
}) {
  const t = useWeb3Text();
  const ids = useId();
  return (
    <>
      <label className="web3-field" htmlFor={`${ids}-amount`}>
        {t('amount')}
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={`${ids}-hint`}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(',', '.'))}
        />
      </label>
      <p id={`${ids}-hint`} className="web3-muted">
        {hint}
      </p>
    </>
  );
}

/**
 * Send from the wallet (to any address, or to my exchange deposit address): the form, then a
 * confirm screen with the estimated gas, then the transaction signed here.
 */
function SendForm({
  from,
  tokens,
  fixedTo,
  kind,
}: {
  from: Address;
  tokens: readonly TokenInfo[];
  fixedTo?: Address;
  kind: 'send' | 'deposit';
}) {
  const t = useWeb3Text();
  const ids = useId();
  const client = useApiClient();
  const chain = useChainClient();
  const refresh = useInvalidateWeb3();
  const balances = useBalances(from);
  const [asset, setAsset] = useState<Asset>('USDT');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<PreparedTransfer | null>(null);
  const [sent, setSent] = useState<`0x${string}` | null>(null);
  const token = asset === 'ETH' ? null : (tokens.find((row) => row.symbol === asset) ?? null);
  const decimals = token?.decimals ?? 18;
  const recipient = fixedTo ?? to.trim();
  const held =
    asset === 'ETH' ? balances.data?.eth : balances.data?.tokens.find((row) => row.symbol === asset)?.balance;

  const prepare = useMutation({
    mutationFn: () => prepareTransfer(chain, from, token, recipient as Address, amount.trim()),
    onSuccess: (prepared) => setReview(prepared),
    onError: (failure) => setError(refusalText(failure)),
  });
  const send = useMutation({
    mutationFn: async (prepared: PreparedTransfer) => {
      const hash = await sendPrepared(client, wallet.signer(), prepared);
      addActivity({
        hash,
        kind,
        from,
        token: asset,
        amount: amount.trim(),
        to: recipient as Address,
        atMs: Date.now(),
      });
      return hash;
    },
    onSuccess: (hash) => {
      setSent(hash);
      setReview(null);
      setAmount('');
      void refresh();
    },
    onError: (failure) => setError(refusalText(failure)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSent(null);
    if (!isAddress(recipient)) return setError(t('addressInvalid'));
    if (amountProblem(amount, decimals) !== null) return setError(t('amountFormat', { decimals }));
    prepare.mutate();
  }

  if (review !== null)
    return (
      <div className="web3-form" data-testid="web3-confirm">
        <h3>{t('confirmTitleSend')}</h3>
        <dl className="web3-facts">
          <dt>{t('from')}</dt>
          <dd>
            <code>{from}</code>
          </dd>
          <dt>{t('to')}</dt>
          <dd>
            <code>{recipient}</code>
          </dd>
          <dt>{t('amount')}</dt>
          <dd className="numeric">
            {amount} {asset}
          </dd>
          <dt>{t('gasEstimate')}</dt>
          <dd className="numeric">{review.gas.toString()}</dd>
          <dt>{t('networkFee')}</dt>
          <dd className="numeric">{review.feeEth} ETH</dd>
        </dl>
        <ErrorLine error={error} />
        <div className="web3-row">
          <button
            type="button"
            className="button button--primary"
            disabled={send.isPending}
            onClick={() => send.mutate(review)}
          >
            {t('confirmAndSend')}
          </button>
          <button type="button" className="button" onClick={() => setReview(null)}>
            {t('back')}
          </button>
        </div>
      </div>
    );

  return (
    <form className="web3-form" onSubmit={submit} data-testid={`web3-${kind}-form`}>
      <TokenSelect value={asset} onChange={setAsset} withEth={kind === 'send'} />
      {fixedTo === undefined ? (
        <label className="web3-field" htmlFor={`${ids}-to`}>
          {t('recipient')}
          <input
            id={`${ids}-to`}
            autoComplete="off"
            spellCheck={false}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
      ) : null}
      <AmountField
        value={amount}
        onChange={setAmount}
        hint={t('walletBalance', {
          amount: held === undefined ? '--' : formatNumber(held, { trimZeros: true }),
          token: asset,
        })}
      />
      <ErrorLine error={error} />
      <div className="web3-row">
        <button type="submit" className="button button--primary" disabled={prepare.isPending}>
          {t('review')}
        </button>
      </div>
      {sent !== null ? (
        <p className="web3-notice" role="status" data-testid={`web3-${kind}-sent`}>
          {t('sent')} <TxStateBadge hash={sent} />
        </p>
      ) : null}
    </form>
  );
}

function Receive({ address }: { address: Address }) {
  const t = useWeb3Text();
  return (
    <div className="web3-receive" data-testid="web3-receive">
      <QRCode value={address} size={160} label={t('qrLabel')} />
      <code className="web3-address">{address}</code>
      <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(address)}>
        {t('copyAddress')}
      </button>
    </div>
  );
}

/** Exchange -> wallet: the gateway debits spot and its hot wallet sends on chain (second factor, device token). */
function Withdraw({ address }: { address: Address }) {
  const t = useWeb3Text();
  const client = useApiClient();
  const refresh = useInvalidateWeb3();
  const [token, setToken] = useState<Web3Token>('USDT');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const asset = token === 'WBTC' ? 'BTC' : token === 'WETH' ? 'ETH' : token;
  const available = useSpotAvailable(asset);
  const withdraw = useMutation({
    mutationFn: () =>
      callEndpoint(client, WEB3_ENDPOINTS.withdraw, {
        token,
        amount: amount.trim(),
        address,
        secondFactor: code,
      }),
    onSuccess: () => {
      setAmount('');
      setCode('');
      void refresh();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    withdraw.mutate();
  }
  return (
    <form className="web3-form" onSubmit={submit} data-testid="web3-withdraw-form">
      <p className="web3-muted">{t('withdrawLead')}</p>
      <TokenSelect value={token} onChange={(next) => setToken(next as Web3Token)} withEth={false} />
      <AmountField
        value={amount}
        onChange={setAmount}
        hint={t('exchangeBalance', {
          amount: available.data === undefined ? '--' : formatNumber(available.data, { trimZeros: true }),
          token: asset,
        })}
      />
      <SecondFactor code={code} onCode={setCode} />
      <ErrorLine error={withdraw.error ? refusalText(withdraw.error) : null} />
      <div className="web3-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={withdraw.isPending || amount === ''}
        >
          {t('withdrawButton')}
        </button>
      </div>
      {withdraw.data ? (
        <p
          className="web3-notice"
          role="status"
          data-testid="web3-withdraw-result"
          data-state={withdraw.data.state}
        >
          {withdraw.data.state === 'sent'
            ? t('withdrawSent', { amount: withdraw.data.amount, token: withdraw.data.token })
            : t('withdrawRefunded')}
        </p>
      ) : null}
    </form>
  );
}

/** Wallet -> exchange: a transfer to my deposit address, credited after the confirmations. */
function Deposit({ address, tokens }: { address: Address; tokens: readonly TokenInfo[] }) {
  const t = useWeb3Text();
  const time = useUtcTime();
  const target = useMine(WEB3_ENDPOINTS.depositAddress, WEB3_QUERY_KEYS.depositAddress);
  const deposits = useMine(WEB3_ENDPOINTS.deposits, WEB3_QUERY_KEYS.deposits);
  return (
    <QueryState query={target}>
      {(deposit) => (
        <>
          <p className="web3-muted">{t('depositLead', { count: deposit.confirmations })}</p>
          <dl className="web3-facts">
            <dt>{t('depositAddress')}</dt>
            <dd>
              <code data-testid="web3-deposit-address">{deposit.address}</code>
            </dd>
          </dl>
          <SendForm from={address} tokens={tokens} fixedTo={deposit.address as Address} kind="deposit" />
          <h3>{t('credited')}</h3>
          <QueryState query={deposits}>
            {(list) =>
              list.length === 0 ? (
                <p className="web3-muted">{t('noDeposits')}</p>
              ) : (
                <ul className="web3-activity" data-testid="web3-deposits">
                  {list.map((row) => (
                    <li key={`${row.txHash}-${row.block}`}>
                      <span className="web3-activity__kind">{t('kindDeposit')}</span>
                      <span>
                        {row.amount} {row.token}
                      </span>
                      <span className="web3-state" data-state="credited">
                        {t('stateCredited')}
                      </span>
                      <span className="web3-muted">{time(row.creditedAt)}</span>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </>
      )}
    </QueryState>
  );
}

function Transfer({ address }: { address: Address }) {
  const t = useWeb3Text();
  const ids = useId();
  const tokens = useTokens();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('mode');
  const mode: Mode = MODES.includes(requested as Mode) ? (requested as Mode) : 'send';
  return (
    <section className="web3-section" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>{t(MODE_TEXT[mode])}</h2>
      <SegmentedControl<Mode>
        className="web3-modes"
        aria-label={t('navTransfer')}
        value={mode}
        onValueChange={(name) => setSearch({ mode: name }, { replace: true })}
        options={MODES.map((name) => ({ value: name, label: t(MODE_TEXT[name]) }))}
      />
      <QueryState query={tokens}>
        {(list) => (
          <>
            {mode === 'send' ? <SendForm key="send" from={address} tokens={list.tokens} kind="send" /> : null}
            {mode === 'receive' ? <Receive address={address} /> : null}
            {mode === 'withdraw' ? <Withdraw address={address} /> : null}
            {mode === 'deposit' ? <Deposit address={address} tokens={list.tokens} /> : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** `/web3/transfer`: send, receive (QR), exchange -> wallet withdrawal and wallet -> exchange deposit. */
export default function TransferRoute() {
  return <WalletPage path="/web3/transfer">{(address) => <Transfer address={address} />}</WalletPage>;
}
