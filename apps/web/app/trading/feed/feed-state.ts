import type { StreamStatus } from '@tideline/core/market-stream';
import type { DepthRow } from '@tideline/core/order-book';
import type { CandleRow, MarketTicker, PublicTrade } from '../market/market-types.ts';
import type { ShownBook } from './shown-book.ts';

export interface BookFrame {
  symbol: string;
  step: string;
  bids: DepthRow[];
  asks: DepthRow[];
  deepest: string;
  /** The book widget's rows, formatted where the book was built (absent: the widget formats them). */
  shown?: ShownBook;
  /**
   * Milliseconds the depth worker spent drawing each book it built since the last the page got
   * (it hands the page a few books a second, and draws every one) into the canvases it holds.
   */
  paintMs?: number[];
}

export type PriceDirection = 'up' | 'down' | 'flat';

export interface MarketFeedState {
  status: StreamStatus;
  /** What the stream's welcome said about the session; null until it arrives. */
  authenticated: boolean | null;
  /**
   * Every market's ticker, as the market list and the valuations read it: the shown market's too,
   * but at the others' calmer pace (`withTickers`), so its ticker messages do not redraw the list.
   */
  tickers: ReadonlyMap<string, MarketTicker>;
  /** The shown market's ticker as each message brings it (`withShownTicker`); read it with `tickerOf`. */
  shownTicker: MarketTicker | null;
  /** The current pair's trades, newest first. */
  trades: PublicTrade[];
  /** How the last trade price moved against the one before. */
  lastDirection: PriceDirection;
  /**
   * The shown market's book as the depth worker last handed it over: a few times a second, or every
   * frame where the page draws the book itself.
   */
  book: BookFrame | null;
  /** `key` changes with each snapshot, so the chart knows to replace rather than update. */
  candles: { key: string; bars: CandleRow[] } | null;
}

export const INITIAL_FEED_STATE: MarketFeedState = {
  status: 'connecting',
  authenticated: null,
  tickers: new Map(),
  shownTicker: null,
  trades: [],
  lastDirection: 'flat',
  book: null,
  candles: null,
};

/**
 * The worse of the page's socket's state and the depth worker's: the page is open when both are.
 */
export function feedStatus(page: StreamStatus, depth: StreamStatus): StreamStatus {
  if (page === 'down' || depth === 'down') return 'down';
  return page === 'open' && depth === 'open' ? 'open' : 'connecting';
}

/** Trades kept for the recent-trades list (a snapshot holds 50). */
export const TRADES_KEPT = 50;

export function directionOf(next: string, previous: string | undefined): PriceDirection {
  if (previous === undefined || next === previous) return 'flat';
  return Number(next) > Number(previous) ? 'up' : 'down';
}

/** Folds trades into the list: a snapshot replaces it, an update goes on top. */
export function withTrades(state: MarketFeedState, action: string, incoming: PublicTrade[]): MarketFeedState {
  const trades = (action === 'snapshot' ? incoming : [...incoming, ...state.trades]).slice(0, TRADES_KEPT);
  const [latest, previous] = trades;
  if (latest === undefined) return { ...state, trades, lastDirection: 'flat' };
  const lastDirection =
    action === 'snapshot'
      ? directionOf(latest.price, previous?.price)
      : directionOf(latest.price, state.trades[0]?.price);
  return { ...state, trades, lastDirection: lastDirection === 'flat' ? state.lastDirection : lastDirection };
}

/** Folds candles in: a snapshot replaces the series, an update replaces or appends by open time. */
export function withCandles(
  state: MarketFeedState,
  key: string,
  action: string,
  rows: CandleRow[],
): MarketFeedState {
  if (action === 'snapshot' || state.candles === null) return { ...state, candles: { key, bars: rows } };
  const bars = [...state.candles.bars];
  for (const row of rows) {
    const last = bars[bars.length - 1];
    if (last !== undefined && last[0] === row[0]) bars[bars.length - 1] = row;
    else if (last === undefined || row[0] > last[0]) bars.push(row);
  }
  return { ...state, candles: { key: state.candles.key, bars } };
}

/**
 * Folds a polled read of candles in (a venue without a candle channel): the first read of a series
 * replaces it, later reads (the forming bar and the one before) update it; a late answer of the
 * series shown before is dropped.
 */
export function withPolledCandles(
  state: MarketFeedState,
  key: string,
  first: boolean,
  rows: CandleRow[],
): MarketFeedState {
  if (state.candles !== null && state.candles.key !== key && !first) return state;
  return withCandles(state, key, first ? 'snapshot' : 'update', rows);
}

/**
 * Puts changed market tickers into the state's map, leaving the others as the same objects; the
 * shown market's live ticker takes a newer read of its market too (a REST read while the socket is
 * down).
 */
export function withTickers(
  state: MarketFeedState,
  changed: ReadonlyMap<string, MarketTicker>,
  replace = false,
): MarketFeedState {
  const tickers = new Map(replace ? [] : state.tickers);
  for (const [key, ticker] of changed) tickers.set(key, ticker);
  const shown = state.shownTicker;
  const shownTicker = shown === null ? null : (changed.get(shown.symbol) ?? shown);
  return { ...state, tickers, shownTicker };
}

/**
 * The shown market's ticker as its message brings it: only the readers of that market (the ticker
 * bar, the book's last price) redraw, not the market list or the valuations, which take it with
 * the others' tickers at most once a second.
 */
export function withShownTicker(state: MarketFeedState, ticker: MarketTicker): MarketFeedState {
  return { ...state, shownTicker: ticker };
}

/** A market's latest ticker: the shown market's live one, else the one in the map. */
export function tickerOf(state: MarketFeedState, symbol: string): MarketTicker | undefined {
  const shown = state.shownTicker;
  return shown !== null && shown.symbol === symbol ? shown : state.tickers.get(symbol);
}
