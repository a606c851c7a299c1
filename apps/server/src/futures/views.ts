import { Decimal } from '@tideline/core/decimal';
import { MarginMode, PositionDirection } from '@tideline/core/futures';
import { formatUnits } from '../markets/fixed-point.ts';
import { FUTURES_ASSET, isVenueAccount } from './accounts.ts';
import type { FuturesCore } from './core.ts';
import { getFuturesFeeTier } from './fee-tiers.ts';
import type { CrossAccountHolding, CrossSymbolHolding, IsolatedHolding } from './liquidation-math.ts';
import { crossLiquidationTicks, isolatedLiquidationTicks, requirementPpm } from './liquidation-price.ts';
import { buildPositionView } from './position-view.ts';
import { fundingRateText } from './prices-fixed.ts';
import { type ContractTicker, type Market, type Position, positionKey, unitsToDecimal } from './state.ts';
import type { FuturesEvent, FuturesOpenOrderView, PositionView } from './types.ts';

// What the engine shows: tickers, balances, positions (with their liquidation price), open orders, and the
// per-command position and balance events.

export function ticker(e: FuturesCore, symbol: string): ContractTicker {
  const market = e.market(symbol);
  const place = market.contract.pricePlace;
  const price = (ticks: number | undefined) => (ticks === undefined ? null : formatUnits(ticks, place));
  return {
    symbol,
    indexPrice: price(market.indexPrice),
    markPrice: price(market.markPrice),
    lastPrice: price(market.lastPrice),
    fundingRate: predictedFundingRate(e, market),
    lastFundingRate: market.lastFundingRate,
    nextFundingTime: market.nextFundingTime ?? null,
    fundingIntervalMs: e.config.fundingIntervalMs,
  };
}

export function predictedFundingRate(e: FuturesCore, market: Market): string {
  return fundingRateText(
    market.premiumSum,
    market.premiumSamples,
    e.config.fundingIntervalMs,
    market.fundingCapUnits,
  );
}

/** Free balance and the margin held for open orders. */
export function balance(e: FuturesCore, accountId: string): { available: string; hold: string } {
  const balance = e.ledger.balance(accountId, FUTURES_ASSET);
  return { available: unitsToDecimal(balance.available), hold: unitsToDecimal(balance.hold) };
}

/** Any ledger account's total (available + hold), e.g. the insurance fund's. */
export function ledgerTotal(e: FuturesCore, ledgerAccount: string): string {
  const balance = e.ledger.balance(ledgerAccount, FUTURES_ASSET);
  return unitsToDecimal(balance.available + balance.hold);
}

export function positionsOf(e: FuturesCore, accountId: string, symbol?: string): PositionView[] {
  const views: PositionView[] = [];
  for (const position of e.positions.ownedBy(accountId)) {
    if (symbol !== undefined && position.symbol !== symbol) continue;
    views.push(positionView(e, position));
  }
  return views;
}

/** Resting orders, then untriggered trigger orders (price 0 for a market order). */
export function openOrders(e: FuturesCore, accountId: string, symbol?: string): FuturesOpenOrderView[] {
  const result: FuturesOpenOrderView[] = [];
  for (const order of e.orders.ownedBy(accountId)) {
    if (symbol !== undefined && order.symbol !== symbol) continue;
    const place = e.market(order.symbol).contract;
    result.push({
      orderId: order.orderId,
      symbol: order.symbol,
      side: order.side,
      positionSide: order.positionSide,
      reduceOnly: order.reduceOnly,
      orderType: order.orderType,
      price: formatUnits(order.limitPrice, place.pricePlace),
      size: formatUnits(order.remaining, place.sizePlace),
      hold: unitsToDecimal(order.hold),
      triggerPrice: null,
      time: order.placedAt ?? null,
    });
  }
  for (const trigger of e.triggers.values()) {
    const command = trigger.command;
    if (command.accountId !== accountId || (symbol !== undefined && command.symbol !== symbol)) continue;
    const contract = e.market(command.symbol).contract;
    result.push({
      orderId: trigger.orderId,
      symbol: command.symbol,
      side: command.side,
      positionSide: e.orderPositionSide(command),
      reduceOnly: e.isReduceOnly(command),
      orderType: command.orderType,
      price: command.price ?? formatUnits(0, contract.pricePlace),
      size: command.size,
      hold: unitsToDecimal(0n),
      triggerPrice: formatUnits(trigger.triggerPrice, contract.pricePlace),
      time: command.ts,
    });
  }
  return result;
}

export function positionView(e: FuturesCore, position: Position): PositionView {
  const market = e.market(position.symbol);
  return buildPositionView({
    position,
    legs: e.symbolPositions(position.accountId, position.symbol),
    contract: market.contract,
    leverage: e.settingsOf(position.accountId, position.symbol).leverage,
    positionMode: e.positionMode(position.accountId),
    markPrice: market.markPrice,
    liquidationPrice: position.size === 0 ? null : liquidationPrice(e, position),
  });
}

/**
 * The displayed liquidation price, the shared futures math's figure solved in integers (see
 * liquidation-price.ts); null when there is none.
 */
