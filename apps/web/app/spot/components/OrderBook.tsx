import { formatByPrecision } from '@tideline/core/format';
import { spreadAndMid } from '@tideline/core/order-book';
import { Select } from '@tideline/ui';
import type { CSSProperties } from 'react';
import { memo, useLayoutEffect, useMemo, useState } from 'react';
import { useSpotFeedSelector } from '../feed/SpotFeedProvider.tsx';
import { SHOWN_ROWS, type ShownLevel, shownBook } from '../feed/shown-book.ts';
import { useSpotText } from '../i18n/use-spot-text.ts';
import type { SpotSymbol } from '../model/market-types.ts';
import type { OwnOrderLevels } from '../model/own-order-levels.ts';

type BookView = 'both' | 'bids' | 'asks';

/** Rows per side: half the list when both sides show. */
const ROWS_ONE_SIDE = SHOWN_ROWS;
const ROWS_BOTH = SHOWN_ROWS / 2;

/**
 * Name of the performance measure from the start of each render of the book to the end of its
 * commit, so a frame bench can tell the book's share of a long frame from everything else's. An
 * upper bound: panels that React renders and commits together with the book fall inside it too.
 */
export const BOOK_RENDER_MEASURE = 'tideline:book-render';

interface OrderBookProps {
  symbol: SpotSymbol;
  step: string;
  onStepChange: (step: string) => void;
  onPickPrice: (price: string) => void;
  /** Levels holding the trader's own open orders, marked in the book. */
  own: OwnOrderLevels;
}

interface BookRowProps extends ShownLevel {
  mine: boolean;
  onPick: (price: string) => void;
}

/**
 * One row of the book, keyed by its position: when the levels move, the row keeps its element and
 * only its texts change. Its props are plain, already formatted values, so a row whose level did
 * not change is not rendered again.
 */
const BookRow = memo(function BookRow({
  price,
  priceText,
  sizeText,
  totalText,
  ratio,
  mine,
  onPick,
}: BookRowProps) {
  const t = useSpotText();
  return (
    <li>
      <button
        type="button"
        className="spot-book__row"
        data-own={mine || undefined}
        style={{ '--depth': ratio } as CSSProperties}
        onClick={() => onPick(price)}
        aria-label={`${t('usePrice', { price: priceText })}${mine ? `. ${t('yourOrderHere')}` : ''}`}
      >
        <span className="numeric spot-book__price">{priceText}</span>
        <span className="numeric">{sizeText}</span>
        <span className="numeric">{totalText}</span>
      </button>
    </li>
  );
});

/** The order book: precision grouping, bids/asks/both, cumulative depth bars, spread and mid. */
export function OrderBook({ symbol, step, onStepChange, onPickPrice, own }: OrderBookProps) {
  const renderStart = performance.now();
  const t = useSpotText();
  const book = useSpotFeedSelector((state) => state.book);
  const last = useSpotFeedSelector((state) => state.tickers.get(symbol.symbol)?.last);
  const lastDirection = useSpotFeedSelector((state) => state.lastDirection);
  const [view, setView] = useState<BookView>('both');
  const current = book !== null && book.symbol === symbol.symbol && book.step === step ? book : null;
  const { pricePlace, quotePrecision: sizePlace } = symbol;
  // A store filled on the main thread (the futures page's) brings no formatted rows.
  const shown = useMemo(
    () =>
      current === null
        ? null
        : (current.shown ??
          shownBook(current.bids, current.asks, current.deepest, { pricePlace, sizePlace })),
    [current, pricePlace, sizePlace],
  );
  useLayoutEffect(() => {
    performance.measure(BOOK_RENDER_MEASURE, { start: renderStart });
  });
  const rows = view === 'both' ? ROWS_BOTH : ROWS_ONE_SIDE;
  const asks = shown?.asks.slice(0, rows) ?? [];
  const bids = shown?.bids.slice(0, rows) ?? [];
  const spread = spreadAndMid(current?.bids[0]?.price, current?.asks[0]?.price, symbol.pricePlace);
  const views: { value: BookView; label: string }[] = [
    { value: 'both', label: t('viewBoth') },
    { value: 'bids', label: t('viewBids') },
    { value: 'asks', label: t('viewAsks') },
  ];

  const side = (levels: readonly ShownLevel[], kind: 'bids' | 'asks') => {
    // Asks are listed best last, so the best of both sides meet in the middle.
    const ordered = kind === 'asks' ? [...levels].reverse() : levels;
    return (
      <ol className="spot-book__side" data-side={kind} aria-label={kind === 'bids' ? t('bids') : t('asks')}>
        {ordered.map((level, index) => (
          <BookRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are slots whose level changes every frame; keeping the element only rewrites its texts
            key={index}
            {...level}
            mine={own[kind].has(level.price)}
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
