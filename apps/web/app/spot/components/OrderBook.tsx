import { formatByPrecision } from '@tideline/core/format';
import { type DepthRow, depthBarRatios, spreadAndMid } from '@tideline/core/order-book';
import { Select } from '@tideline/ui';
import type { CSSProperties } from 'react';
import { memo, useState } from 'react';
import { useSpotFeedSelector } from '../feed/SpotFeedProvider.tsx';
import { useSpotText } from '../i18n/use-spot-text.ts';
import type { SpotSymbol } from '../model/market-types.ts';
import type { OwnOrderLevels } from '../model/own-order-levels.ts';

type BookView = 'both' | 'bids' | 'asks';

/** Rows per side: half the list when both sides show. */
const ROWS_ONE_SIDE = 20;
const ROWS_BOTH = 10;

interface OrderBookProps {
  symbol: SpotSymbol;
  step: string;
  onStepChange: (step: string) => void;
  onPickPrice: (price: string) => void;
  /** Levels holding the trader's own open orders, marked in the book. */
  own: OwnOrderLevels;
}

interface BookRowProps {
  price: string;
  size: string;
  total: string;
  /** Cumulative depth of the row against the deepest level shown, 0 to 1. */
  ratio: number;
  mine: boolean;
  pricePlace: number;
  sizePlace: number;
  onPick: (price: string) => void;
}

/**
 * One price level. Its props are plain values, so a level that did not change between frames is
 * neither formatted nor rendered again while the levels around it move.
 */
const BookRow = memo(function BookRow({
  price,
  size,
  total,
  ratio,
  mine,
  pricePlace,
  sizePlace,
  onPick,
}: BookRowProps) {
  const t = useSpotText();
  const shown = formatByPrecision(price, pricePlace);
  return (
    <li>
      <button
        type="button"
        className="spot-book__row"
        data-own={mine || undefined}
        style={{ '--depth': ratio } as CSSProperties}
        onClick={() => onPick(price)}
        aria-label={`${t('usePrice', { price: shown })}${mine ? `. ${t('yourOrderHere')}` : ''}`}
      >
        <span className="numeric spot-book__price">{shown}</span>
        <span className="numeric">{formatByPrecision(size, sizePlace)}</span>
        <span className="numeric">{formatByPrecision(total, sizePlace)}</span>
      </button>
    </li>
  );
});

/** The order book: precision grouping, bids/asks/both, cumulative depth bars, spread and mid. */
export function OrderBook({ symbol, step, onStepChange, onPickPrice, own }: OrderBookProps) {
  const t = useSpotText();
  const book = useSpotFeedSelector((state) => state.book);
  const last = useSpotFeedSelector((state) => state.tickers.get(symbol.symbol)?.last);
  const lastDirection = useSpotFeedSelector((state) => state.lastDirection);
  const [view, setView] = useState<BookView>('both');
  const current = book !== null && book.symbol === symbol.symbol && book.step === step ? book : null;
  const rows = view === 'both' ? ROWS_BOTH : ROWS_ONE_SIDE;
  const asks = current?.asks.slice(0, rows) ?? [];
  const bids = current?.bids.slice(0, rows) ?? [];
  const spread = spreadAndMid(current?.bids[0]?.price, current?.asks[0]?.price, symbol.pricePlace);
  const views: { value: BookView; label: string }[] = [
    { value: 'both', label: t('viewBoth') },
    { value: 'bids', label: t('viewBids') },
    { value: 'asks', label: t('viewAsks') },
  ];

  const side = (levels: DepthRow[], kind: 'bids' | 'asks') => {
    const ratios = depthBarRatios(levels, current?.deepest ?? '0');
    const ordered = levels.map((level, index) => ({ level, ratio: ratios[index] ?? 0 }));
    if (kind === 'asks') ordered.reverse();
    return (
      <ol className="spot-book__side" data-side={kind} aria-label={kind === 'bids' ? t('bids') : t('asks')}>
        {ordered.map(({ level, ratio }) => (
          <BookRow
            key={level.price}
            price={level.price}
            size={level.size}
            total={level.total}
            ratio={ratio}
            mine={own[kind].has(level.price)}
            pricePlace={symbol.pricePlace}
            sizePlace={symbol.quotePrecision}
            onPick={onPickPrice}
          />
        ))}
      </ol>
    );
  };

  return (
    <section className="spot-panel spot-book" aria-labelledby="spot-book-heading">
      <div className="spot-panel__header">
        <h2 id="spot-book-heading" className="spot-panel__title">
          {t('orderBook')}
        </h2>
        <Select<string>
          size="small"
          options={symbol.depthSteps.map((value) => ({ value, label: value }))}
          value={step}
          onChange={(value) => typeof value === 'string' && value !== '' && onStepChange(value)}
          aria-label={t('precision')}
          className="spot-book__precision"
        />
      </div>
      <fieldset className="spot-chips" aria-label={t('bookView')}>
        {views.map((item) => (
          <button
            key={item.value}
            type="button"
            className="spot-chip"
            aria-pressed={view === item.value}
            onClick={() => setView(item.value)}
          >
            {item.label}
          </button>
        ))}
      </fieldset>
      <div className="spot-book__columns" aria-hidden="true">
        <span>{t('price', { coin: symbol.quoteCoin })}</span>
        <span>{t('amount', { coin: symbol.baseCoin })}</span>
        <span>{t('total', { coin: symbol.baseCoin })}</span>
      </div>
      {current === null ? (
        <p className="spot-state" role="status">
          {t('loading')}
        </p>
      ) : (
        <div className="spot-book__body" data-testid="order-book" data-view={view}>
          {view !== 'bids' ? side(asks, 'asks') : null}
          <div className="spot-book__middle">
            <span className="numeric spot-book__last" data-direction={lastDirection}>
              {formatByPrecision(last, symbol.pricePlace)}
              {lastDirection === 'up' ? ' ↑' : lastDirection === 'down' ? ' ↓' : ''}
            </span>
            <span className="spot-book__spread">
              {t('spread')}{' '}
              <span className="numeric">
                {spread
                  ? `${formatByPrecision(spread.spread, symbol.pricePlace)} (${spread.spreadPercent}%)`
                  : '--'}
              </span>
            </span>
            <span className="spot-book__mid">
              {t('midPrice')}{' '}
              <span className="numeric">
                {spread ? formatByPrecision(spread.mid, symbol.pricePlace + 1) : '--'}
              </span>
            </span>
          </div>
          {view !== 'asks' ? side(bids, 'bids') : null}
        </div>
      )}
    </section>
  );
}
