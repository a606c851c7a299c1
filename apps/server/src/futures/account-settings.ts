import { MarginMode, PositionMode } from '@tideline/core/futures';
import { parseUnits } from '../markets/fixed-point.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import type { FuturesCore } from './core.ts';
import { rejection } from './events.ts';
import { moveToMargin, releaseMargin } from './positions.ts';
import { ceilDiv, type Market, type Position, positionKey, tpslOnRightSide } from './state.ts';
import type {
  AdjustMarginCommand,
  FuturesCommand,
  FuturesEvent,
  FuturesRejectReason,
  SetPositionTpslCommand,
  TriggerSpec,
} from './types.ts';

// Per-account settings: leverage, margin mode, position mode, a position's TP/SL and isolated margin.

/** Sets an account's leverage on a contract; false (with the rejection in `out`) when refused. */
export function setLeverage(
  e: FuturesCore,
  accountId: string,
  symbol: string,
  leverage: number,
  command: FuturesCommand,
  out: FuturesEvent[],
): boolean {
  const reject = (reason: FuturesRejectReason) => {
    out.push(rejection(e, command, accountId, symbol, undefined, reason));
    return false;
  };
  const market = e.markets.get(symbol);
  if (market === undefined) return reject('unknown-symbol');
  const tiers = market.contract.riskTiers;
  if (!Number.isSafeInteger(leverage) || leverage < 1) return reject('invalid-leverage');
  if (leverage > Number(tiers[0]!.maxLeverage)) return reject('leverage-above-tier-max');
  if (e.hasOrders(accountId, symbol)) return reject('has-open-orders');
  const held = e.symbolPositions(accountId, symbol);
  const grossValue = held.reduce((sum, position) => sum + e.valueAtMark(market, position), 0n);
  if (e.maxValueForLeverage(market, leverage) < grossValue) return reject('leverage-above-tier-max');
  let needed = 0n;
  const required = held.map((position) => ceilDiv(position.entryValue, BigInt(leverage)));
  held.forEach((position, index) => {
    const delta = required[index]! - position.margin;
    if (delta > 0n) needed += delta;
  });
  if (needed > e.usableFree(accountId)) return reject('insufficient-balance');
  held.forEach((position, index) => {
    const target = required[index]!;
    // Isolated margin added by hand stays when leverage rises; cross margin follows leverage.
    if (target > position.margin) moveToMargin(e, position, target - position.margin);
    else if (position.marginMode === MarginMode.Cross) releaseMargin(e, position, position.margin - target);
  });
  e.updateSettings(accountId, symbol, { leverage });
  return true;
}

export function setMarginMode(
  e: FuturesCore,
  accountId: string,
  symbol: string,
  marginMode: MarginMode,
  command: FuturesCommand,
  out: FuturesEvent[],
): void {
  const reject = (reason: FuturesRejectReason) =>
    out.push(rejection(e, command, accountId, symbol, undefined, reason));
  if (!e.markets.has(symbol)) return void reject('unknown-symbol');
  if (marginMode !== MarginMode.Fixed && marginMode !== MarginMode.Cross) return void reject('invalid-order');
  if (e.symbolPositions(accountId, symbol).length > 0) return void reject('has-position');
  if (e.hasOrders(accountId, symbol)) return void reject('has-open-orders');
  e.updateSettings(accountId, symbol, { marginMode });
}

export function setPositionMode(
  e: FuturesCore,
  accountId: string,
  positionMode: PositionMode,
  command: FuturesCommand,
  out: FuturesEvent[],
): void {
  const reject = (reason: FuturesRejectReason) =>
    out.push(rejection(e, command, accountId, undefined, undefined, reason));
  if (positionMode !== PositionMode.OneWay && positionMode !== PositionMode.TwoWay)
    return void reject('invalid-order');
  if (e.positions.ownedBy(accountId).length > 0) return void reject('has-position');
  if (e.hasOrders(accountId)) return void reject('has-open-orders');
  e.positionModes.set(accountId, positionMode);
}

export function setPositionTpsl(e: FuturesCore, command: SetPositionTpslCommand, out: FuturesEvent[]): void {
  const reject = (reason: FuturesRejectReason) =>
    out.push(rejection(e, command, command.accountId, command.symbol, undefined, reason));
  const market = e.markets.get(command.symbol);
  if (market === undefined) return void reject('unknown-symbol');
  const position = e.positions.get(positionKey(command.accountId, command.symbol, command.positionSide));
  if (position === undefined) return void reject('no-position');
  const reference = market.markPrice ?? e.entryTicks(position);
  const check = (spec: TriggerSpec | null | undefined, kind: 'tp' | 'sl'): boolean => {
    if (spec === null || spec === undefined) return true;
    const ticks = e.parseTrigger(market, spec);
    return ticks !== undefined && tpslOnRightSide(position.direction, kind === 'tp', ticks, reference);
  };
  if (!check(command.takeProfit, 'tp')) return void reject('invalid-take-profit');
  if (!check(command.stopLoss, 'sl')) return void reject('invalid-stop-loss');
  e.setTpsl(
    position,
    command.takeProfit === undefined ? position.takeProfit : e.normaliseTrigger(market, command.takeProfit),
    command.stopLoss === undefined ? position.stopLoss : e.normaliseTrigger(market, command.stopLoss),
  );
  e.touch(position);
}

export function adjustMargin(e: FuturesCore, command: AdjustMarginCommand, out: FuturesEvent[]): void {
  const reject = (reason: FuturesRejectReason) =>
    out.push(rejection(e, command, command.accountId, command.symbol, undefined, reason));
  const market = e.markets.get(command.symbol);
  if (market === undefined) return void reject('unknown-symbol');
  const position = e.positions.get(positionKey(command.accountId, command.symbol, command.positionSide));
  if (position === undefined) return void reject('no-position');
  if (position.marginMode !== MarginMode.Fixed) return void reject('not-isolated');
  const amount = parseUnits(command.amount, LEDGER_DECIMALS);
  if (amount === undefined || amount <= 0n) return void reject('invalid-amount');
  if (command.action === 'add') {
    if (amount > e.usableFree(command.accountId)) return void reject('insufficient-balance');
    moveToMargin(e, position, amount);
    return;
  }
  if (amount > removableMargin(e, market, position)) return void reject('margin-below-initial');
  releaseMargin(e, position, amount);
}

/**
 * Isolated margin that may be taken out: what exceeds the initial margin of the position at
 * its entry value and leverage, less any unrealised loss at the mark price.
 */
export function removableMargin(e: FuturesCore, market: Market, position: Position): bigint {
  const leverage = BigInt(e.settingsOf(position.accountId, position.symbol).leverage);
  const initial = ceilDiv(position.entryValue, leverage);
  const upnl = e.unrealised(market, position);
  const removable = position.margin - initial + (upnl < 0n ? upnl : 0n);
  return removable > 0n ? removable : 0n;
}
