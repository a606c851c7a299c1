import { Decimal } from '@tideline/core/decimal';
import { MarginMode, PositionDirection } from '@tideline/core/futures';
import { formatUnits } from '../markets/fixed-point.ts';
import { FUTURES_ASSET, INSURANCE_FUND, isVenueAccount } from './accounts.ts';
import type { FuturesCore } from './core.ts';
import { doneTriggerEvent } from './events.ts';
import { getFuturesFeeTier } from './fee-tiers.ts';
import { type Band, intersect, safeBand } from './liquidation-bands.ts';
import { crossShouldLiquidate, isolatedShouldLiquidate } from './liquidation-math.ts';
import { cancelResting, place } from './orders.ts';
import { releaseMargin, settlePnl } from './positions.ts';
import { emptyPosition, type Market, type Position, positionKey, unitsToDecimal } from './state.ts';
import { closingOrder } from './triggers.ts';
import type { FuturesEvent } from './types.ts';
import { crossHolding, isolatedHolding } from './views.ts';

// Liquidation: the band-indexed screen, the exact rule, the insurance fund's takeover and unwinding.

/**
 * Liquidates what the mark price has made liquidatable. Only accounts whose safe band (see
 * liquidation-bands.ts) the mark has left are looked at; their positions on the contract are
 * taken in creation order, isolated ones one by one, then each cross account.
 */
export function liquidate(e: FuturesCore, market: Market, ts: number, out: FuturesEvent[]): void {
  const symbol = market.contract.symbol;
  const mark = market.markPrice;
  if (mark === undefined) return;
  refreshBands(e);
  const accounts = e.bands.outside(symbol, mark);
  if (accounts.size === 0) return;
  const candidates: Position[] = [];
  for (const accountId of accounts) {
    e.dirtyAccounts.add(accountId);
    for (const position of e.positions.ownedBy(accountId)) {
      if (position.symbol === symbol) candidates.push(position);
    }
  }
  candidates.sort((a, b) => e.positionSeq.get(a)! - e.positionSeq.get(b)!);
  const crossAccounts = new Set<string>();
  for (const position of candidates) {
    if (isVenueAccount(position.accountId)) continue;
    if (position.marginMode === MarginMode.Cross) {
      crossAccounts.add(position.accountId);
      continue;
    }
    if (clearlySafe(e, position.accountId, [position], position.margin)) continue;
    const holding = isolatedHolding(e, position);
    if (!isolatedShouldLiquidate(holding, formatUnits(mark, market.contract.pricePlace))) continue;
    liquidateIsolated(e, market, position, ts, out);
  }
  for (const accountId of crossAccounts) {
    const cross = e.positions.ownedBy(accountId).filter((p) => p.marginMode === MarginMode.Cross);
    const free = e.ledger.balance(accountId, FUTURES_ASSET).available;
    if (
      clearlySafe(
        e,
        accountId,
        cross,
        cross.reduce((sum, p) => sum + p.margin, free),
      )
    )
      continue;
    if (crossShouldLiquidate(crossHolding(e, accountId).account)) liquidateCross(e, accountId, ts, out);
  }
}

/** Recomputes the bands of every account whose balance or positions changed since last time. */
export function refreshBands(e: FuturesCore): void {
  e.drainLedgerTouches();
  for (const accountId of e.dirtyAccounts) indexAccount(e, accountId);
  e.dirtyAccounts.clear();
}

