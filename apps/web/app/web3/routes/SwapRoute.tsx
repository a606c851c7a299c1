import { useMutation, useQuery } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { WEB3_ENDPOINTS } from '@tideline/protocol/web3-wallet/endpoints';
import type { Web3Token } from '@tideline/protocol/web3-wallet/tokens';
import { type FormEvent, useEffect, useId, useReducer, useState } from 'react';
import { type Address, parseUnits } from 'viem';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { refusalText } from '../../api/refusal-text.ts';
import { TxStateBadge } from '../ActivityList.tsx';
import { ErrorLine } from '../fields.tsx';
import { useWeb3Text } from '../i18n/use-web3-text.ts';
import {
  amountProblem,
  bpsAsPercent,
  INITIAL_SWAP,
  SLIPPAGE_CHOICES_BPS,
  SWAP_TOKENS,
  swapReducer,
} from '../model/swap-form.ts';
import { sendSwap } from '../transactions.ts';
import { QueryState, WalletPage } from '../Web3Page.tsx';
import { wallet } from '../wallet-store.ts';
import { tokenBySymbol, useBalances, useChainClient, useInvalidateWeb3, useTokens } from '../web3-api.ts';

/** The form as it was `ms` ago without a change: a quote is asked once typing pauses. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Swap({ address }: { address: Address }) {
  const t = useWeb3Text();
  const ids = useId();
  const client = useApiClient();
  const chain = useChainClient();
  const refresh = useInvalidateWeb3();
  const tokens = useTokens();
  const balances = useBalances(address);
  const [form, dispatch] = useReducer(swapReducer, INITIAL_SWAP);
  const [sent, setSent] = useState<`0x${string}` | null>(null);
  const decimals = tokens.data?.tokens.find((token) => token.symbol === form.tokenIn)?.decimals ?? 18;
  const problem = amountProblem(form.amount, decimals);
  const settled = useDebounced(form, 300);
  const quote = useQuery({
    queryKey: ['web3', 'quote', settled],
    queryFn: () =>
      callEndpoint(client, WEB3_ENDPOINTS.quote, {
        tokenIn: settled.tokenIn,
        tokenOut: settled.tokenOut,
        amountIn: settled.amount.trim(),
        slippageBps: settled.slippageBps,
      }),
    enabled: amountProblem(settled.amount, decimals) === null,
    refetchInterval: 5_000,
    retry: false,
  });
  const swap = useMutation({
    mutationFn: async () => {
      const answer = quote.data;
      if (answer === undefined || tokens.data === undefined) throw new Error(t('noQuote'));
      const tokenIn = tokenBySymbol(tokens.data.tokens, answer.tokenIn);
      const outDecimals = tokenBySymbol(tokens.data.tokens, answer.tokenOut).decimals;
      const hash = await sendSwap(client, chain, wallet.signer(), {
        router: answer.router as Address,
        path: answer.path as Address[],
        amountIn: parseUnits(answer.amountIn, tokenIn.decimals),
        minimumOut: parseUnits(answer.minimumReceived, outDecimals),
        tokenIn,
        tokenOut: answer.tokenOut,
        amountText: answer.amountIn,
      });
      setSent(hash);
      await chain.waitForTransactionReceipt({ hash, pollingInterval: 1_000 });
      // The gateway reads the swap back from the chain and keeps it in my history (device token).
      return callEndpoint(client, WEB3_ENDPOINTS.swapSign, { txHash: hash });
    },
    onSettled: () => void refresh(),
  });
  const held = balances.data?.tokens.find((row) => row.symbol === form.tokenIn)?.balance;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (quote.data !== undefined && !swap.isPending) swap.mutate();
  }

  const tokenSelect = (side: 'tokenIn' | 'tokenOut', label: string) => (
    <label className="web3-field" htmlFor={`${ids}-${side}`}>
      {label}
      <select
        id={`${ids}-${side}`}
        value={form[side]}
        onChange={(event) => dispatch({ type: side, token: event.target.value as Web3Token })}
      >
        {SWAP_TOKENS.map((token) => (
          <option key={token} value={token}>
            {token}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <QueryState query={tokens}>
      {() => (
        <section className="web3-section" aria-labelledby={`${ids}-h`}>
          <h2 id={`${ids}-h`}>{t('swapTitle')}</h2>
          <form className="web3-form" onSubmit={submit} data-testid="web3-swap">
            <div className="web3-row">
              {tokenSelect('tokenIn', t('youPay'))}
              <button type="button" className="button" onClick={() => dispatch({ type: 'flip' })}>
                {t('flip')}
              </button>
              {tokenSelect('tokenOut', t('youReceive'))}
            </div>
            <label className="web3-field" htmlFor={`${ids}-amount`}>
              {t('amount')}
              <input
                id={`${ids}-amount`}
                inputMode="decimal"
                autoComplete="off"
                value={form.amount}
                aria-invalid={form.amount !== '' && problem !== null}
                aria-describedby={`${ids}-held`}
                onChange={(event) => dispatch({ type: 'amount', amount: event.target.value })}
              />
            </label>
            <p id={`${ids}-held`} className="web3-muted">
              {t('walletBalance', {
                amount: held === undefined ? '--' : formatNumber(held, { trimZeros: true }),
                token: form.tokenIn,
              })}
            </p>
            {form.amount !== '' && problem === 'format' ? (
              <p className="web3-error" role="alert">
                {t('amountFormat', { decimals })}
              </p>
            ) : null}
            <fieldset className="web3-choices web3-choices--row">
              <legend>{t('slippage')}</legend>
              {SLIPPAGE_CHOICES_BPS.map((bps) => (
                <label key={bps} className="web3-choice">
                  <input
                    type="radio"
                    name={`${ids}-slippage`}
                    checked={form.slippageBps === bps}
                    onChange={() => dispatch({ type: 'slippage', bps })}
                  />
                  {bpsAsPercent(bps)}%
                </label>
              ))}
            </fieldset>
            {quote.data !== undefined && problem === null ? (
              <dl className="web3-facts" data-testid="web3-quote">
                <dt>{t('expectedOut')}</dt>
                <dd className="numeric" data-testid="web3-quote-out">
                  {quote.data.amountOut} {quote.data.tokenOut}
                </dd>
                <dt>{t('minimumReceived')}</dt>
                <dd className="numeric">
                  {quote.data.minimumReceived} {quote.data.tokenOut}
                </dd>
                <dt>{t('priceImpact')}</dt>
                <dd className="numeric">{bpsAsPercent(quote.data.priceImpactBps)}%</dd>
                <dt>{t('route')}</dt>
                <dd>{quote.data.route.join(' → ')}</dd>
              </dl>
            ) : null}
            {quote.isFetching && quote.data === undefined ? (
              <p className="web3-muted" role="status">
                {t('quoting')}
              </p>
            ) : null}
            <ErrorLine error={quote.error ? refusalText(quote.error) : null} />
            <div className="web3-row">
              <button
                type="submit"
                className="button button--primary"
                disabled={quote.data === undefined || problem !== null || swap.isPending}
              >
                {swap.isPending ? t('swapping') : t('swapButton')}
              </button>
            </div>
            <ErrorLine error={swap.error ? refusalText(swap.error) : null} />
            {sent !== null ? (
              <p className="web3-notice" data-testid="web3-swap-result" role="status">
                {t('swapSent')} <TxStateBadge hash={sent} />
                {swap.data
                  ? ` · ${t('swapRecorded', { amount: swap.data.amountOut, token: swap.data.tokenOut })}`
                  : ''}
              </p>
            ) : null}
          </form>
        </section>
      )}
    </QueryState>
  );
}

/** `/web3/swap`: a quote from the Uniswap v2 pools, then the swap signed in this browser. */
export default function SwapRoute() {
  return <WalletPage path="/web3/swap">{(address) => <Swap address={address} />}</WalletPage>;
}
