import { useMutation } from '@tanstack/react-query';
import { formatByPrecision, formatNumber } from '@tideline/core/format';
import { MarginMode, PositionMode } from '@tideline/core/futures';
import { RequestFailure } from '@tideline/core/request';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { Input, NumberField, SegmentedControl, Slider, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { FundingOffer } from '../../asset/components/FundingOffer.tsx';
import { useOrderOutcomeText } from '../../order-outcome/i18n/use-order-outcome-text.ts';
import { orderOutcomeToast } from '../../order-outcome/order-outcome-message.ts';
import { OrderFormFoot } from '../../spot/components/OrderFormFoot.tsx';
import { PercentPicker } from '../../spot/components/PercentPicker.tsx';
import { useRefreshFuturesAccount } from '../feed/use-futures-account.ts';
import { useFuturesText } from '../i18n/use-futures-text.ts';
import type {
  FuturesAccount,
  FuturesContract,
  FuturesPositionRow,
  FuturesSettings,
} from '../model/futures-types.ts';
import { leverageMarks } from '../model/leverage-marks.ts';
import { estimatedLiquidationPrice, largestSize, orderCost } from '../model/order-estimate.ts';
import {
  clampLeverage,
  defaultSide,
  type FormSide,
  HEDGE_CLOSE_SIDES,
  HEDGE_OPEN_SIDES,
  lockedSettings,
  missingField,
  ONE_WAY_SIDES,
  type OrderKind,
  protectedDirection,
  sanitizeFuturesPrice,
  sanitizeFuturesSize,
  sideMeaning,
  sizeForPercent,
} from '../model/order-form-model.ts';
import { TransferPanel } from './TransferPanel.tsx';
import { TpslInputs, useTpslFields } from './use-tpsl-fields.tsx';

/** The leverage a contract starts at for every account (protocol-futures §3 settings). */
const DEFAULT_LEVERAGE = 20;
const ORDER_KINDS: readonly OrderKind[] = ['limit', 'market', 'trigger'];

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
  const positionMode = settings?.positionMode ?? account?.positionMode ?? PositionMode.OneWay;
  const marginMode = settings?.marginMode ?? MarginMode.Cross;
  // Before the settings arrive (or signed out): the gateway's defaults and the first tier's maximum.
  const maxLeverage = settings?.maxLeverage ?? Number(contract.riskTiers[0]?.maxLeverage ?? 1);
  const [closing, setClosing] = useState(false);
  const [side, setSide] = useState<FormSide>('buy');
  const [kind, setKind] = useState<OrderKind>('limit');
  const [price, setPrice] = useState('');
  const [size, setSize] = useState('');
  const [triggerPrice, setTriggerPrice] = useState('');
  const [triggerBy, setTriggerBy] = useState<'mark' | 'last'>('mark');
  const [reduceOnly, setReduceOnly] = useState(false);
  const [percent, setPercent] = useState(0);
  // A typed leverage belongs to the saved one it was typed against: once a new one is saved it is dropped.
  const [draft, setDraft] = useState({ base: 0, value: '' });
  const [error, setError] = useState<string | null>(null);
  const [transferOpen, setTransferOpen] = useState(false);

  const savedLeverage = settings?.leverage ?? DEFAULT_LEVERAGE;
  const leverageDraft = draft.base === savedLeverage ? draft.value : '';
  const setLeverageDraft = (value: string) => setDraft({ base: savedLeverage, value });
  const leverage = leverageDraft === '' ? savedLeverage : clampLeverage(leverageDraft, maxLeverage);
  useEffect(() => setSide(defaultSide(positionMode, closing)), [positionMode, closing]);
  useEffect(() => {
    if (picked === null) return;
    setKind((now) => (now === 'market' ? 'limit' : now));
    setPrice(picked.price);
    setError(null);
  }, [picked]);

  const meaning = sideMeaning(side);
  const buying = meaning.side === 'buy';
  const marketPrice = referencePrice(buying) ?? '';
  const pricing =
    kind === 'limit' || (kind === 'trigger' && price !== '')
      ? price
      : kind === 'trigger'
        ? triggerPrice
        : marketPrice;
  const opening = !meaning.closing && !reduceOnly;
  const cost = opening ? orderCost(pricing, size, leverage) : null;
  const maxSize = largestSize(account, pricing, leverage, contract);
  const liquidation = estimatedLiquidationPrice({
    contract,
    side: meaning.side,
    closing: !opening,
    positionMode,
    marginMode,
    leverage,
    price: pricing,
    size,
    positions,
    others,
    account,
  });
  const direction = protectedDirection(side);

  const tpsl = useTpslFields(contract, (kind) =>
    pricing === ''
      ? null
      : {
          kind,
          direction,
          marginMode,
          referencePrice: pricing,
          liquidationPrice: liquidation?.price ?? null,
          maxPrice: contract.maxPrice,
        },
  );
  const { takeProfit, stopLoss, notice, setNotice, clearOutOfBounds } = tpsl;

  // Each setting is its own call; the mutation runs the one a control chose.
  const saveSetting = useMutation({
    mutationFn: (save: () => Promise<unknown>) => save(),
    onSuccess: () => toast({ message: t('settingsSaved'), type: 'success' }),
    onSettled: refresh,
  });

  const outcomeText = useOrderOutcomeText();
  const place = useMutation({
    mutationFn: async () => {
      const triggerSetting = (value: string) =>
        value === '' || !opening ? undefined : { triggerPrice: value, priceType: 'mark' as const };
      return callEndpoint(client, FUTURES_ENDPOINTS.placeOrder, {
        symbol: contract.symbol,
        side: meaning.side,
        ...(meaning.positionSide === null ? {} : { positionSide: meaning.positionSide }),
        orderType: kind === 'limit' || (kind === 'trigger' && price !== '') ? 'limit' : 'market',
        ...(kind === 'limit' || (kind === 'trigger' && price !== '') ? { price } : {}),
        size,
        reduceOnly: positionMode === PositionMode.OneWay && reduceOnly,
        ...(kind === 'trigger' ? { trigger: { triggerPrice, priceType: triggerBy } } : {}),
        ...(triggerSetting(takeProfit) ? { takeProfit: triggerSetting(takeProfit) } : {}),
        ...(triggerSetting(stopLoss) ? { stopLoss: triggerSetting(stopLoss) } : {}),
        // A leverage chosen but not applied goes with the order: set in the same engine command.
        ...(leverage === savedLeverage ? {} : { leverage }),
      });
    },
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
      setSize('');
      setPercent(0);
      tpsl.reset();
    },
    onError: (failure) => setError(failureText(failure, t('orderFailed'))),
    onSettled: refresh,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const missing = missingField(kind, { price, size, triggerPrice });
    if (missing !== null) {
      setError(
        missing === 'priceRequired'
          ? t('errorPriceRequired')
          : missing === 'sizeRequired'
            ? t('errorSizeRequired')
            : t('errorTriggerRequired'),
      );
      return;
    }
    const clearedTp = opening && clearOutOfBounds('takeProfit');
    const clearedSl = opening && clearOutOfBounds('stopLoss');
    if (clearedTp || clearedSl) return;
    setError(null);
    place.mutate();
  };

  const onPercent = (value: number) => {
    setPercent(value);
    setSize(sizeForPercent(value, maxSize?.toFixed() ?? null, contract));
  };

  const sides =
    positionMode === PositionMode.OneWay ? ONE_WAY_SIDES : closing ? HEDGE_CLOSE_SIDES : HEDGE_OPEN_SIDES;
  const sideLabel: Record<FormSide, string> = {
    buy: t('buyLong'),
    sell: t('sellShort'),
    openLong: t('openLong'),
    openShort: t('openShort'),
    closeLong: t('closeLong'),
    closeShort: t('closeShort'),
  };
  const kindLabel: Record<OrderKind, string> = {
    limit: t('limit'),
    market: t('market'),
    trigger: t('trigger'),
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
    <section className="spot-panel spot-form futures-form" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="spot-panel__title">
        {t('placeOrder')}
      </h2>
      <div className="futures-form__settings">
        <SegmentedControl
          className="spot-chips"
          itemClassName="spot-chip"
          aria-label={t('marginMode')}
          aria-describedby={locked.marginMode ? `${ids}-locked` : undefined}
          disabled={!signedIn || locked.marginMode || saveSetting.isPending}
          options={[
            { value: MarginMode.Fixed, label: t('isolated') },
            { value: MarginMode.Cross, label: t('cross') },
          ]}
          value={marginMode}
          onValueChange={(mode) =>
            saveSetting.mutate(() =>
              callEndpoint(client, FUTURES_ENDPOINTS.marginMode, {
                symbol: contract.symbol,
                marginMode: mode,
              }),
            )
          }
        />
        <SegmentedControl
          className="spot-chips"
          itemClassName="spot-chip"
          aria-label={t('positionMode')}
          aria-describedby={locked.positionMode ? `${ids}-locked` : undefined}
          disabled={!signedIn || locked.positionMode || saveSetting.isPending}
          options={[
            { value: PositionMode.OneWay, label: t('oneWay') },
            { value: PositionMode.TwoWay, label: t('hedge') },
          ]}
          value={positionMode}
          onValueChange={(mode) =>
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
            onValueChange={(value) => setLeverageDraft(String(value))}
            aria-label={t('leverage')}
            disabled={!signedIn}
          />
          <NumberField
            id={`${ids}-leverage`}
            size="small"
            decimals={0}
            min="1"
            max={String(Math.max(1, Math.floor(maxLeverage)))}
            value={leverageDraft === '' ? String(savedLeverage) : leverageDraft}
            onValueChange={setLeverageDraft}
            suffix="x"
            disabled={!signedIn}
          />
        </div>
      </div>
      {positionMode === PositionMode.TwoWay ? (
        <SegmentedControl
          className="spot-chips"
          itemClassName="spot-chip"
          aria-label={`${t('openTab')} / ${t('closeTab')}`}
          options={[
            { value: 'open', label: t('openTab') },
            { value: 'close', label: t('closeTab') },
          ]}
          value={closing ? 'close' : 'open'}
          onValueChange={(item) => setClosing(item === 'close')}
        />
      ) : null}
      <SegmentedControl
        className="spot-form__sides"
        itemClassName="spot-form__side"
        aria-label={t('side')}
        options={sides.map((item) => ({ value: item, label: sideLabel[item], tone: sideMeaning(item).side }))}
        value={side}
        onValueChange={(item) => {
          setSide(item);
          setError(null);
        }}
      />
      <SegmentedControl
        className="spot-chips"
        itemClassName="spot-chip"
        aria-label={t('orderType')}
        options={ORDER_KINDS.map((item) => ({ value: item, label: kindLabel[item] }))}
        value={kind}
        onValueChange={(item) => {
          setKind(item);
          setError(null);
        }}
      />
      <form className="spot-form__fields" onSubmit={onSubmit} noValidate>
        {kind === 'trigger' ? (
          <>
            <label htmlFor={`${ids}-trigger`}>{t('triggerPrice', { coin })}</label>
            <Input
              id={`${ids}-trigger`}
              inputMode="decimal"
              autoComplete="off"
              value={triggerPrice}
              onValueChange={(raw) => setTriggerPrice(sanitizeFuturesPrice(raw, contract))}
            />
            <SegmentedControl
              className="spot-chips"
              itemClassName="spot-chip"
              aria-label={t('triggerBy')}
              options={[
                { value: 'mark' as const, label: t('byMark') },
                { value: 'last' as const, label: t('byLast') },
              ]}
              value={triggerBy}
              onValueChange={setTriggerBy}
            />
          </>
        ) : null}
        <label htmlFor={`${ids}-price`}>
          {kind === 'trigger' ? t('triggerOrderPrice', { coin }) : t('price', { coin })}
        </label>
        {kind === 'market' ? (
          <Input id={`${ids}-price`} value={t('bestMarketPrice')} disabled />
        ) : (
          <Input
            id={`${ids}-price`}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onValueChange={(raw) => setPrice(sanitizeFuturesPrice(raw, contract))}
          />
        )}
        <label htmlFor={`${ids}-size`}>{t('size', { coin: contract.baseCoin })}</label>
        <Input
          id={`${ids}-size`}
          inputMode="decimal"
          autoComplete="off"
          value={size}
          onValueChange={(raw) => {
            setSize(sanitizeFuturesSize(raw, contract));
            setPercent(0);
          }}
          invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
        />
        <span id={`${ids}-percent`} className="spot-form__label">
          {t('percentOfMax')}
        </span>
        <PercentPicker
          labelledBy={`${ids}-percent`}
          percent={percent}
          disabled={maxSize === null}
          onPercent={onPercent}
        />
        {positionMode === PositionMode.OneWay ? (
          <label className="spot-form__check">
            <input
              type="checkbox"
              checked={reduceOnly}
              onChange={(event) => setReduceOnly(event.target.checked)}
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
        <dl className="spot-form__facts">
          <div>
            <dt>{t('available')}</dt>
            <dd className="numeric" data-testid="futures-available">
              {formatNumber(account?.available, { decimals: 2 })} {coin}
            </dd>
          </div>
          <div>
            <dt>{t('cost')}</dt>
            <dd className="numeric" data-testid="futures-cost">
              {cost === null ? formatNumber(undefined) : `${formatByPrecision(cost, 2)} ${coin}`}
            </dd>
          </div>
          <div>
            <dt>{t('maxSize')}</dt>
            <dd className="numeric" data-testid="futures-max-size">
              {maxSize === null
                ? formatNumber(undefined)
                : `${formatByPrecision(maxSize, contract.sizePlace)} ${contract.baseCoin}`}
            </dd>
          </div>
          <div>
            <dt>{t('estimatedLiquidation')}</dt>
            <dd className="numeric" data-testid="futures-est-liquidation">
              {formatByPrecision(liquidation?.price, contract.pricePlace)}
            </dd>
          </div>
        </dl>
        <FundingOffer coin={coin} available={account?.available} transfer={() => setTransferOpen(true)} />
        <OrderFormFoot
          errorId={errorId}
          error={error}
          authenticated={authenticated}
          busy={place.isPending}
          side={meaning.side}
          submitLabel={sideLabel[side]}
          texts={{ prompt: t('logInPrompt'), logIn: t('logIn'), signUp: t('signUp') }}
        />
      </form>
      {signedIn ? <TransferPanel open={transferOpen} setOpen={setTransferOpen} /> : null}
    </section>
  );
}
