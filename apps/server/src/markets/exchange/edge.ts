import { orderPriceTicks } from '../engine/order-entry.ts';
import type { OrderType, SelfTradePrevention, Side, TimeInForce } from '../engine/types.ts';
import type { AmendCommand, ExchangeRejectReason, PlaceCommand } from '../exchange-types.ts';
import { parseSafeUnits, parseUnits } from '../fixed-point.ts';
import { isSystemAccount } from '../ledger/ledger.ts';
import { ASSETS, LEDGER_DECIMALS, type SymbolSpec } from '../symbols.ts';

/**
 * The engine's edge: a command's decimal strings turned into fixed-point units once, when the
 * command comes in (prices in ticks, sizes in lots, money in ledger units). Everything past this
 * module works on integers; the only way back to decimals is the events (events.ts). Each parser
 * refuses in the same order the checks always ran, so a journal replays to the same events.
 */

export const MAX_CLIENT_ORDER_ID_LENGTH = 64;

/** A place command in units: what orders.ts enters. */
export interface ParsedPlace {
  readonly accountId: string;
  readonly side: Side;
  readonly orderType: OrderType;
  /** Ticks; 0 for a market order. */
  readonly price: number;
  /** Lots; undefined for a market buy by funds (the book decides the size). */
  readonly size: number | undefined;
  /** A market buy's most quote to spend, in ledger units. */
  readonly funds: bigint | undefined;
  /**
   * A market buy by funds that is malformed past its funds ('invalid-order': a price, or a bad
   * client order id): refused after its size, which the book decides, has been checked.
   */
  readonly refusalAfterSize: 'invalid-order' | undefined;
  readonly timeInForce: TimeInForce | undefined;
  readonly postOnly: boolean | undefined;
  readonly clientOrderId: string | undefined;
  readonly selfTradePrevention: SelfTradePrevention;
  readonly ts: number;
}

/** The size checks every order's lots go through (place and amend). */
export function sizeRefusal(spec: SymbolSpec, size: number | undefined): ExchangeRejectReason | undefined {
  if (size === undefined) return 'invalid-size';
  if (size < spec.minSizeLots) return 'below-min-size';
  if (size > spec.maxSizeLots) return 'above-max-size';
  return undefined;
}

function clientOrderIdMalformed(clientOrderId: string | undefined): boolean {
  return (
    clientOrderId !== undefined &&
    (clientOrderId.length === 0 || clientOrderId.length > MAX_CLIENT_ORDER_ID_LENGTH)
  );
}

/**
 * A place command in units, or why it is refused before the book and balances are looked at.
 * `minNotionalUnits` and `quoteUnitsPerTickLot` are the market's (core.ts).
 */
export function parsePlace(
  spec: SymbolSpec,
  quoteUnitsPerTickLot: bigint,
  minNotionalUnits: bigint,
  command: PlaceCommand,
): ParsedPlace | ExchangeRejectReason {
  if (isSystemAccount(command.accountId)) return 'invalid-account';
  if (command.funds !== undefined) {
    if (command.orderType !== 'market' || command.side !== 'buy' || command.size !== undefined) {
      return 'invalid-order';
    }
    const funds = parseUnits(command.funds, LEDGER_DECIMALS);
    if (funds === undefined || funds <= 0n) return 'invalid-amount';
    const malformed = command.price !== undefined || clientOrderIdMalformed(command.clientOrderId);
    return parsed(command, 0, undefined, funds, malformed ? 'invalid-order' : undefined);
  }
  const size = command.size === undefined ? undefined : parseSafeUnits(command.size, spec.quotePrecision);
  const refusal = sizeRefusal(spec, size);
  if (refusal !== undefined) return refusal;
  const price = orderPriceTicks(command.orderType, command.price, spec.pricePlace, spec.maxPriceTicks);
  if (typeof price !== 'number') return price;
  if (
    command.orderType === 'limit' &&
    BigInt(price) * BigInt(size!) * quoteUnitsPerTickLot < minNotionalUnits
  ) {
    return 'below-min-notional';
  }
  if (clientOrderIdMalformed(command.clientOrderId)) return 'invalid-order';
  return parsed(command, price, size, undefined, undefined);
}

function parsed(
  command: PlaceCommand,
  price: number,
  size: number | undefined,
  funds: bigint | undefined,
  refusalAfterSize: 'invalid-order' | undefined,
): ParsedPlace {
  return {
    accountId: command.accountId,
    side: command.side,
    orderType: command.orderType,
    price,
    size,
    funds,
    refusalAfterSize,
    timeInForce: command.timeInForce,
    postOnly: command.postOnly,
    clientOrderId: command.clientOrderId,
    selfTradePrevention: command.selfTradePrevention ?? 'cancel-newest',
    ts: command.ts,
  };
}

/** An amend's new price (ticks) and size (lots): undefined keeps the order's, a reason refuses. */
export interface AmendChange {
  readonly price: number | undefined | 'invalid-price';
  readonly size: number | undefined | 'invalid-size';
}

export function parseAmend(spec: SymbolSpec, command: AmendCommand): AmendChange {
  let price: AmendChange['price'];
  if (command.price !== undefined) {
    const ticks = parseSafeUnits(command.price, spec.pricePlace);
    price = ticks === undefined || ticks > spec.maxPriceTicks ? 'invalid-price' : ticks;
  }
  let size: AmendChange['size'];
  if (command.size !== undefined) size = parseSafeUnits(command.size, spec.quotePrecision) ?? 'invalid-size';
  return { price, size };
}

/** A deposit's or withdrawal's amount in ledger units, or why it is refused. */
export function parseTransferAmount(
  accountId: string,
  asset: string,
  amount: string,
): bigint | 'unknown-asset' | 'invalid-account' | 'invalid-amount' {
  if (!ASSETS.includes(asset)) return 'unknown-asset';
  if (isSystemAccount(accountId)) return 'invalid-account';
  const units = parseUnits(amount, LEDGER_DECIMALS);
  return units === undefined || units <= 0n ? 'invalid-amount' : units;
}
