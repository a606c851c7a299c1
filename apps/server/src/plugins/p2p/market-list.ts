import { parseSignedUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { fiatOf } from './units.ts';

/** The most ads one market list answers: the best prices, as a market page shows them. */
export const MARKET_LIST_LIMIT = 100;

export interface ListedAdRow {
  id: string;
  side: 'buy' | 'sell';
  remaining: string | number;
  min_order: string | number;
  max_order: string | number;
}

/** Best price first for the taker (lowest for sell ads, highest for buy ads); equal prices by ad id. */
function byBestPrice(a: { id: string; side: string; price: bigint }, b: { id: string; price: bigint }) {
  if (a.price !== b.price) return a.price < b.price === (a.side === 'sell') ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A market's list (docs/protocol-p2p.md, `GET /p2p/ads`), computed straight from the rows: the ads
 * whose per-order limits admit `amount` (the upper one capped by what remains at the price now),
 * best price first for the taker, at most `limit`. The definition the cached path
 * (`market-cache.ts`, which the endpoint uses) is tested against.
 */
export function bestAds<Row extends ListedAdRow>(
  rows: readonly Row[],
  priceOf: (row: Row) => bigint,
  amount: string | undefined,
  limit = MARKET_LIST_LIMIT,
): Row[] {
  const wanted = amount === undefined ? null : toUnits(amount);
  const priced = rows.map((row) => ({ row, id: row.id, side: row.side, price: priceOf(row) }));
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
  kept.sort(byBestPrice);
  return kept.slice(0, limit).map(({ row }) => row);
}

/** One ad of a ranked market: its price at the index price the ranking used, and its numbers parsed once. */
export interface RankedAd<Row> {
  readonly row: Row;
  readonly id: string;
  readonly side: 'buy' | 'sell';
  readonly price: bigint;
  readonly minOrder: bigint;
  readonly maxOrder: bigint;
  /** What remains, in fiat at `price`: the upper limit an order meets first when it is lower. */
  readonly cap: bigint;
}

/** Every ad of a market, priced and sorted best first (the work `bestAds` does on each call). */
export function rankMarket<Row extends ListedAdRow>(
  rows: readonly Row[],
  priceOf: (row: Row) => bigint,
): RankedAd<Row>[] {
  const ranked = rows.map((row) => {
    const price = priceOf(row);
    return {
      row,
      id: row.id,
      side: row.side,
      price,
      minOrder: parseSignedUnits(String(row.min_order)),
      maxOrder: parseSignedUnits(String(row.max_order)),
      cap: fiatOf(parseSignedUnits(String(row.remaining)), price),
    };
  });
  return ranked.sort(byBestPrice);
}

/**
 * The list from a ranked market: walks it best first and stops at `limit` kept ads, so a call
 * without filters touches `limit` entries. `keep` is any further filter (the payment type).
 */
export function pickAds<Row>(
  ranked: readonly RankedAd<Row>[],
  amount: string | undefined,
  keep: (row: Row) => boolean = () => true,
  limit = MARKET_LIST_LIMIT,
): Row[] {
  const wanted = amount === undefined ? null : toUnits(amount);
  const picked: Row[] = [];
  for (const ad of ranked) {
    if (picked.length >= limit) break;
    if (wanted !== null && (wanted < ad.minOrder || wanted > ad.maxOrder || wanted > ad.cap)) continue;
    if (!keep(ad.row)) continue;
    picked.push(ad.row);
  }
  return picked;
}
