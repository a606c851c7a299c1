import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatByPrecision, formatNumber } from '@tideline/core/format';
import { callEndpoint, RequestFailure } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { Input, SegmentedControl, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { FundingOffer } from '../../asset/components/FundingOffer.tsx';
import { useOrderOutcomeText } from '../../order-outcome/i18n/use-order-outcome-text.ts';
import { orderOutcomeToast } from '../../order-outcome/order-outcome-message.ts';
import { OrderFormFoot } from '../../trading/form/OrderFormFoot.tsx';
import { FORM_MODES } from '../../trading/form/order-type.ts';
import { PercentPicker } from '../../trading/form/PercentPicker.tsx';
import { useForm } from '../../trading/form/use-form.ts';
import { applyOrderViews } from '../feed/apply-account-views.ts';
import { useSpotText } from '../i18n/use-spot-text.ts';
import { accountKeys } from '../model/account-keys.ts';
import type { AssetBalance, SpotSymbol } from '../model/market-types.ts';
import { type OrderSide, QUOTE_AMOUNT_PLACES } from '../model/order-form-model.ts';
import { spotFormRequest, spotOrderForm, TIME_IN_FORCE } from '../model/spot-order-form.ts';
import { orderProblemText } from './order-problem-text.ts';
import { spotFootWords } from './spot-words.ts';

interface OrderFormProps {
  symbol: SpotSymbol;
  /** A price picked in the order book; `nonce` changes with every pick, even of the same price. */
  picked: { price: string; nonce: number } | null;
  authenticated: boolean | null;
  balances: AssetBalance[] | undefined;
  /** Best ask for a buy, best bid for a sell, or the last price: prices a market order. */
  referencePrice: (side: OrderSide) => string | undefined;
}

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
  const form = useForm(spotOrderForm, {
    symbol,
    available: (coin) => balances?.find((balance) => balance.asset === coin)?.available,
    referencePrice,
  });
  const { state, dispatch, summary } = form;
  const { side, mode, execution, sizing, timeInForce, postOnly, percent } = state;
  const { kind, payingCoin, available, byTotal, fee } = summary;
  const error =
    state.message === null
      ? null
      : 'text' in state.message
        ? state.message.text
        : orderProblemText(t, symbol, state.message.problem);

  useEffect(() => {
    if (picked !== null) dispatch({ type: 'pick', price: picked.price });
  }, [picked, dispatch]);

  const outcomeText = useOrderOutcomeText();
  const place = useMutation({
    mutationFn: async () => {
      const request = spotFormRequest(state, symbol, newClientOrderId());
      // A plan answers its plan, not an order: null, and its list is fetched.
      if (request.endpoint === 'placePlan') {
        await callEndpoint(client, SPOT_ENDPOINTS.placePlan, request.body);
        return null;
      }
      return callEndpoint(client, SPOT_ENDPOINTS.placeOrder, request.body);
    },
    onSuccess: (order) => {
      const outcome = order?.outcome ?? null;
      toast(
        outcome === null
          ? { message: order === null ? t('planPlaced') : t('orderPlaced'), type: 'success' }
          : orderOutcomeToast(outcome, outcomeText, { coin: symbol.baseCoin, pricePlace: symbol.pricePlace }),
      );
      dispatch({ type: 'placed' });
      // The answer is the order's view: it goes into the tables at once, and the private stream
      // brings its fills and the balances. A trigger order's list is not pushed, so it is fetched.
      if (order === null) void queryClient.invalidateQueries({ queryKey: accountKeys.plans(symbol.symbol) });
      else applyOrderViews(queryClient, [order]);
    },
    onError: (failure) => {
      dispatch({
        type: 'failed',
        text:
          failure instanceof RequestFailure && failure.envelope?.msg
            ? failure.envelope.msg
            : t('orderFailed'),
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    if (form.errors.length === 0) place.mutate();
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
        onValueChange={(next) => dispatch({ type: 'side', side: next })}
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
        onValueChange={(item) => dispatch({ type: 'mode', mode: item })}
      />
      <form className="spot-form__fields" onSubmit={onSubmit} noValidate>
        {mode === 'trigger' ? (
          <>
            <label htmlFor={`${ids}-trigger`}>{t('triggerPrice', { coin: symbol.quoteCoin })}</label>
            <Input
              id={`${ids}-trigger`}
              inputMode="decimal"
              autoComplete="off"
              value={state.triggerPrice}
              onValueChange={(raw) => dispatch({ type: 'triggerPrice', raw })}
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
              onValueChange={(item) => dispatch({ type: 'execution', execution: item })}
            />
          </>
        ) : null}
        <label htmlFor={`${ids}-price`}>{t('price', { coin: symbol.quoteCoin })}</label>
        {kind === 'limit' ? (
          <Input
            id={`${ids}-price`}
            inputMode="decimal"
            autoComplete="off"
            value={state.price}
            onValueChange={(raw) => dispatch({ type: 'price', raw })}
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
          value={state.amount}
          onValueChange={(raw) => dispatch({ type: 'amount', raw })}
          onBlur={() => dispatch({ type: 'amountLeft' })}
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
          onPercent={(value) => dispatch({ type: 'percent', percent: value })}
        />
        {summary.showsTotal ? (
          <>
            <label htmlFor={`${ids}-total`}>{t('total', { coin: symbol.quoteCoin })}</label>
            <Input
              id={`${ids}-total`}
              inputMode="decimal"
              autoComplete="off"
              value={state.total}
              onValueChange={(raw) => dispatch({ type: 'total', raw })}
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
              onValueChange={(value) => dispatch({ type: 'timeInForce', timeInForce: value })}
            />
            <label className="spot-form__check">
              <input
                type="checkbox"
                checked={postOnly && timeInForce === 'GTC'}
                disabled={timeInForce !== 'GTC'}
                onChange={(event) => dispatch({ type: 'postOnly', postOnly: event.target.checked })}
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
