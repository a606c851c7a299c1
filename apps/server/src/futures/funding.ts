import { MarginMode, PositionDirection } from '@tideline/core/futures';
import { formatUnits, parseSafeUnits, parseUnits } from '../markets/fixed-point.ts';
import {
  FUNDING_POOL,
  FUTURES_ASSET,
  isVenueAccount,
  positionMarginAccount,
  SPOT_WALLETS,
} from './accounts.ts';
import type { FuturesCore } from './core.ts';
import { rejection } from './events.ts';
import { liquidate, unwindInsurance } from './liquidation.ts';
import { debit } from './positions.ts';
import { FUNDING_RATE_DECIMALS, indexPriceFrom, nextFundingTimeAfter } from './prices.ts';
import { nextMarkUnits } from './prices-fixed.ts';
import { ceilDiv, type Market, type Position, unitsToDecimal } from './state.ts';
import { runTriggers } from './triggers.ts';
import type { FuturesEvent, SpotPricesCommand } from './types.ts';
import { predictedFundingRate, ticker } from './views.ts';

// Prices and funding: the index and mark updates that drive triggers and liquidation, and the funding
// settlement.

export function updatePrices(e: FuturesCore, command: SpotPricesCommand, out: FuturesEvent[]): void {
  const market = e.markets.get(command.symbol);
  if (market === undefined) {
    out.push(rejection(e, command, SPOT_WALLETS, command.symbol, undefined, 'unknown-symbol'));
    return;
  }
  const place = market.contract.pricePlace;
  const parse = (text: string | undefined) => (text === undefined ? undefined : parseSafeUnits(text, place));
  const quote = { bid: parse(command.bid), ask: parse(command.ask), last: parse(command.last) };
  const invalid = (['bid', 'ask', 'last'] as const).some(
    (name) => command[name] !== undefined && quote[name] === undefined,
  );
  const index = indexPriceFrom(quote);
  if (invalid || index === undefined) {
    out.push(rejection(e, command, SPOT_WALLETS, command.symbol, undefined, 'invalid-price'));
    return;
  }
  const update = nextMarkUnits(index, market.basis, market.book.bestBid(), market.book.bestAsk());
  market.indexPrice = index;
  market.markPrice = update.markPrice;
  market.basis = update.basis;
  market.premiumSum += update.premium;
  market.premiumSamples += 1;
  market.nextFundingTime ??= nextFundingTimeAfter(command.ts, e.config.fundingIntervalMs);
  runTriggers(e, command.symbol, command.ts, out);
  liquidate(e, market, command.ts, out);
  unwindInsurance(e, market, command.ts, out);
  runTriggers(e, command.symbol, command.ts, out);
  const prices = ticker(e, command.symbol);
  out.push({
    type: 'prices',
    symbol: command.symbol,
    indexPrice: prices.indexPrice!,
    markPrice: prices.markPrice!,
    lastPrice: prices.lastPrice,
    fundingRate: prices.fundingRate,
    nextFundingTime: market.nextFundingTime,
    ts: command.ts,
  });
}

export function settleDueFunding(e: FuturesCore, ts: number, out: FuturesEvent[]): void {
  for (const market of e.markets.values()) {
    if (
      market.nextFundingTime === undefined ||
      ts < market.nextFundingTime ||
      market.markPrice === undefined
    ) {
      continue;
    }
    const rate = predictedFundingRate(e, market);
    payFunding(e, market, rate, ts, out);
    market.lastFundingRate = rate;
    market.premiumSum = 0n;
    market.premiumSamples = 0;
    market.nextFundingTime = nextFundingTimeAfter(ts, e.config.fundingIntervalMs);
  }
}

/**
 * Every position pays or receives value at mark x rate: payers (longs for a positive rate) are
 * debited rounded up into the funding pool, then receivers credited rounded down from it, so
 * the pool never pays out more than it took. Isolated positions pay from and are paid into
 * their margin, cross positions their account's free balance.
 */
export function payFunding(
  e: FuturesCore,
  market: Market,
  rateText: string,
  ts: number,
  out: FuturesEvent[],
): void {
  const scale = 10n ** BigInt(FUNDING_RATE_DECIMALS);
  const rate = parseUnits(rateText.replace('-', ''), FUNDING_RATE_DECIMALS)!;
  if (rate === 0n) return;
  const payers = rateText.startsWith('-') ? PositionDirection.Short : PositionDirection.Long;
  const positions = [...e.positions.values()].filter(
    (position) => position.symbol === market.contract.symbol,
  );
  const mark = formatUnits(market.markPrice!, market.contract.pricePlace);
  const record = (position: Position, amount: bigint) =>
    out.push({
      type: 'funding',
      symbol: position.symbol,
      accountId: position.accountId,
      positionSide: position.direction,
      rate: rateText,
      markPrice: mark,
      amount: unitsToDecimal(amount),
      ts,
    });
  for (const position of positions) {
    if (position.direction !== payers) continue;
    const owed = ceilDiv(e.valueAtMark(market, position) * rate, scale);
    const paid = owed - debitForFunding(e, position, owed);
    position.achieved -= paid;
    e.touch(position);
    record(position, -paid);
  }
  for (const position of positions) {
    if (position.direction === payers) continue;
    const amount = (e.valueAtMark(market, position) * rate) / scale;
    const wallet = position.accountId;
    if (position.marginMode === MarginMode.Fixed && !isVenueAccount(wallet)) {
      const account = positionMarginAccount(wallet, position.symbol, position.direction);
      e.ledger.post(FUTURES_ASSET, [FUNDING_POOL, 'available'], [account, 'available'], amount);
      position.margin += amount;
    } else {
      e.ledger.post(FUTURES_ASSET, [FUNDING_POOL, 'available'], [wallet, 'available'], amount);
    }
    position.achieved += amount;
    e.touch(position);
    record(position, amount);
  }
}

export function debitForFunding(e: FuturesCore, position: Position, amount: bigint): bigint {
  if (position.marginMode === MarginMode.Fixed && !isVenueAccount(position.accountId)) {
    const taken = amount < position.margin ? amount : position.margin;
    const account = positionMarginAccount(position.accountId, position.symbol, position.direction);
    e.ledger.post(FUTURES_ASSET, [account, 'available'], [FUNDING_POOL, 'available'], taken);
    position.margin -= taken;
    return amount - taken;
  }
  return debit(e, position.accountId, position, amount, FUNDING_POOL);
}
