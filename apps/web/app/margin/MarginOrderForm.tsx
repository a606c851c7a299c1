import { useMutation } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { MARGIN_ENDPOINTS } from '@tideline/protocol/margin/endpoints';
import { MARGIN_SIDE_EFFECTS } from '@tideline/protocol/margin/schemas';
import { toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import type { OrderSide, SpotSymbol } from '../spot/index.ts';
import { orderProblemText, spotFootWords, spotSideOptions, useSpotText } from '../spot/index.ts';
import {
  Chips,
  DecimalField,
  FormFacts,
  messageText,
  OrderFormSection,
  PriceField,
  SideSwitch,
} from '../trading/form/fields.tsx';
import { OrderFormFoot } from '../trading/form/OrderFormFoot.tsx';
import { newClientOrderId, type OrderKind } from '../trading/form/order-type.ts';
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

const ORDER_KINDS: readonly OrderKind[] = ['limit', 'market'];

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
  const error = messageText(state.message, (problem) => orderProblemText(t, symbol, problem));

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
    <OrderFormSection ids={ids} title={t('placeOrder')} testId="margin-order-form">
      <SideSwitch
        label={t('side')}
        options={spotSideOptions(t)}
        value={side}
        onChange={(next) => dispatch({ type: 'side', side: next })}
      />
      <Chips
        label={t('orderType')}
        options={ORDER_KINDS.map((value) => ({ value, label: t(value) }))}
        value={kind}
        onChange={(next) => dispatch({ type: 'mode', mode: next })}
      />
      <Chips
        label={m('sideEffect')}
        options={MARGIN_SIDE_EFFECTS.map((value) => ({ value, label: m(SIDE_EFFECT_TEXT[value]) }))}
        value={sideEffect}
        onChange={(next) => dispatch({ type: 'sideEffect', sideEffect: next })}
      />
      <form className="spot-form__fields" onSubmit={onSubmit} noValidate>
        <PriceField
          id={`${ids}-price`}
          label={t('price', { coin: symbol.quoteCoin })}
          market={kind === 'limit' ? null : t('bestMarketPrice')}
          value={state.price}
          onChange={(raw) => dispatch({ type: 'price', raw })}
        />
        {summary.showsAmount ? (
          <DecimalField
            id={`${ids}-amount`}
            label={t('amount', { coin: symbol.baseCoin })}
            value={state.amount}
            onChange={(raw) => dispatch({ type: 'amount', raw })}
            invalid={error !== null}
            describedBy={error !== null ? errorId : undefined}
          />
        ) : null}
        {summary.showsTotal ? (
          <DecimalField
            id={`${ids}-total`}
            label={t('total', { coin: symbol.quoteCoin })}
            value={state.total}
            onChange={(raw) => dispatch({ type: 'total', raw })}
            invalid={byTotal && error !== null}
            describedBy={byTotal && error !== null ? errorId : undefined}
          />
        ) : null}
        <FormFacts
          facts={[
            {
              label: t('available'),
              testId: 'margin-available',
              value: `${formatNumber(available)} ${payingCoin}`,
            },
            sideEffect === 'auto-borrow'
              ? {
                  label: m('maxBorrowable'),
                  testId: 'margin-max-borrowable',
                  value: `${formatNumber(maxBorrow.data?.amount)} ${payingCoin}`,
                }
              : null,
          ]}
        />
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
