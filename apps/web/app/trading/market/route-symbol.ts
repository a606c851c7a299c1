import { data } from 'react-router';

const SYMBOL_SHAPE = /^[A-Z0-9]{2,20}$/;

/**
 * A trading page's loader (spot, margin, futures): only the pair's (or contract's) name, for the
 * title; market data is live in the browser. A name of another shape is not a page (404).
 */
export function symbolFromParams(params: { symbol?: string }): { symbol: string } {
  const symbol = (params.symbol ?? '').toUpperCase();
  if (!SYMBOL_SHAPE.test(symbol)) throw data(null, { status: 404 });
  return { symbol };
}
