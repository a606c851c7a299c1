/**
 * The page's futures account views through the cluster (docs/scale-out.md, "Futures"): an account's
 * open positions, open orders and futures account from its part of each contract engine (and, for
 * the account, the product server's futures wallet). Pure: what GET /v1/futures/positions,
 * `orders/open` and `account` answer on a gateway, and what the product server's `/ws` private
 * futures channels send (product-futures-streams.ts), so both show the same figures.
 */
import { Decimal } from '@tideline/core/decimal';
import { formatUnits, parseUnits } from '../markets/fixed-point.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import { futuresAccountFigures, openOrderWire, positionWire } from '../plugins/futures/views/wire.ts';
import type { FuturesAccountPart } from './futures-symbol-engine.ts';

/** An account's part of one contract engine. */
export type EngineAccount = FuturesAccountPart;

/** The product server's futures wallet (GET /v1/futures/account there). */
export interface ProductWallet {
  available: string;
  orderMargin: string;
  positionMargin: string;
  unrealisedPnl: string;
  maxTransferOut: string;
  positionMode: 1 | 2;
}

export const sumUnits = (values: readonly string[]): string =>
  formatUnits(
    values.reduce((sum, value) => sum + (parseUnits(value, LEDGER_DECIMALS) ?? 0n), 0n),
    LEDGER_DECIMALS,
  );

export const isOpen = (position: { count: string }) => !new Decimal(position.count).isZero();

/** The account's open positions over the contracts, as the product lists them. */
export function engineOpenPositions(parts: readonly EngineAccount[]) {
  return parts.flatMap((part) => part.positions.filter(isOpen)).map(positionWire);
}

/** The account's open orders over the contracts, as the product lists them. */
export function engineOpenOrders(parts: readonly EngineAccount[]) {
  return parts.flatMap((part) => part.openOrders).map(openOrderWire);
}

/**
 * The futures account: the wallet plus every contract allocation (free and held money, the
 * positions' margin and unrealised PnL). Only the wallet's free money may leave it; the
 * allocations' is swept back to it.
 */
export function engineFuturesAccount(wallet: ProductWallet, parts: readonly EngineAccount[]) {
  return futuresAccountFigures({
    balance: {
      available: sumUnits([wallet.available, ...parts.map((part) => part.balance.available)]),
      hold: sumUnits([wallet.orderMargin, ...parts.map((part) => part.balance.hold)]),
    },
    positions: [
      { openMarginCount: wallet.positionMargin, unrealisedPnl: wallet.unrealisedPnl },
      ...parts.flatMap((part) => part.positions),
    ],
    maxTransferOut: wallet.maxTransferOut,
    positionMode: parts[0]?.positionMode ?? wallet.positionMode,
  });
}