export function indexAccount(e: FuturesCore, accountId: string): void {
  e.bands.clear(accountId);
  if (isVenueAccount(accountId)) return;
  const held = e.positions.ownedBy(accountId);
  if (held.length === 0) return;
  const feePpm = BigInt(getFuturesFeeTier(e.feeTierOf(accountId)).takerRatePpm);
  const bySymbol = new Map<string, Band | undefined>();
  const narrow = (symbol: string, band: Band | undefined) =>
    bySymbol.set(symbol, bySymbol.has(symbol) ? intersect(bySymbol.get(symbol), band) : band);
  const cross: Position[] = [];
  for (const position of held) {
    if (position.marginMode === MarginMode.Cross) {
      cross.push(position);
      continue;
    }
    narrow(position.symbol, bandOf(e, [position], position.margin, feePpm));
  }
  if (cross.length > 0) {
    const symbol = cross[0]!.symbol;
    if (cross.every((position) => position.symbol === symbol)) {
      const free = e.ledger.balance(accountId, FUTURES_ASSET).available;
      narrow(
        symbol,
        bandOf(
          e,
          cross,
          cross.reduce((sum, p) => sum + p.margin, free),
          feePpm,
        ),
      );
    } else {
      for (const position of cross) narrow(position.symbol, undefined);
    }
  }
  for (const [symbol, band] of bySymbol) e.bands.set(accountId, symbol, band);
}

/** The band of one contract's positions with the given collateral (undefined: look every time). */
export function bandOf(
  e: FuturesCore,
  positions: readonly Position[],
  collateral: bigint,
  feePpm: bigint,
): Band | undefined {
  const market = e.market(positions[0]!.symbol);
  if (market.markPrice === undefined) return undefined;
  let constant = collateral;
  let net = 0n;
  let gross = 0n;
  for (const position of positions) {
    const lots = BigInt(position.size) * market.unitsPerTickLot;
    gross += lots;
    if (position.direction === PositionDirection.Long) {
      constant -= position.entryValue;
      net += lots;
    } else {
      constant += position.entryValue;
      net -= lots;
    }
  }
  return safeBand(market.tiers, feePpm, { constant: constant * 1_000_000n, net, gross }, market.markPrice);
}

/**
 * A cheap exact screen before the decimal liquidation rule: maintenance never exceeds value x
 * the rate of the value's tier (the tier deduction only lowers it), so collateral + uPnL above
 * value x (tier rate + taker fee) summed per symbol cannot be liquidatable. Positions that
 * pass are skipped; the others get the full rule.
 */
export function clearlySafe(
  e: FuturesCore,
  accountId: string,
  positions: readonly Position[],
  collateral: bigint,
): boolean {
  const feePpm = BigInt(getFuturesFeeTier(e.feeTierOf(accountId)).takerRatePpm);
  let balance = collateral;
  const grossBySymbol = new Map<string, bigint>();
  for (const position of positions) {
    const market = e.market(position.symbol);
    balance += e.unrealised(market, position);
    const value = e.valueAtMark(market, position);
    grossBySymbol.set(position.symbol, (grossBySymbol.get(position.symbol) ?? 0n) + value);
  }
  let bound = 0n;
  for (const [symbol, gross] of grossBySymbol) {
    const tiers = e.market(symbol).tiers;
    const tier = tiers.find((candidate) => gross <= candidate.maxValue) ?? tiers[tiers.length - 1]!;
    bound += gross * (tier.ratePpm + feePpm);
  }
  return balance * 1_000_000n > bound;
}

/**
 * Isolated takeover at the bankruptcy price: the user loses exactly the position's margin, and
 * the insurance fund takes the position at the entry value less (long) or plus (short) that
 * margin, so any gain or loss from there on is the fund's.
 */
export function liquidateIsolated(
  e: FuturesCore,
  market: Market,
  position: Position,
  ts: number,
  out: FuturesEvent[],
): void {
  cancelAccountOrders(e, position.accountId, (symbol) => symbol === position.symbol, ts, out);
  const takeover =
    position.direction === PositionDirection.Long
      ? position.entryValue - position.margin
      : position.entryValue + position.margin;
  const value = takeover > 0n ? takeover : 0n;
  const pnl =
    position.direction === PositionDirection.Long ? value - position.entryValue : position.entryValue - value;
  takeOver(e, market, position, value, pnl, ts, out);
}

