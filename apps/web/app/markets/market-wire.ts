import type { MarketLine } from './market-list.ts';

// Reads the gateway's market data into `MarketLine`s. Anything of the wrong shape is left out (a
// listing) or shown as unknown (a figure), never shown wrong.

const DECIMAL = /^-?\d+(\.\d+)?$/;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function decimal(value: unknown): string | null {
  return typeof value === 'string' && DECIMAL.test(value) ? value : null;
}

function list(data: unknown): unknown[] {
  return Array.isArray(data) ? data : [];
}

function bySymbol(data: unknown): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  for (const item of list(data)) {
    const entry = record(item);
    const symbol = text(entry?.symbol);
    if (entry && symbol) found.set(symbol, entry);
  }
  return found;
}

function listings(data: unknown): { symbol: string; baseCoin: string; quoteCoin: string }[] {
  return list(data).flatMap((item) => {
    const entry = record(item);
    const symbol = text(entry?.symbol);
    const baseCoin = text(entry?.baseCoin);
    const quoteCoin = text(entry?.quoteCoin);
    return symbol && baseCoin && quoteCoin ? [{ symbol, baseCoin, quoteCoin }] : [];
  });
}

/** The 24-hour figures of a spot or futures ticker; the two tickers name them alike. */
function dayOf(ticker: Record<string, unknown> | undefined) {
  return {
    changeRate24h: decimal(ticker?.changeRate24h),
    high24h: decimal(ticker?.high24h),
    low24h: decimal(ticker?.low24h),
    quoteVolume: decimal(ticker?.quoteVolume),
  };
}

/** `/v1/market/symbols` joined with `/v1/market/tickers`, in the gateway's symbol order. */
export function spotLines(symbolsData: unknown, tickersData: unknown): MarketLine[] {
  const tickers = bySymbol(tickersData);
  return listings(symbolsData).map((listing) => {
    const ticker = tickers.get(listing.symbol);
    return { venue: 'spot', ...listing, last: decimal(ticker?.last), ...dayOf(ticker) };
  });
}

/** `/v1/futures/contracts` joined with `/v1/futures/tickers`, in the gateway's contract order. */
export function futuresLines(contractsData: unknown, tickersData: unknown): MarketLine[] {
  const tickers = bySymbol(tickersData);
  return listings(contractsData).map((listing) => {
    const ticker = tickers.get(listing.symbol);
    return { venue: 'futures', ...listing, last: decimal(ticker?.lastPrice), ...dayOf(ticker) };
  });
}

/**
 * The closes of `/v1/market/candles` or `/v1/futures/candles` rows
 * `[openTime, open, high, low, close, baseVolume, quoteVolume]`, oldest first, for a sparkline;
 * a row without a decimal close is skipped.
 */
export function parseCloses(data: unknown): number[] {
  return list(data).flatMap((item) => {
    const close = Array.isArray(item) ? decimal(item[4]) : null;
    return close === null ? [] : [Number(close)];
  });
}
