import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import { NumberField, Switch, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { ASSET_QUERY_KEYS, fetchSpotBalances } from '../asset/asset-api.ts';
import { useSessionUserId } from '../security/auth-session.ts';
import { useUtcTime } from '../shell/use-utc-time.ts';
import type { EarnProduct } from './earn-account.ts';
import { useEarnHoldings } from './earn-api.ts';
import { useEarnText } from './i18n/use-earn-text.ts';
import { type AmountProblem, amountProblem, estimate, maxAmount } from './model/subscribe-form.ts';
import { aprText, productName } from './product-name.ts';
import '../shell/form-dialog.css';

const PROBLEM_TEXT = {
  required: 'errorRequired',
  belowMin: 'errorBelowMin',
  aboveMax: 'errorAboveMax',
  balance: 'errorBalance',
} as const satisfies Record<AmountProblem, string>;

/**
 * Subscribing to one product: the amount (bounded by the quotas left and the spot balance), the
 * estimated earnings as it is typed, auto-renew for a fixed term. A native modal dialog, so focus
 * stays inside it and Escape closes it.
 */
export function SubscribeDialog({ product, onClose }: { product: EarnProduct; onClose: () => void }) {
  const t = useEarnText();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const [amount, setAmount] = useState('');
  const [autoRenew, setAutoRenew] = useState(false);
  const [touched, setTouched] = useState(false);
  // One key per dialog: a confirm sent twice (a double click, a retry after a lost answer) is one subscription.
  const [clientKey] = useState(() => crypto.randomUUID());
  const spot = useQuery({
    queryKey: [...ASSET_QUERY_KEYS.balances, userId],
    queryFn: () => fetchSpotBalances(client),
    enabled: userId !== null,
  });
  const holdings = useEarnHoldings();
  const time = useUtcTime();
  // The product's past rates (issue #26: APR history per product), read when the dialog opens.
  const history = useQuery({
    queryKey: ['earn', 'apr-history', product.id],
    queryFn: () => callEndpoint(client, EARN_ENDPOINTS.aprHistory, { productId: product.id }),
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const spotAvailable =
    spot.data?.balances.find((balance) => balance.asset === product.asset)?.available ?? '0';
  const held = (holdings.data ?? [])
    .filter((holding) => holding.productId === product.id && holding.state === 'active')
    .reduce((sum, holding) => sum + Number(holding.principal), 0)
    .toString();
  const problem = amountProblem(amount, product, held, spot.data === undefined ? undefined : spotAvailable);
  const earnings = estimate(amount, product);
  const max = maxAmount(product, held, spotAvailable);

  const subscribe = useMutation({
    mutationFn: () =>
      callEndpoint(client, EARN_ENDPOINTS.subscribe, {
        productId: product.id,
        amount,
        autoRenew: product.kind === 'fixed' && autoRenew,
        clientKey,
      }),
    onSuccess: async () => {
      toast({ message: t('subscribed'), type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['earn'] });
      await queryClient.invalidateQueries({ queryKey: ASSET_QUERY_KEYS.balances });
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem === null) subscribe.mutate();
  };
  const name = productName(product, t);
  const rows: [string, string | null][] = [
    [t('estimateDaily'), earnings.daily.toFixed()],
    [t('estimateMonth'), earnings.month?.toFixed() ?? null],
    [t('estimateYear'), earnings.year?.toFixed() ?? null],
    [t('estimateTerm'), earnings.term?.toFixed() ?? null],
  ];

  return (
    <dialog
      ref={dialog}
      className="form-dialog earn-dialog"
      aria-labelledby={`${ids}-title`}
      data-testid="earn-subscribe-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        className="form-dialog__form earn-dialog__form"
        noValidate
        onSubmit={submit}
        aria-busy={subscribe.isPending}
      >
        <h2 id={`${ids}-title`}>{t('dialogTitle', { product: name })}</h2>
        <label htmlFor={`${ids}-amount`}>{t('amount')}</label>
        <div className="earn-dialog__amount">
          <NumberField
            id={`${ids}-amount`}
            value={amount}
            onValueChange={setAmount}
            decimals={8}
            min="0"
            suffix={product.asset}
            invalid={touched && problem !== null}
          />
          <button type="button" className="button" onClick={() => setAmount(max.toFixed())}>
            {t('max')}
          </button>
        </div>
        <p className="earn-muted">
          {t('available')}: {spotAvailable} {product.asset} · {t('minimum')}: {product.minAmount}{' '}
          {product.asset}
        </p>
        {touched && problem !== null ? (
          <p className="earn-error" role="alert">
            {t(PROBLEM_TEXT[problem], {
              amount: `${problem === 'belowMin' ? product.minAmount : max.toFixed()} ${product.asset}`,
            })}
          </p>
        ) : null}
        {product.kind === 'fixed' ? (
          <Switch checked={autoRenew} onCheckedChange={setAutoRenew}>
            {t('autoRenew')}
          </Switch>
        ) : null}
        <section className="earn-estimate" aria-labelledby={`${ids}-estimate`}>
          <h3 id={`${ids}-estimate`}>{t('estimate')}</h3>
          <dl data-testid="earn-estimate">
            {rows
              .filter((row): row is [string, string] => row[1] !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    {value} {product.asset}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
        <details className="earn-rate-history" data-testid="earn-rate-history">
          <summary>{t('rateHistory')}</summary>
          {history.isPending ? (
            <p className="earn-muted" role="status">
              {t('loading')}
            </p>
          ) : history.isError ? (
            <p role="alert">{t('loadError')}</p>
          ) : (
            <ol>
              {history.data.map((change) => (
                <li key={change.from}>
                  <span className="earn-muted">{t('rateFrom', { time: time(change.from) })}</span>{' '}
                  <span>{aprText({ asset: product.asset, tiers: change.tiers }, t)}</span>
                </li>
              ))}
            </ol>
          )}
        </details>
        <div className="form-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={subscribe.isPending}>
            {t('confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