/**
 * Cross takeover: every cross position of the account goes to the insurance fund at the mark
 * price, then the account's remaining cross collateral (what was left above bankruptcy, or
 * the deficit below it) is settled with the fund, leaving the account's free balance at zero:
 * the same outcome as closing each position at the account's bankruptcy price.
 */
export function liquidateCross(e: FuturesCore, accountId: string, ts: number, out: FuturesEvent[]): void {
  cancelAccountOrders(
    e,
    accountId,
    (symbol) => e.settingsOf(accountId, symbol).marginMode === MarginMode.Cross,
    ts,
    out,
  );
  for (const position of e.positions.ownedBy(accountId)) {
    if (position.marginMode !== MarginMode.Cross) continue;
    const market = e.market(position.symbol);
    const value = e.valueAtMark(market, position);
    const pnl =
      position.direction === PositionDirection.Long
        ? value - position.entryValue
        : position.entryValue - value;
    takeOver(e, market, position, value, pnl, ts, out);
  }
  const remaining = e.ledger.balance(accountId, FUTURES_ASSET).available;
  if (remaining > 0n)
    e.ledger.post(FUTURES_ASSET, [accountId, 'available'], [INSURANCE_FUND, 'available'], remaining);
}

export function takeOver(
  e: FuturesCore,
  market: Market,
  position: Position,
  value: bigint,
  pnl: bigint,
  ts: number,
  out: FuturesEvent[],
): void {
  const { contract } = market;
  const size = position.size;
  releaseMargin(e, position, position.margin);
  position.entryValue = 0n;
  position.closeDeal += size;
  position.achieved += pnl;
  position.size = 0;
  settlePnl(e, position.accountId, undefined, pnl);
  e.touch(position);
  e.removePosition(position);
  const fundKey = positionKey(INSURANCE_FUND, contract.symbol, position.direction);
  const fund =
    e.positions.get(fundKey) ??
    emptyPosition(INSURANCE_FUND, contract.symbol, position.direction, MarginMode.Cross);
  fund.size += size;
  fund.entryValue += value;
  fund.openDeal += size;
  if (!e.positions.has(fundKey)) e.addPosition(fundKey, fund);
  const per = new Decimal(unitsToDecimal(value)).dividedBy(formatUnits(size, contract.sizePlace));
  out.push({
    type: 'liquidation',
    accountId: position.accountId,
    symbol: contract.symbol,
    positionSide: position.direction,
    marginMode: position.marginMode,
    size: formatUnits(size, contract.sizePlace),
    markPrice: formatUnits(market.markPrice ?? 0, contract.pricePlace),
    takeoverPrice: per.toDecimalPlaces(contract.pricePlace + 4).toFixed(),
    ts,
  });
}

export function cancelAccountOrders(
  e: FuturesCore,
  accountId: string,
  include: (symbol: string) => boolean,
  ts: number,
  out: FuturesEvent[],
): void {
  for (const order of e.orders.ownedBy(accountId)) {
    if (include(order.symbol)) {
      cancelResting(e, e.market(order.symbol), order, ts, out);
    }
  }
  for (const trigger of [...e.triggers.values()]) {
    if (trigger.command.accountId === accountId && include(trigger.command.symbol)) {
      e.removeTrigger(trigger);
      out.push(doneTriggerEvent(e, trigger, 'cancelled', ts));
    }
  }
}

/** The insurance fund offers the positions it took over back to the book, as market orders. */
export function unwindInsurance(e: FuturesCore, market: Market, ts: number, out: FuturesEvent[]): void {
  for (const direction of [PositionDirection.Long, PositionDirection.Short]) {
    const position = e.positions.get(positionKey(INSURANCE_FUND, market.contract.symbol, direction));
    if (position === undefined) continue;
    place(e, closingOrder(e, position, ts), e.nextOrderId++, out);
  }
}
