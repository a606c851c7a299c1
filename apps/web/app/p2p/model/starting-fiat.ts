import { P2P_FIATS, type P2pFiat } from '@tideline/protocol/p2p/markets';

/**
 * The fiat a P2P screen starts on: the user's valuation currency (§3: a Ukrainian user values in
 * UAH, a Canadian one in CAD) when P2P trades it, else US dollars. The market, a new ad and a new
 * payment method all start here, so a user meets their own currency first everywhere.
 */
export function startingFiat(valuationUnit: string): P2pFiat {
  return (P2P_FIATS as readonly string[]).includes(valuationUnit) ? (valuationUnit as P2pFiat) : 'USD';
}