export function liquidationPrice(
  e: FuturesCore,
  position: Pick<Position, 'accountId' | 'symbol' | 'direction'>,
): string | null {
  const stored = e.positions.get(positionKey(position.accountId, position.symbol, position.direction));
  if (stored === undefined || isVenueAccount(stored.accountId)) return null;
  const market = e.market(stored.symbol);
  const feePpm = BigInt(getFuturesFeeTier(e.feeTierOf(stored.accountId)).takerRatePpm);
  if (stored.marginMode === MarginMode.Fixed) {
    return isolatedLiquidationTicks(market, {
      direction: stored.direction,
      lots: stored.size,
      entryValue: stored.entryValue,
      margin: stored.margin,
      feePpm,
    });
  }
  let longLots = 0;
  let shortLots = 0;
  let longEntryValue = 0n;
  let shortEntryValue = 0n;
  let collateral = e.ledger.balance(stored.accountId, FUTURES_ASSET).available;
  let othersPpm = 0n;
  const others = new Map<string, Position[]>();
  for (const held of e.positions.readOwned(stored.accountId)) {
    if (held.marginMode !== MarginMode.Cross) continue;
    collateral += held.margin;
    if (held.symbol === stored.symbol) {
      if (held.direction === PositionDirection.Long) {
        longLots += held.size;
        longEntryValue += held.entryValue;
      } else {
        shortLots += held.size;
        shortEntryValue += held.entryValue;
      }
      continue;
    }
    const legs = others.get(held.symbol);
    if (legs === undefined) others.set(held.symbol, [held]);
    else legs.push(held);
  }
  for (const [symbol, legs] of others) {
    const other = e.market(symbol);
    const mark = BigInt(other.markPrice ?? e.entryTicks(legs[0]!));
    let gross = 0n;
    for (const leg of legs) {
      const value = mark * BigInt(leg.size) * other.unitsPerTickLot;
      gross += value;
      collateral +=
        leg.direction === PositionDirection.Long ? value - leg.entryValue : leg.entryValue - value;
    }
    othersPpm += requirementPpm(other.tiers, gross, feePpm);
  }
  return crossLiquidationTicks(market, {
    longLots,
    longEntryValue,
    shortLots,
    shortEntryValue,
    collateralPpm: collateral * 1_000_000n - othersPpm,
    feePpm,
  });
}

export function isolatedHolding(e: FuturesCore, position: Position): IsolatedHolding {
  const contract = e.market(position.symbol).contract;
  const size = formatUnits(position.size, contract.sizePlace);
  return {
    direction: position.direction,
    entryPrice: new Decimal(unitsToDecimal(position.entryValue)).dividedBy(size).toFixed(),
    size,
    margin: unitsToDecimal(position.margin),
    tiers: contract.riskTiers,
    feeRate: e.takerRate(position.accountId),
  };
}

/** The account's cross positions grouped per symbol, in the §3 liquidation input's terms. */
export function crossHolding(
  e: FuturesCore,
  accountId: string,
): { account: CrossAccountHolding; symbols: string[] } {
  const bySymbol = new Map<string, Position[]>();
  for (const position of e.positions.readOwned(accountId)) {
    if (position.marginMode !== MarginMode.Cross) continue;
    const list = bySymbol.get(position.symbol) ?? [];
    list.push(position);
    bySymbol.set(position.symbol, list);
  }
  const feeRate = e.takerRate(accountId);
  const symbols = [...bySymbol.keys()];
  const holdings = symbols.map((symbol) => {
    const market = e.market(symbol);
    const { contract } = market;
    const leg = (direction: PositionDirection) =>
      bySymbol.get(symbol)!.find((p) => p.direction === direction);
    const long = leg(PositionDirection.Long);
    const short = leg(PositionDirection.Short);
    const entry = (position: Position | undefined) =>
      position === undefined
        ? '0'
        : new Decimal(unitsToDecimal(position.entryValue))
            .dividedBy(formatUnits(position.size, contract.sizePlace))
            .toFixed();
    const holding: CrossSymbolHolding = {
      longEntryPrice: entry(long),
      longSize: formatUnits(long?.size ?? 0, contract.sizePlace),
      shortEntryPrice: entry(short),
      shortSize: formatUnits(short?.size ?? 0, contract.sizePlace),
      margin: unitsToDecimal((long?.margin ?? 0n) + (short?.margin ?? 0n)),
      tiers: contract.riskTiers,
      feeRate,
    };
    const markTicks = market.markPrice ?? e.entryTicks((long ?? short)!);
    return { holding, markPrice: formatUnits(markTicks, contract.pricePlace) };
  });
  const balance = e.ledger.balance(accountId, FUTURES_ASSET);
  return {
    account: {
      free: unitsToDecimal(balance.available),
      orderMargin: unitsToDecimal(balance.hold),
      symbols: holdings,
    },
    symbols,
  };
}

export function flushChanges(e: FuturesCore, ts: number, out: FuturesEvent[]): void {
  for (const position of e.touchedPositions) {
    out.push({
      type: 'position',
      accountId: position.accountId,
      symbol: position.symbol,
      direction: position.direction,
      closed: position.size === 0 ? positionView(e, position) : null,
      ts,
    });
  }
  e.touchedPositions.clear();
  e.drainLedgerTouches();
  for (const accountId of e.touchedAccounts) {
    out.push({ type: 'balance', accountId });
  }
  e.touchedAccounts.clear();
  e.noteSnapshotChanges(out);
}
