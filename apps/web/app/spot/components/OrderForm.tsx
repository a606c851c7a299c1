import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatByPrecision, formatNumber } from '@tideline/core/format';
import { callEndpoint, RequestFailure } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { FundingOffer } from '../../asset/components/FundingOffer.tsx';
import { useOrderOutcomeText } from '../../order-outcome/i18n/use-order-outcome-text.ts';
import { orderOutcomeToast } from '../../order-outcome/order-outcome-message.ts';
import {
  Chips,
  DecimalField,
  FormFacts,
  messageText,
  OrderFormSection,
  PriceField,
  SideSwitch,
} from '../../trading/form/fields.tsx';
import { OrderFormFoot } from '../../trading/form/OrderFormFoot.tsx';
import { FORM_MODES, newClientOrderId } from '../../trading/form/order-type.ts';
import { PercentPicker } from '../../trading/form/PercentPicker.tsx';
import { useForm } from '../../trading/form/use-form.ts';
import { applyOrderViews } from '../feed/apply-account-views.ts';
import { useSpotText } from '../i18n/use-spot-text.ts';
import { accountKeys } from '../model/account-keys.ts';
import type { AssetBalance, SpotSymbol } from '../model/market-types.ts';
import { type OrderSide, QUOTE_AMOUNT_PLACES } from '../model/order-form-model.ts';
import { spotFormRequest, spotOrderForm, TIME_IN_FORCE } from '../model/spot-order-form.ts';
import { orderProblemText } from './order-problem-text.ts';
import { spotFootWords, spotSideOptions } from './spot-words.ts';

interface OrderFormProps {
  symbol: SpotSymbol;
  /** A price picked in the order book; `nonce` changes with every pick, even of the same price. */
  picked: { price: string; nonce: number } | null;
  authenticated: boolean | null;
  balances: AssetBalance[] | undefined;
  /** Best ask for a buy, best bid for a sell, or the last price: prices a market order. */
  referencePrice: (side: OrderSide) => string | undefined;
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
  const error = messageText(state.message, (problem) => orderProblemText(t, symbol, problem));

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
  const coins = { coin: symbol.quoteCoin };
  return (
    <OrderFormSection ids={ids} title={t('placeOrder')}>
      <SideSwitch
        label={t('side')}
        options={spotSideOptions(t)}
        value={side}
        onChange={(next) => dispatch({ type: 'side', side: next })}
      />
      <Chips
        label={t('orderType')}
        options={FORM_MODES.map((item) => ({ value: item, label: t(item) }))}
        value={mode}
        onChange={(item) => dispatch({ type: 'mode', mode: item })}
      />
      <form className="spot-form__fields" onSubmit={onSubmit} noValidate>
        {mode === 'trigger' ? (
          <>
            <DecimalField
              id={`${ids}-trigger`}
              label={t('triggerPrice', coins)}
              value={state.triggerPrice}
              onChange={(raw) => dispatch({ type: 'triggerPrice', raw })}
            />
            <Chips
              label={t('orderAtTrigger')}
              options={[
                { value: 'limit' as const, label: t('limit') },
                { value: 'market' as const, label: t('market') },
              ]}
              value={execution}
              onChange={(item) => dispatch({ type: 'execution', execution: item })}
            />
          </>
        ) : null}
        <PriceField
          id={`${ids}-price`}
          label={t('price', coins)}
          market={kind === 'limit' ? null : mode === 'trigger' ? t('marketAtTrigger') : t('bestMarketPrice')}
          value={state.price}
          onChange={(raw) => dispatch({ type: 'price', raw })}
        />
        <DecimalField
          id={`${ids}-amount`}
          label={t('amount', { coin: symbol.baseCoin })}
          value={state.amount}
          onChange={(raw) => dispatch({ type: 'amount', raw })}
          onBlur={() => dispatch({ type: 'amountLeft' })}
          invalid={error !== null}
          describedBy={error !== null ? errorId : undefined}
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
            <DecimalField
              id={`${ids}-total`}
              label={t('total', coins)}
              value={state.total}
              onChange={(raw) => dispatch({ type: 'total', raw })}
              describedBy={byTotal ? `${ids}-sizing` : undefined}
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
            <Chips
              label={t('timeInForce')}
              options={TIME_IN_FORCE.map((item) => ({ value: item, label: item }))}
              value={timeInForce}
              onChange={(value) => dispatch({ type: 'timeInForce', timeInForce: value })}
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
        <FormFacts
          facts={[
            {
              label: t('available'),
              testId: 'available-balance',
              value: `${formatNumber(available, {
                decimals: side === 'buy' ? symbol.pricePlace : symbol.quotePrecision,
              })} ${payingCoin}`,
            },
            {
              label: t('estimatedFee'),
              value: fee
                ? `${formatByPrecision(fee.fee, QUOTE_AMOUNT_PLACES)} ${fee.asset}`
                : formatNumber(undefined),
            },
          ]}
        />
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
    </OrderFormSection>
  );
}
