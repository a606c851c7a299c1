import { formatByPrecision } from '@tideline/core/format';
import { SegmentedControl, Select } from '@tideline/ui';
import { type MouseEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { type BookFrame, tickerOf } from '../feed/feed-state.ts';
import { useDepthLink, useMarketFeedSelector, useMarketFeedStore } from '../feed/MarketFeedProvider.tsx';
import { SHOWN_ROWS, type ShownBook, shownBook } from '../feed/shown-book.ts';
import { useMarketText } from '../market/i18n/use-market-text.ts';
import type { MarketSymbol } from '../market/market-types.ts';
import { type BookCanvas, canDrawInWorker, createBookCanvas, createWorkerBookCanvas } from './book-canvas.ts';
import { type BookFigureLabels, paintBookFigures, paintBookSide } from './book-painter.ts';
import { type BookCanvasKind, type BookSide, sideToDraw } from './book-sides.ts';
import { type BookRowLabels, collectBookSlots, createBookWriter } from './book-writer.ts';
import type { OwnOrderLevels } from './own-order-levels.ts';

type BookView = 'both' | BookSide;

/** Rows per side: half the list when both sides show. */
const ROWS_ONE_SIDE = SHOWN_ROWS;
const ROWS_BOTH = SHOWN_ROWS / 2;

/**
 * Name of the performance measure around the book's work on the main thread for each new book
 * (drawing the canvases where the page draws them rather than the depth worker), so a frame bench
 * can tell the book's share of a long frame from everything else's.
 */
export const BOOK_RENDER_MEASURE = 'tideline:book-render';
/** The depth worker's drawing of each book, recorded on the page when the book arrives. */
export const BOOK_WORKER_PAINT_MEASURE = 'tideline:book-worker-paint';

interface OrderBookProps {
  symbol: MarketSymbol;
  step: string;
  onStepChange: (step: string) => void;
  onPickPrice: (price: string) => void;
  /** Levels holding the trader's own open orders, marked in the book. */
  own: OwnOrderLevels;
}

const HIDDEN_ROW = { visibility: 'hidden' } as const;

/**
 * How often the accessible rows under the canvases take the latest book when nobody is pointing
 * at them: a screen reader gains nothing from sixty changes a second, and each costs the frame.
 */
const ACCESSIBLE_ROWS_INTERVAL_MS = 500;
/**
 * Rows such a refresh writes per animation frame: writing all of them at once lays out forty rows
 * in one frame (8 ms with the CPU throttled 4x), enough to make that frame late; ten frames of four
 * rows finish well inside the interval.
 */
const ACCESSIBLE_ROWS_PER_FRAME = 4;

/** Marks the placeholder in a translated row name, filled with each row's price. */
const PRICE_SLOT = '\u0001';

function bookOf(frame: BookFrame | null, symbol: string, step: string): BookFrame | null {
  return frame !== null && frame.symbol === symbol && frame.step === step ? frame : null;
}

/** The last trade price and its direction, between the two sides; changes with the ticker. */
function BookLastPrice({ symbol }: { symbol: MarketSymbol }) {
  const last = useMarketFeedSelector((state) => tickerOf(state, symbol.symbol)?.last);
  const lastDirection = useMarketFeedSelector((state) => state.lastDirection);
  return (
    <span className="numeric spot-book__last" data-direction={lastDirection}>
      {formatByPrecision(last, symbol.pricePlace)}
      {lastDirection === 'up' ? ' ↑' : lastDirection === 'down' ? ' ↓' : ''}
    </span>
  );
}

/**
 * The order book: precision grouping, bids/asks/both, cumulative depth bars, spread and mid, the
 * trader's own price levels marked, and a click on a row picking its price. React renders the
 * rows once per view; every frame's book is drawn into canvases over them (by the depth worker
 * where the browser lets it), and the rows' and the spread and mid's texts beneath, which clicks
 * and screen readers reach, take the latest book at a calmer pace (`book-writer.ts`).
 */
export function OrderBook({ symbol, step, onStepChange, onPickPrice, own }: OrderBookProps) {
  const t = useMarketText();
  const { theme } = usePreferences().preferences;
  const store = useMarketFeedStore();
  const worker = useDepthLink();
  const loaded = useMarketFeedSelector((state) => bookOf(state.book, symbol.symbol, step) !== null);
  const [view, setView] = useState<BookView>('both');
  const body = useRef<HTMLDivElement>(null);
  const priceAt = useRef<(button: HTMLElement) => string | undefined>(() => undefined);
  // Where the worker draws the book, what a pointer picks is the level it draws under the pointer.
  const drawnAt = useRef<((button: HTMLElement) => Promise<string | undefined>) | null>(null);
  const { pricePlace, quotePrecision: sizePlace } = symbol;
  const rows = view === 'both' ? ROWS_BOTH : ROWS_ONE_SIDE;
  const labels = useMemo((): BookRowLabels => {
    const [before = '', after = ''] = t('usePrice', { price: PRICE_SLOT }).split(PRICE_SLOT);
    return { rowName: (price) => `${before}${price}${after}`, yourOrderHere: t('yourOrderHere') };
  }, [t]);
  const figureLabels = useMemo((): BookFigureLabels => ({ spread: t('spread'), mid: t('midPrice') }), [t]);

  // Runs again when the rows change (view, pair, grouping, theme) or the trader's orders do;
  // between those, each frame's book reaches the canvases through the store subscription alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows, view and theme are unread but remake the rows and colours
  useLayoutEffect(() => {
    const element = body.current;
    if (store === null || element === null || !loaded) return;
    const writer = createBookWriter(collectBookSlots(element), labels);
    priceAt.current = writer.priceAt;
    // Where the depth worker builds the book it draws it too (both sides' rows and the spread and
    // mid line), off the main thread; the page then only tells it the rows, the trader's own levels
    // and the line's labels, and a new book changes no text of the page.
    const elements = (['asks', 'bids', 'figures'] as const).flatMap((kind) => {
      const canvas = element.querySelector<HTMLCanvasElement>(`canvas[data-side="${kind}"]`);
      return canvas === null ? [] : [{ kind, canvas }];
    });
    const canHandOver = worker?.inWorker === true && elements.every(({ canvas }) => canDrawInWorker(canvas));
    const inWorker = worker !== null && canHandOver;
    const handedOver = inWorker
      ? elements.map(({ kind, canvas }) => createWorkerBookCanvas(canvas, kind, worker))
      : [];
    const drawnHere = inWorker
      ? []
      : elements.map(({ kind, canvas }): { kind: BookCanvasKind; canvas: BookCanvas } => ({
          kind,
          canvas: createBookCanvas(canvas, kind),
        }));
    if (inWorker) {
      worker.post({
        type: 'book-view',
        rows,
        own: { bids: [...own.bids], asks: [...own.asks] },
        figures: figureLabels,
      });
      drawnAt.current = (button) => {
        const row = button.closest('li');
        const side = row?.parentElement?.dataset.side;
        if (row === null || (side !== 'bids' && side !== 'asks')) return Promise.resolve(undefined);
        return worker.pick(side, [...(row.parentElement?.children ?? [])].indexOf(row));
      };
    } else {
      // The page draws the book (no canvas can be handed over): it needs every book the worker builds.
      worker?.post({ type: 'publish', everyFrame: true });
    }
    let drawnFrame: BookFrame | null = null;
    let shown: ShownBook | null = null;
    // A refresh in progress: the next row to write, one frame's share at a time; null when idle.
    let nextRow: number | null = null;
    let sweepFrame = 0;
    // A pointer or the focus came: the rows take the worker's latest book at once when it arrives.
    let writeOnArrival = false;
    const writeRows = () => {
      if (shown === null) return;
      window.cancelAnimationFrame(sweepFrame);
      nextRow = null;
      writer.write(shown, own);
      writer.writeFigures(shown);
    };
    const writeLatest = () => {
      writeRows();
      if (!inWorker || worker === null) return;
      writeOnArrival = true;
      worker.post({ type: 'book-now' });
    };
    const sweep = () => {
      if (shown === null || nextRow === null) return;
      writer.writeRows(shown, own, nextRow, nextRow + ACCESSIBLE_ROWS_PER_FRAME);
      nextRow += ACCESSIBLE_ROWS_PER_FRAME;
      if (nextRow < writer.rowCount) {
        sweepFrame = window.requestAnimationFrame(sweep);
        return;
      }
      writer.writeFigures(shown);
      nextRow = null;
    };
    const startSweep = () => {
      if (nextRow !== null) return;
      nextRow = 0;
      sweepFrame = window.requestAnimationFrame(sweep);
    };
    const paintHere = (book: ShownBook, kind: BookCanvasKind, canvas: BookCanvas) => {
      if (kind === 'figures')
        canvas.paint((context, style) => paintBookFigures(context, style, book, figureLabels));
      else canvas.paint((context, style) => paintBookSide(context, style, sideToDraw(book, kind, rows, own)));
    };
    const draw = () => {
      const frame = bookOf(store.getSnapshot().book, symbol.symbol, step);
      if (frame === null || frame === drawnFrame) return;
      drawnFrame = frame;
      const start = performance.now();
      // A book not built by the depth worker brings no formatted rows: they are formatted here.
      shown = frame.shown ?? shownBook(frame.bids, frame.asks, frame.deepest, { pricePlace, sizePlace });
      for (const { kind, canvas } of drawnHere) paintHere(shown, kind, canvas);
      if (writeOnArrival) {
        writeOnArrival = false;
        writeRows();
      }
      performance.measure(BOOK_RENDER_MEASURE, { start });
      for (const paintMs of frame.paintMs ?? []) {
        if (paintMs > 0) performance.measure(BOOK_WORKER_PAINT_MEASURE, { start, duration: paintMs });
      }
      // Observers and profilers have the entries already; the page's own timeline would otherwise
      // keep sixty a second for as long as the page stays open.
      performance.clearMeasures(BOOK_RENDER_MEASURE);
      performance.clearMeasures(BOOK_WORKER_PAINT_MEASURE);
    };
    draw();
    writeRows();
    // The rows beneath follow at a calmer pace, and at once when a pointer or the focus comes to
    // them, so what a click picks and a screen reader reads is what was drawn at that moment.
    const refresh = window.setInterval(startSweep, ACCESSIBLE_ROWS_INTERVAL_MS);
    element.addEventListener('pointerdown', writeLatest, true);
    element.addEventListener('focusin', writeLatest);
    const unsubscribe = store.subscribe(draw);
    return () => {
      unsubscribe();
      window.clearInterval(refresh);
      window.cancelAnimationFrame(sweepFrame);
      element.removeEventListener('pointerdown', writeLatest, true);
      element.removeEventListener('focusin', writeLatest);
      for (const { canvas } of drawnHere) canvas.dispose();
      for (const canvas of handedOver) canvas.dispose();
      drawnAt.current = null;
      if (!inWorker) worker?.post({ type: 'publish', everyFrame: false });
    };
  }, [
    store,
    worker,
    loaded,
    rows,
    view,
    symbol.symbol,
    step,
    pricePlace,
    sizePlace,
    own,
    labels,
    figureLabels,
    theme,
  ]);

  const views: { value: BookView; label: string }[] = [
    { value: 'both', label: t('viewBoth') },
    { value: 'bids', label: t('viewBids') },
    { value: 'asks', label: t('viewAsks') },
  ];
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const written = priceAt.current(button);
    // A pointer's click (detail > 0) picks what the eye saw: the level the worker draws in that row
    // now, which the row's text, refreshed a few times a second, may not show yet. A keyboard's
    // (detail 0) picks what the row's text says, which is what a screen reader read out.
    const drawn = event.detail > 0 ? drawnAt.current : null;
    if (drawn === null) {
      if (written !== undefined) onPickPrice(written);
      return;
    }
    void drawn(button).then((price) => {
      const picked = price ?? written;
      if (picked !== undefined) onPickPrice(picked);
    });
  };
  const side = (kind: 'bids' | 'asks') => (
    <div className="spot-book__side-box">
      <ol className="spot-book__side" data-side={kind} aria-label={kind === 'bids' ? t('bids') : t('asks')}>
        {Array.from({ length: rows }, (_, index) => (
          // A row without a level keeps its place (hidden, not removed), so the book never changes height.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are slots the book is written into
          <li key={index} style={HIDDEN_ROW}>
            <button type="button" className="spot-book__row" onClick={pick}>
              <span className="numeric spot-book__price" />
              <span className="numeric" />
              <span className="numeric" />
            </button>
          </li>
        ))}
      </ol>
      {/* What the eye sees; the rows beneath carry the same figures for clicks and screen readers. */}
      <div className="spot-book__canvas" aria-hidden="true">
        <canvas data-side={kind} />
      </div>
    </div>
  );

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
      <SegmentedControl
        className="spot-chips"
        itemClassName="spot-chip"
        aria-label={t('bookView')}
        options={views}
        value={view}
        onValueChange={setView}
      />
      <div className="spot-book__columns" aria-hidden="true">
        <span>{t('price', { coin: symbol.quoteCoin })}</span>
        <span>{t('amount', { coin: symbol.baseCoin })}</span>
        <span>{t('total', { coin: symbol.baseCoin })}</span>
      </div>
      {loaded ? (
        <div className="spot-book__body" data-testid="order-book" data-view={view} ref={body}>
          {view !== 'bids' ? side('asks') : null}
          <div className="spot-book__middle">
            <BookLastPrice symbol={symbol} />
            <span className="spot-book__spread">
              {t('spread')} <span className="numeric" data-book-figure="spread" />
            </span>
            <span className="spot-book__mid">
              {t('midPrice')} <span className="numeric" data-book-figure="mid" />
            </span>
            {/* What the eye sees of the spread and mid; the texts beneath follow at the rows' pace. */}
            <div className="spot-book__figures" aria-hidden="true">
              <canvas data-side="figures" />
            </div>
          </div>
          {view !== 'asks' ? side('bids') : null}
        </div>
      ) : (
        <p className="spot-state spot-book__loading" role="status">
          {t('loading')}
        </p>
      )}
    </section>
  );
}
