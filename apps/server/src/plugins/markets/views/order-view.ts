import { formatUnits, parseUnits } from '../../../markets/fixed-point.ts';
import { getSymbol, LEDGER_DECIMALS } from '../../../markets/symbols.ts';
import type { OrderStatus } from '../tables.ts';

/** A user's order as the projection keeps it; amounts are fixed-point integers. */
export interface OrderState {
  orderNo: number;
  userId: number;
  symbol: string;
  side: 'buy' | 'sell';
  orderType: 'limit' | 'market';
  /** Limit price as a wire decimal; null for market orders. */
  price: string | null;
  /** Ordered size in lots. */
  sizeLots: number;
  filledLots: number;
  /** Filled value in ledger units of the quote asset. */
  quoteFilled: bigint;
  /** Fees charged, in ledger units of feeAsset (the asset received). */
  fee: bigint;
  feeAsset: string;
  timeInForce: string;
  postOnly: boolean;
  clientOrderId: string | null;
  trackingType: 0 | 1;
  status: OrderStatus;
  createdAt: number;
  updatedAt: number;
}

/**
 * The spot order of spec §3 on the wire. Field meanings (docs/protocol-markets.md):
 * buyPrice the limit price ("0" for market orders), buyDelegateCount the ordered size,
 * buyDealCount the filled size, dealCount the filled value in the quote asset, holdCount what the
 * order still holds (quote for a buy, base for a sell), marketPrice the average fill price,
 * trackingType 1 for an order placed by a plan (trigger) order and 0 otherwise, pricePlace and
 * quotePrecision the symbol's price and size decimals.
 */
export function spotOrderView(order: OrderState) {
  const spec = getSymbol(order.symbol);
  const quoteUnitsPerTickLot = 10n ** BigInt(LEDGER_DECIMALS - spec.pricePlace - spec.quotePrecision);
  const open = order.status === 'new' || order.status === 'partially_filled';
  const remaining = BigInt(order.sizeLots - order.filledLots);
  let hold = '0';
  if (open && order.side === 'sell') hold = formatUnits(remaining, spec.quotePrecision);
  if (open && order.side === 'buy' && order.price !== null) {
    const priceTicks = parseUnits(order.price, spec.pricePlace) ?? 0n;
    hold = formatUnits(priceTicks * remaining * quoteUnitsPerTickLot, LEDGER_DECIMALS);
  }
  const averageTicks =
    order.filledLots === 0 ? 0n : order.quoteFilled / (BigInt(order.filledLots) * quoteUnitsPerTickLot);
  return {
    orderNo: String(order.orderNo),
    symbol: order.symbol,
    side: order.side,
    orderType: order.orderType,
    timeInForce: order.timeInForce,
    postOnly: order.postOnly,
    clientOrderId: order.clientOrderId,
    status: order.status,
    buyPrice: order.price ?? '0',
    buyDelegateCount: formatUnits(order.sizeLots, spec.quotePrecision),
    buyDealCount: formatUnits(order.filledLots, spec.quotePrecision),
    dealCount: formatUnits(order.quoteFilled, LEDGER_DECIMALS),
    holdCount: hold,
    marketPrice: formatUnits(averageTicks, spec.pricePlace),
    fee: formatUnits(order.fee, LEDGER_DECIMALS),
    feeAsset: order.feeAsset,
    trackingType: order.trackingType,
    pricePlace: spec.pricePlace,
    quotePrecision: spec.quotePrecision,
    createTime: order.createdAt,
    updateTime: order.updatedAt,
  };
}

export type SpotOrderView = ReturnType<typeof spotOrderView>;
