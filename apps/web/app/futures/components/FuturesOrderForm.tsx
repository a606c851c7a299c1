import { useMutation } from '@tanstack/react-query';
import { formatByPrecision, formatNumber } from '@tideline/core/format';
import { MarginMode, PositionMode } from '@tideline/core/futures';
import { RequestFailure } from '@tideline/core/request';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { NumberField, Slider, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { callEndpoint } from '../../api/call-endpoint.ts';
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
import { FORM_MODES } from '../../trading/form/order-type.ts';
import { PercentPicker } from '../../trading/form/PercentPicker.tsx';
import { useForm } from '../../trading/form/use-form.ts';
import { useRefreshFuturesAccount } from '../feed/use-futures-account.ts';
import { useFuturesText } from '../i18n/use-futures-text.ts';
import { futuresOrderBody, futuresOrderForm } from '../model/futures-order-form.ts';
import type {
  FuturesAccount,
  FuturesContract,
  FuturesPositionRow,
  FuturesSettings,
} from '../model/futures-types.ts';
import { leverageMarks } from '../model/leverage-marks.ts';
import { type FormSide, lockedSettings, sideMeaning } from '../model/order-form-model.ts';
import { TransferPanel } from './TransferPanel.tsx';
import { TpslInputs } from './use-tpsl-fields.tsx';

export interface FuturesOrderFormProps {
  contract: FuturesContract;
  picked: { price: string; nonce: number } | null;
  authenticated: boolean | null;
  account: FuturesAccount | undefined;
  settings: FuturesSettings | undefined;
  /** This contract's open positions, and the others' (with their contracts) for cross estimates. */
  positions: readonly FuturesPositionRow[];
  others: readonly { position: FuturesPositionRow; contract: FuturesContract }[];
  /** The contract's open orders: with positions, they lock the mode switches. */
  openOrderCount: number;
  /** Best ask for a buy, best bid for a sell, else the mark: prices a market order. */
  referencePrice: (buying: boolean) => string | undefined;
}

function failureText(failure: unknown, fallback: string): string {
  return failure instanceof RequestFailure && failure.envelope?.msg ? failure.envelope.msg : fallback;
}

/**
 * Futures orders: margin mode, position mode and leverage; limit, market and trigger orders; TP/SL
 * cleared when they break the §5 bounds; cost, largest size and the liquidation price the order
 * would leave, estimated as the trader types.
 */
export function FuturesOrderForm(props: FuturesOrderFormProps) {
  const {
    contract,
    picked,
    authenticated,
    account,
    settings,
    positions,
    others,
    openOrderCount,
    referencePrice,
  } = props;
  const t = useFuturesText();
  const client = useApiClient();
  const refresh = useRefreshFuturesAccount();
  const ids = useId();
  const form = useForm(futuresOrderForm, { contract, account, settings, positions, others, referencePrice });
  const { state, dispatch, summary } = form;
  const { positionMode, marginMode, maxLeverage, savedLeverage, leverage, side, sides, opening } = summary;
  const { cost, maxSize, liquidation } = summary;
  const [transferOpen, setTransferOpen] = useState(false);
  const error = messageText(state.message, (problem) =>
    problem === 'priceRequired'
      ? t('errorPriceRequired')
      : problem === 'sizeRequired'
        ? t('errorSizeRequired')
        : t('errorTriggerRequired'),
  );
  const notice =
    state.cleared === null
      ? null
      : t('tpslCleared', { name: t(state.cleared, { coin: contract.quoteCoin }) });
  const tpsl = {
    takeProfit: state.takeProfit,
    stopLoss: state.stopLoss,
    setValue: (kind: 'takeProfit' | 'stopLoss', raw: string) => dispatch({ type: 'tpsl', kind, raw }),
    clearOutOfBounds: (kind: 'takeProfit' | 'stopLoss') => dispatch({ type: 'tpslLeft', kind }),
  };

  useEffect(() => {
    if (picked !== null) dispatch({ type: 'pick', price: picked.price });
  }, [picked, dispatch]);

  // Each setting is its own call; the mutation runs the one a control chose.
  const saveSetting = useMutation({
    mutationFn: (save: () => Promise<unknown>) => save(),
    onSuccess: () => toast({ message: t('settingsSaved'), type: 'success' }),
    onSettled: refresh,
  });

  const outcomeText = useOrderOutcomeText();
  const place = useMutation({
    // A leverage chosen but not applied goes with the order: set in the same engine command.
    mutationFn: () =>
      callEndpoint(client, FUTURES_ENDPOINTS.placeOrder, futuresOrderBody(state, summary, contract.symbol)),
    onSuccess: (answer) => {
      const outcome = answer?.outcome ?? null;
      toast(
        outcome === null
          ? { message: t('orderPlaced'), type: 'success' }
          : orderOutcomeToast(outcome, outcomeText, {
              coin: contract.baseCoin,
              pricePlace: contract.pricePlace,
            }),
      );
      dispatch({ type: 'placed' });
    },
    onError: (failure) => dispatch({ type: 'failed', text: failureText(failure, t('orderFailed')) }),
    onSettled: refresh,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    if (form.errors.length === 0 && summary.outOfBounds.length === 0) place.mutate();
  };

  const sideLabel: Record<FormSide, string> = {
    buy: t('buyLong'),
    sell: t('sellShort'),
    openLong: t('openLong'),
    openShort: t('openShort'),
    closeLong: t('closeLong'),
    closeShort: t('closeShort'),
  };
  const signedIn = authenticated === true;
  const locked = lockedSettings({
    symbolPositions: positions.length,
    otherPositions: others.length,
    openOrders: openOrderCount,
  });
  const errorId = `${ids}-error`;
  const coin = contract.quoteCoin;

  return (
    <OrderFormSection ids={ids} title={t('placeOrder')} className="futures-form">
      <div className="futures-form__settings">
        <Chips
          label={t('marginMode')}
          describedBy={locked.marginMode ? `${ids}-locked` : undefined}
          disabled={!signedIn || locked.marginMode || saveSetting.isPending}
          options={[
            { value: MarginMode.Fixed, label: t('isolated') },
            { value: MarginMode.Cross, label: t('cross') },
          ]}
          value={marginMode}
          onChange={(mode) =>
            saveSetting.mutate(() =>
              callEndpoint(client, FUTURES_ENDPOINTS.marginMode, {
                symbol: contract.symbol,
                marginMode: mode,
              }),
            )
          }
        />
        <Chips
          label={t('positionMode')}
          describedBy={locked.positionMode ? `${ids}-locked` : undefined}
          disabled={!signedIn || locked.positionMode || saveSetting.isPending}
          options={[
            { value: PositionMode.OneWay, label: t('oneWay') },
            { value: PositionMode.TwoWay, label: t('hedge') },
          ]}
          value={positionMode}
          onChange={(mode) =>
            saveSetting.mutate(() =>
              callEndpoint(client, FUTURES_ENDPOINTS.positionMode, { positionMode: mode }),
            )
          }
        />
      </div>
      {signedIn && (locked.marginMode || locked.positionMode) ? (
        <p id={`${ids}-locked`} className="futures-form__hint">
          {t('settingsLocked')}
        </p>
      ) : null}
      <div className="futures-form__leverage">
        <div className="futures-form__leverage-head">
          <label htmlFor={`${ids}-leverage`}>{t('leverageRange', { max: maxLeverage })}</label>
          <button
            type="button"
            className="button"
            disabled={!signedIn || leverage === savedLeverage || saveSetting.isPending}
            onClick={() =>
              saveSetting.mutate(() =>
                callEndpoint(client, FUTURES_ENDPOINTS.leverage, { symbol: contract.symbol, leverage }),
              )
            }
          >
            {t('applyLeverage')}
          </button>
        </div>
        <div className="futures-form__leverage-row">
          <Slider
            min={1}
            max={Math.max(1, maxLeverage)}
            marks={leverageMarks(maxLeverage)}
            formatValue={(value) => `${value}x`}
            value={leverage}
            onValueChange={(value) => dispatch({ type: 'leverage', value: String(value) })}
            aria-label={t('leverage')}
            disabled={!signedIn}
          />
          <NumberField
            id={`${ids}-leverage`}
            size="small"
            decimals={0}
            min="1"
            max={String(Math.max(1, Math.floor(maxLeverage)))}
            value={summary.leverageText}
            onValueChange={(value) => dispatch({ type: 'leverage', value })}
            suffix="x"
            disabled={!signedIn}
          />
        </div>
      </div>
      {positionMode === PositionMode.TwoWay ? (
        <Chips
          label={`${t('openTab')} / ${t('closeTab')}`}
          options={[
            { value: 'open', label: t('openTab') },
            { value: 'close', label: t('closeTab') },
          ]}
          value={state.closing ? 'close' : 'open'}
          onChange={(item) => dispatch({ type: 'closing', closing: item === 'close' })}
        />
      ) : null}
      <SideSwitch
        label={t('side')}
        options={sides.map((item) => ({ value: item, label: sideLabel[item], tone: sideMeaning(item).side }))}
        value={side}
        onChange={(item) => dispatch({ type: 'side', side: item })}
      />
      <Chips
        label={t('orderType')}
        options={FORM_MODES.map((item) => ({ value: item, label: t(item) }))}
        value={state.mode}
        onChange={(item) => dispatch({ type: 'mode', mode: item })}
      />
      <form className="spot-form__fields" onSubmit={onSubmit} noValidate>
        {state.mode === 'trigger' ? (
          <>
            <DecimalField
              id={`${ids}-trigger`}
              label={t('triggerPrice', { coin })}
              value={state.triggerPrice}
              onChange={(raw) => dispatch({ type: 'triggerPrice', raw })}
            />
            <Chips
              label={t('triggerBy')}
              options={[
                { value: 'mark' as const, label: t('byMark') },
                { value: 'last' as const, label: t('byLast') },
              ]}
              value={state.triggerBy}
              onChange={(item) => dispatch({ type: 'triggerBy', triggerBy: item })}
            />
          </>
        ) : null}
        <PriceField
          id={`${ids}-price`}
          label={state.mode === 'trigger' ? t('triggerOrderPrice', { coin }) : t('price', { coin })}
          market={state.mode === 'market' ? t('bestMarketPrice') : null}
          value={state.price}
          onChange={(raw) => dispatch({ type: 'price', raw })}
        />
        <DecimalField
          id={`${ids}-size`}
          label={t('size', { coin: contract.baseCoin })}
          value={state.size}
          onChange={(raw) => dispatch({ type: 'size', raw })}
          invalid={error !== null}
          describedBy={error !== null ? errorId : undefined}
        />
        <span id={`${ids}-percent`} className="spot-form__label">
          {t('percentOfMax')}
        </span>
        <PercentPicker
          labelledBy={`${ids}-percent`}
          percent={state.percent}
          disabled={maxSize === null}
          onPercent={(value) => dispatch({ type: 'percent', percent: value })}
        />
        {positionMode === PositionMode.OneWay ? (
          <label className="spot-form__check">
            <input
              type="checkbox"
              checked={state.reduceOnly}
              onChange={(event) => dispatch({ type: 'reduceOnly', reduceOnly: event.target.checked })}
            />
            {t('reduceOnly')}
          </label>
        ) : null}
        {opening ? <TpslInputs ids={ids} fields={tpsl} coin={coin} /> : null}
        {notice !== null ? (
          <p className="futures-form__notice" role="status">
            {notice}
          </p>
        ) : null}
        <FormFacts
          facts={[
            {
              label: t('available'),
              testId: 'futures-available',
              value: `${formatNumber(account?.available, { decimals: 2 })} ${coin}`,
            },
            {
              label: t('cost'),
              testId: 'futures-cost',
              value: cost === null ? formatNumber(undefined) : `${formatByPrecision(cost, 2)} ${coin}`,
            },
            {
              label: t('maxSize'),
              testId: 'futures-max-size',
              value:
                maxSize === null
                  ? formatNumber(undefined)
                  : `${formatByPrecision(maxSize, contract.sizePlace)} ${contract.baseCoin}`,
            },
            {
              label: t('estimatedLiquidation'),
              testId: 'futures-est-liquidation',
              value: formatByPrecision(liquidation?.price, contract.pricePlace),
            },
          ]}
        />
        <FundingOffer coin={coin} available={account?.available} transfer={() => setTransferOpen(true)} />
        <OrderFormFoot
          errorId={errorId}
          error={error}
          authenticated={authenticated}
          busy={place.isPending}
          side={summary.orderSide}
          submitLabel={sideLabel[side]}
          texts={{ prompt: t('logInPrompt'), logIn: t('logIn'), signUp: t('signUp') }}
        />
      </form>
      {signedIn ? <TransferPanel open={transferOpen} setOpen={setTransferOpen} /> : null}
    </OrderFormSection>
  );
}
