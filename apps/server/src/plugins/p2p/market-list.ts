import { parseSignedUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { fiatOf } from './units.ts';

/** The most ads one market list answers: the best prices, as a market page shows them. */
export const MARKET_LIST_LIMIT = 100;

export interface ListedAdRow {
  side: 'buy' | 'sell';
  remaining: string | number;
  min_order: string | number;
  max_order: string | number;
}

/**
 * A market's list (docs/protocol-p2p.md, `GET /p2p/ads`): the ads whose per-order limits admit
 * `amount` (the upper one capped by what remains at the price now), best price first for the
 * taker (lowest for sell ads, highest for buy ads), at most `limit`. Ranked on the rows, before
 * their views are built, so every ad of the market competes and only the shown ones cost a view.
 */
export function bestAds<Row extends ListedAdRow>(
  rows: readonly Row[],
  priceOf: (row: Row) => bigint,
  amount: string | undefined,
  limit = MARKET_LIST_LIMIT,
): Row[] {
  const wanted = amount === undefined ? null : toUnits(amount);
  const priced = rows.map((row) => ({ row, price: priceOf(row) }));
  const kept =
    wanted === null
      ? priced
      : priced.filter(({ row, price }) => {
          const cap = fiatOf(parseSignedUnits(String(row.remaining)), price);
          return (
            wanted >= parseSignedUnits(String(row.min_order)) &&
            wanted <= parseSignedUnits(String(row.max_order)) &&
            wanted <= cap
          );
        });
  kept.sort((a, b) => {
    if (a.price === b.price) return 0;
    const ascending = a.row.side === 'sell';
    return a.price < b.price === ascending ? -1 : 1;
  });
  return kept.slice(0, limit).map(({ row }) => row);
}
