import { useMutation } from '@tanstack/react-query';
import { roundDown } from '@tideline/core/decimal';
import { MarginMode, PositionDirection } from '@tideline/core/futures';
import { sanitizeNumericInput } from '@tideline/core/numeric-input';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { Input, toast } from '@tideline/ui';
import { type FormEvent, useId, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useRefreshFuturesAccount } from '../feed/use-futures-account.ts';
import { useFuturesText } from '../i18n/use-futures-text.ts';
import type { FuturesContract, FuturesPositionRow } from '../model/futures-types.ts';
import { typedPositive } from '../model/order-estimate.ts';
import { sanitizeFuturesPrice, sanitizeFuturesSize } from '../model/order-form-model.ts';
import { TpslInputs, useTpslFields } from './use-tpsl-fields.tsx';

const CLOSE_SHARES = [25, 50, 100] as const;
/** Margin amounts carry at most 8 decimals, like every futures wallet amount. */
const MARGIN_DECIMALS = 8;

/** Closing (market or limit, whole or part), TP/SL and isolated margin of one position. */
export function PositionManager({
  position,
  contract,
}: {
  position: FuturesPositionRow;
  contract: FuturesContract;
}) {
  const t = useFuturesText();
  const client = useApiClient();
  const refresh = useRefreshFuturesAccount();
  const ids = useId();
  const [closeSize, setCloseSize] = useState(position.count);
  const [closePrice, setClosePrice] = useState('');
  const [marginAmount, setMarginAmount] = useState('');
  const coin = contract.quoteCoin;
  const tpsl = useTpslFields(
    contract,
    (kind) =>
      position.markPrice === null
        ? null
        : {
            kind,
            direction: position.direction,
            marginMode: position.marginMode,
            referencePrice: position.markPrice,
            liquidationPrice: position.liquidationPrice,
            maxPrice: contract.maxPrice,
          },
    { takeProfit: position.takeProfit?.triggerPrice ?? '', stopLoss: position.stopLoss?.triggerPrice ?? '' },
  );
  const { takeProfit, stopLoss, notice, setNotice, clearOutOfBounds } = tpsl;
  const directionText = position.direction === PositionDirection.Long ? t('long') : t('short');
  const target = { symbol: position.symbol, positionSide: position.direction };

  const close = useMutation({
    mutationFn: () =>
      callEndpoint(client, FUTURES_ENDPOINTS.closePosition, {
        ...target,
        orderType: closePrice === '' ? 'market' : 'limit',
        ...(closePrice === '' ? {} : { price: closePrice }),
        size: closeSize,
      }),
    onSuccess: () => toast({ message: t('positionClosed'), type: 'success' }),
    onSettled: refresh,
  });
  const saveTpsl = useMutation({
    mutationFn: () =>
      callEndpoint(client, FUTURES_ENDPOINTS.positionTpsl, {
        ...target,
        takeProfit: takeProfit === '' ? null : { triggerPrice: takeProfit, priceType: 'mark' },
        stopLoss: stopLoss === '' ? null : { triggerPrice: stopLoss, priceType: 'mark' },
      }),
    onSuccess: () => toast({ message: t('tpslSaved'), type: 'success' }),
    onSettled: refresh,
  });
  const margin = useMutation({
    mutationFn: (action: 'add' | 'remove') =>
      callEndpoint(client, FUTURES_ENDPOINTS.positionMargin, { ...target, action, amount: marginAmount }),
    onSuccess: () => {
      toast({ message: t('marginUpdated'), type: 'success' });
      setMarginAmount('');
    },
    onSettled: refresh,
  });

  /** §5: judged against the mark (the position is open) and its liquidation price. */
  const onTpsl = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const clearedTp = clearOutOfBounds('takeProfit');
    const clearedSl = clearOutOfBounds('stopLoss');
    if (!clearedTp && !clearedSl) saveTpsl.mutate();
  };
  const onClose = (event: FormEvent) => {
    event.preventDefault();
    if (typedPositive(closeSize) !== null) close.mutate();
  };
  const share = (percent: number) =>
    roundDown(typedPositive(position.count)?.times(percent).dividedBy(100) ?? 0, contract.sizePlace).toFixed(
      contract.sizePlace,
    );

  return (
    <section className="futures-manage" aria-labelledby={`${ids}-title`} data-testid="position-manager">
      <h3 id={`${ids}-title`} className="spot-panel__title">
        {t('manageTitle', { pair: position.symbol, direction: directionText })}
      </h3>
      <form className="futures-manage__group" onSubmit={onClose}>
        <label htmlFor={`${ids}-close-size`}>{t('closeSize', { coin: contract.baseCoin })}</label>
        <Input
          id={`${ids}-close-size`}
          inputMode="decimal"
          autoComplete="off"
          value={closeSize}
          onValueChange={(raw) => setCloseSize(sanitizeFuturesSize(raw, contract))}
        />
        <div className="spot-chips">
          {CLOSE_SHARES.map((percent) => (
            <button
              key={percent}
              type="button"
              className="spot-chip"
              onClick={() => setCloseSize(share(percent))}
            >
              {percent}%
            </button>
          ))}
        </div>
        <label htmlFor={`${ids}-close-price`}>{t('closePrice', { coin })}</label>
        <Input
          id={`${ids}-close-price`}
          inputMode="decimal"
          autoComplete="off"
          value={closePrice}
          onValueChange={(raw) => setClosePrice(sanitizeFuturesPrice(raw, contract))}
        />
        <button type="submit" className="button button--primary" disabled={close.isPending}>
          {t('closePosition')}
        </button>
      </form>
      <form className="futures-manage__group" onSubmit={onTpsl}>
        <TpslInputs ids={ids} fields={tpsl} coin={coin} />
        {notice !== null ? (
          <p className="futures-form__notice" role="status">
            {notice}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={saveTpsl.isPending}>
          {t('saveTpsl')}
        </button>
      </form>
      {position.marginMode === MarginMode.Fixed ? (
        <div className="futures-manage__group">
          <label htmlFor={`${ids}-margin`}>{t('marginAmount', { coin })}</label>
          <Input
            id={`${ids}-margin`}
            inputMode="decimal"
            autoComplete="off"
            value={marginAmount}
            onValueChange={(raw) => setMarginAmount(sanitizeNumericInput(raw, { decimals: MARGIN_DECIMALS }))}
          />
          <div className="futures-transfer__actions">
            <button
              type="button"
              className="button"
              disabled={typedPositive(marginAmount) === null || margin.isPending}
              onClick={() => margin.mutate('add')}
            >
              {t('addMargin')}
            </button>
            <button
              type="button"
              className="button"
              disabled={typedPositive(marginAmount) === null || margin.isPending}
              onClick={() => margin.mutate('remove')}
            >
              {t('removeMargin')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
