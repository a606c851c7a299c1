import { useMutation } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { MARGIN_ENDPOINTS } from '@tideline/protocol/margin/endpoints';
import { MARGIN_SIDE_EFFECTS } from '@tideline/protocol/margin/schemas';
import { Input, SegmentedControl, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { orderProblemText } from '../spot/components/order-problem-text.ts';
import { spotFootWords } from '../spot/components/spot-words.ts';
import { useSpotText } from '../spot/i18n/use-spot-text.ts';
import type { SpotSymbol } from '../spot/model/market-types.ts';
import type { OrderSide } from '../spot/model/order-form-model.ts';
import { OrderFormFoot } from '../trading/form/OrderFormFoot.tsx';
import { useForm } from '../trading/form/use-form.ts';
import { useMarginText } from './i18n/use-margin-text.ts';
import type { AccountRef, MarginAccount } from './margin-account.ts';
import { useMaxBorrowable, useRefreshAfterMove } from './margin-api.ts';
import { marginOrderForm } from './model/margin-order-form.ts';
import { marginOrderBody } from './model/order-body.ts';

const SIDE_EFFECT_TEXT = {
  normal: 'normal',
  'auto-borrow': 'autoBorrow',
  'auto-repay': 'autoRepay',
} as const;

function newClientOrderId(): string {
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The margin order form: buy or sell, limit or market (a market buy by the USDT it spends), and
 * the side effect: normal (the account's free balance pays), auto-borrow (what is missing is
 * borrowed first, within the maximum borrowable shown) or auto-repay (fills repay the debt).
 */
export function MarginOrderForm({
  symbol,
  refOf,
  account,
  picked,
  authenticated,
  referencePrice,
}: {
  symbol: SpotSymbol;
  refOf: AccountRef;
  account: MarginAccount | undefined;
  picked: { price: string; nonce: number } | null;
  authenticated: boolean | null;
  referencePrice: (side: OrderSide) => string | undefined;
}) {
  const t = useSpotText();
  const m = useMarginText();
  const ids = useId();
  const client = useApiClient();
  const refresh = useRefreshAfterMove();
  const form = useForm(marginOrderForm, {
    symbol,
    available: (coin) =>
      account?.assets.find((row) => row.asset === coin)?.free ?? (account ? '0' : undefined),
    referencePrice,
  });
  const { state, dispatch, summary } = form;
  const { side, sideEffect } = state;
  const { kind, payingCoin, available, byTotal } = summary;
  const error =
    state.message === null
      ? null
      : 'text' in state.message
        ? state.message.text
        : orderProblemText(t, symbol, state.message.problem);

  useEffect(() => {
    if (picked !== null) dispatch({ type: 'pick', price: picked.price });
  }, [picked, dispatch]);

  const maxBorrow = useMaxBorrowable(
    refOf,
    payingCoin,
    authenticated === true && sideEffect === 'auto-borrow',
  );

  const place = useMutation({
    mutationFn: () =>
      callEndpoint(
        client,
        MARGIN_ENDPOINTS.placeOrder,
        marginOrderBody(
          { side, kind, price: state.price, amount: state.amount, total: state.total },
          { account: refOf, symbol: symbol.symbol, sideEffect, clientOrderId: newClientOrderId() },
        ),
      ),
    onSuccess: async () => {
      toast({ message: t('orderPlaced'), type: 'success' });
      dispatch({ type: 'placed' });
      await refresh();
    },
    onError: (failure) => dispatch({ type: 'failed', text: refusalText(failure) }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    if (form.errors.length === 0) place.mutate();
  };

  const errorId = `${ids}-error`;
  return (
    <section
      className="spot-panel spot-form"
      aria-labelledby={`${ids}-heading`}
      data-testid="margin-order-form"
    >
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
        options={[
          { value: 'limit' as const, label: t('limit') },
          { value: 'market' as const, label: t('market') },
        ]}
        value={kind}
        onValueChange={(next) => dispatch({ type: 'mode', mode: next })}
      />
      <SegmentedControl
        className="spot-chips"
        itemClassName="spot-chip"
        aria-label={m('sideEffect')}
        options={MARGIN_SIDE_EFFECTS.map((value) => ({ value, label: m(SIDE_EFFECT_TEXT[value]) }))}
        value={sideEffect}
        onValueChange={(next) => dispatch({ type: 'sideEffect', sideEffect: next })}
      />
      <form className="spot-form__fields" onSubmit={onSubmit} noValidate>
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
          <Input id={`${ids}-price`} value={t('bestMarketPrice')} disabled />
        )}
        {summary.showsAmount ? (
          <>
            <label htmlFor={`${ids}-amount`}>{t('amount', { coin: symbol.baseCoin })}</label>
            <Input
              id={`${ids}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={state.amount}
              onValueChange={(raw) => dispatch({ type: 'amount', raw })}
              invalid={error !== null}
              aria-describedby={error !== null ? errorId : undefined}
            />
          </>
        ) : null}
        {summary.showsTotal ? (
          <>
            <label htmlFor={`${ids}-total`}>{t('total', { coin: symbol.quoteCoin })}</label>
            <Input
              id={`${ids}-total`}
              inputMode="decimal"
              autoComplete="off"
              value={state.total}
              onValueChange={(raw) => dispatch({ type: 'total', raw })}
              invalid={byTotal && error !== null}
              aria-describedby={byTotal && error !== null ? errorId : undefined}
            />
          </>
        ) : null}
        <dl className="spot-form__facts">
          <div>
            <dt>{t('available')}</dt>
            <dd className="numeric" data-testid="margin-available">
              {formatNumber(available)} {payingCoin}
            </dd>
          </div>
          {sideEffect === 'auto-borrow' ? (
            <div>
              <dt>{m('maxBorrowable')}</dt>
              <dd className="numeric" data-testid="margin-max-borrowable">
                {formatNumber(maxBorrow.data?.amount)} {payingCoin}
              </dd>
            </div>
          ) : null}
        </dl>
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
