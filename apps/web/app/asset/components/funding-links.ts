import { SPOT_LINKS } from '../../spot/spot-links.ts';

/** What `/asset/spot` opens from its query: `?action=deposit&coin=BTC`, `?action=transfer&direction=out`. */
export type FundingAction = 'deposit' | 'withdraw' | 'transfer';

/** The spot assets page with its deposit panel open on `coin` (unprefixed; localize it). */
export function depositLink(coin = 'USDT'): string {
  return `${SPOT_LINKS.assets}?${new URLSearchParams({ action: 'deposit', coin }).toString()}`;
}

/** The spot assets page with its transfer panel open, moving USDT in `direction` (in: to futures). */
export function transferLink(direction: 'in' | 'out'): string {
  return `${SPOT_LINKS.assets}?${new URLSearchParams({ action: 'transfer', direction }).toString()}`;
}

/** The panel a query asks `/asset/spot` to open, if any. */
export function fundingActionOf(query: URLSearchParams): FundingAction | null {
  const action = query.get('action');
  return action === 'deposit' || action === 'withdraw' || action === 'transfer' ? action : null;
}
