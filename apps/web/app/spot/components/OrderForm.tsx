import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatByPrecision, formatNumber } from '@tideline/core/format';
import { callEndpoint, RequestFailure } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { Input, SegmentedControl, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { FundingOffer } from '../../asset/components/FundingOffer.tsx';
import { useOrderOutcomeText } from '../../order-outcome/i18n/use-order-outcome-text.ts';
import { orderOutcomeToast } from '../../order-outcome/order-outcome-message.ts';
import { applyOrderViews } from '../feed/apply-account-views.ts';
import { useSpotText } from '../i18n/use-spot-text.ts';
import { accountKeys } from '../model/account-keys.ts';
import type { AssetBalance, SpotSymbol } from '../model/market-types.ts';
import {
  amountForPercent,
  amountForTotal,
  canSizeByTotal,
  estimatedFee,
  type FormMode,
  type MarketSizing,
  type OrderFormError,
  type OrderKind,
  type OrderSide,
  placeOrderBody,
  placePlanBody,
  QUOTE_AMOUNT_PLACES,
  sanitizeAmount,
  sanitizePrice,
  sanitizeTotal,
  totalFor,
  totalForPercent,
  validateOrder,
  validatePlan,
} from '../model/order-form-model.ts';
import { OrderFormFoot, spotFootWords } from './OrderFormFoot.tsx';
import { orderProblemText } from './order-problem-text.ts';
import { PercentPicker } from './PercentPicker.tsx';

/** Good till cancelled; immediate or cancel; fill or kill (markets protocol §3). Post-only rests, so GTC only. */
const TIME_IN_FORCE = ['GTC', 'IOC', 'FOK'] as const;
type TimeInForce = (typeof TIME_IN_FORCE)[number];

interface OrderFormProps {
  symbol: SpotSymbol;
  /** A price picked in the order book; `nonce` changes with every pick, even of the same price. */
  picked: { price: string; nonce: number } | null;
  authenticated: boolean | null;
  balances: AssetBalance[] | undefined;
  /** Best ask for a buy, best bid for a sell, or the last price: prices a market order. */
  referencePrice: (side: OrderSide) => string | undefined;
}

const FORM_MODES: readonly FormMode[] = ['limit', 'market', 'trigger'];

function newClientOrderId(): string {
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Limit, market and plan (trigger) orders, buy or sell, by amount or total (a market buy may spend
 * a total), with the §5 numeric input, a share-of-balance slider and the estimated fee.
 */
export function OrderForm({ symbol, picked, authenticated, balances, referencePrice }: OrderFormProps) {
  const t = useSpotText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const ids = useId();
  const [side, setSide] = useState<OrderSide>('buy');
  const [mode, setMode] = useState<FormMode>('limit');
  const [execution, setExecution] = useState<OrderKind>('limit');
  const [sizing, setSizing] = useState<MarketSizing>('amount');
  const [triggerPrice, setTriggerPrice] = useState('');
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('GTC');
  const [postOnly, setPostOnly] = useState(false);
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [total, setTotal] = useState('');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (picked === null) return;
    setMode((current) => (current === 'trigger' ? current : 'limit'));
    setPrice(picked.price);
    setError(null);
  }, [picked]);

  const payingCoin = side === 'buy' ? symbol.quoteCoin : symbol.baseCoin;
  const available = balances?.find((balance) => balance.asset === payingCoin)?.available;
  // The kind of order placed now, or at the trigger; what prices it for totals and fees.
  const kind: OrderKind = mode === 'trigger' ? execution : mode;
  const pricing =
    mode === 'trigger'
      ? execution === 'limit'
        ? price
        : triggerPrice
      : kind === 'limit'
        ? price
        : (referencePrice(side) ?? '');
  const byTotal = mode === 'market' && canSizeByTotal(side, kind);
  const fee = estimatedFee(side, amount, pricing, symbol);

  const describe = (problem: OrderFormError): string => orderProblemText(t, symbol, problem);

  const plan = { side, execution, triggerPrice, price, amount };
  const outcomeText = useOrderOutcomeText();
  const place = useMutation({
    mutationFn: async () => {
      // A plan answers its plan, not an order: null, and its list is fetched.
      if (mode === 'trigger') {
        await callEndpoint(client, SPOT_ENDPOINTS.placePlan, placePlanBody(plan, symbol));
        return null;
      }
      return callEndpoint(
        client,
        SPOT_ENDPOINTS.placeOrder,
        placeOrderBody(
          { side, kind, price, amount, total },
          { sizing: byTotal ? sizing : 'amount', timeInForce, postOnly, clientOrderId: newClientOrderId() },
          symbol,
        ),
      );
    },
    onSuccess: (order) => {
      const outcome = order?.outcome ?? null;
      toast(
        outcome === null
          ? { message: mode === 'trigger' ? t('planPlaced') : t('orderPlaced'), type: 'success' }
          : orderOutcomeToast(outcome, outcomeText, { coin: symbol.baseCoin, pricePlace: symbol.pricePlace }),
      );
      setAmount('');
      setTotal('');
      setPercent(0);
      // The answer is the order's view: it goes into the tables at once, and the private stream
      // brings its fills and the balances. A trigger order's list is not pushed, so it is fetched.
      if (order === null) void queryClient.invalidateQueries({ queryKey: accountKeys.plans(symbol.symbol) });
      else applyOrderViews(queryClient, [order]);
    },
    onError: (failure) => {
      setError(
        failure instanceof RequestFailure && failure.envelope?.msg ? failure.envelope.msg : t('orderFailed'),
      );
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      mode === 'trigger'
        ? validatePlan(plan, symbol)
        : validateOrder({ side, kind, price, amount, total }, symbol, available, referencePrice(side));
    if (problem !== null) {
      setError(describe(problem));
      return;
    }
    setError(null);
    place.mutate();
  };

  // A bad amount is named as soon as the field is left, not only on submit.
  const checkAmount = () => {
    if (amount === '') return;
    const problem = validateOrder({ side, kind, price: '1', amount, total }, symbol, undefined, undefined);
    if (problem?.key === 'amountTooSmall' || problem?.key === 'amountTooLarge') setError(describe(problem));
  };
  const onTrigger = (raw: string) => {
    const next = sanitizePrice(raw, symbol);
    setTriggerPrice(next);
    if (execution === 'market') setTotal(totalFor(next, amount, symbol));
  };
  const onPrice = (raw: string) => {
    const next = sanitizePrice(raw, symbol);
    setPrice(next);
    setTotal(totalFor(next, amount, symbol));
  };
  const onAmount = (raw: string) => {
    const next = sanitizeAmount(raw, symbol);
    setAmount(next);
    setTotal(totalFor(pricing, next, symbol));
    setSizing('amount');
    setPercent(0);
  };
  const onTotal = (raw: string) => {
    const next = sanitizeTotal(raw, symbol);
    setTotal(next);
    setAmount(amountForTotal(next, pricing, symbol));
    setSizing('total');
    setPercent(0);
  };
  const onPercent = (value: number) => {
    setPercent(value);
    if (canSizeByTotal(side, kind) && mode === 'market') {
      // A market buy spends the share itself; its amount is only an estimate at the best ask.
      const spend = totalForPercent(value, available, symbol);
      setTotal(spend);
      setAmount(amountForTotal(spend, pricing, symbol));
      setSizing('total');
      return;
    }
    setSizing('amount');
    const next = amountForPercent(value, side, available, pricing, symbol);
    setAmount(next);
    setTotal(totalFor(pricing, next, symbol));
  };
  const changeSide = (next: OrderSide) => {
    setSide(next);
    setPercent(0);
    setError(null);
  };

  const errorId = `${ids}-error`;
  return (
    <section className="spot-panel spot-form" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="spot-panel__title">
        {t('placeOrder')}
      </h2>
      <SegmentedControl
        className="spot-form__sides"
        itemClassName="spot-form__side"
        aria-label={t('side')}
        options={[
          { value: 'buy' as const, label: t('buy'), tone: 'buy' },
          { value: 'sell' as const, label: t('sell'), tone: 'sell' },
        ]}
        value={side}
        onValueChange={changeSide}
      />
      <SegmentedControl
        className="spot-chips"
        itemClassName="spot-chip"
        aria-label={t('orderType')}
        options={FORM_MODES.map((item) => ({
          value: item,
          label: item === 'limit' ? t('limit') : item === 'market' ? t('market') : t('trigger'),
        }))}
        value={mode}
        onValueChange={(item) => {
          setMode(item);
          setError(null);
        }}
      />
      <form className="spot-form__fields" onSubmit={onSubmit} noValidate>
        {mode === 'trigger' ? (
          <>
            <label htmlFor={`${ids}-trigger`}>{t('triggerPrice', { coin: symbol.quoteCoin })}</label>
            <Input
              id={`${ids}-trigger`}
              inputMode="decimal"
              autoComplete="off"
              value={triggerPrice}
              onValueChange={onTrigger}
            />
            <SegmentedControl
              className="spot-chips"
              itemClassName="spot-chip"
              aria-label={t('orderAtTrigger')}
              options={[
                { value: 'limit' as const, label: t('limit') },
                { value: 'market' as const, label: t('market') },
              ]}
              value={execution}
              onValueChange={(item) => {
                setExecution(item);
                setError(null);
              }}
            />
          </>
        ) : null}
        <label htmlFor={`${ids}-price`}>{t('price', { coin: symbol.quoteCoin })}</label>
        {kind === 'limit' ? (
          <Input
            id={`${ids}-price`}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onValueChange={onPrice}
          />
        ) : (
          <Input
            id={`${ids}-price`}
            value={mode === 'trigger' ? t('marketAtTrigger') : t('bestMarketPrice')}
            disabled
          />
        )}
        <label htmlFor={`${ids}-amount`}>{t('amount', { coin: symbol.baseCoin })}</label>
        <Input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValueChange={onAmount}
          onBlur={checkAmount}
          invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
        />
        <span id={`${ids}-percent`} className="spot-form__label">
          {t('percentOfBalance')}
        </span>
        <PercentPicker
          labelledBy={`${ids}-percent`}
          percent={percent}
          disabled={available === undefined}
          onPercent={onPercent}
        />
        {mode === 'limit' || byTotal ? (
          <>
            <label htmlFor={`${ids}-total`}>{t('total', { coin: symbol.quoteCoin })}</label>
            <Input
              id={`${ids}-total`}
              inputMode="decimal"
              autoComplete="off"
              value={total}
              onValueChange={onTotal}
              aria-describedby={byTotal ? `${ids}-sizing` : undefined}
            />
            {byTotal ? (
              <p id={`${ids}-sizing`} className="spot-form__hint">
                {sizing === 'total' ? t('spendsTotal') : t('buysAmount')}
              </p>
            ) : null}
          </>
        ) : null}
        {mode === 'limit' ? (
          <>
            <SegmentedControl
              className="spot-chips"
              itemClassName="spot-chip"
              aria-label={t('timeInForce')}
              options={TIME_IN_FORCE.map((item) => ({ value: item, label: item }))}
              value={timeInForce}
              onValueChange={setTimeInForce}
            />
            <label className="spot-form__check">
              <input
                type="checkbox"
                checked={postOnly && timeInForce === 'GTC'}
                disabled={timeInForce !== 'GTC'}
                onChange={(event) => setPostOnly(event.target.checked)}
              />
              {t('postOnly')}
            </label>
          </>
        ) : null}
        <dl className="spot-form__facts">
          <div>
            <dt>{t('available')}</dt>
            <dd className="numeric" data-testid="available-balance">
              {formatNumber(available, {
                decimals: side === 'buy' ? symbol.pricePlace : symbol.quotePrecision,
              })}{' '}
              {payingCoin}
            </dd>
          </div>
          <div>
            <dt>{t('estimatedFee')}</dt>
            <dd className="numeric">
              {fee
                ? `${formatByPrecision(fee.fee, QUOTE_AMOUNT_PLACES)} ${fee.asset}`
                : formatNumber(undefined)}
            </dd>
          </div>
        </dl>
        <FundingOffer coin={payingCoin} available={available} transfer="from-futures" />
        <OrderFormFoot
          errorId={errorId}
          error={error}
          authenticated={authenticated}
          busy={place.isPending}
          side={side}
          {...spotFootWords(t, symbol.baseCoin, side)}
        />
      </form>
    </section>
  );
}
