import { Decimal } from '@tideline/core/decimal';
import {
  checkStopLoss,
  checkTakeProfit,
  MarginMode,
  maxLeverageFor,
  maxNotionalForLeverage,
  PositionDirection,
  PositionMode,
} from '@tideline/core/futures';
import { OrderBook } from '../markets/engine/order-book.ts';
import type { EngineEvent, TradeEvent } from '../markets/engine/types.ts';
import { formatUnits, parseSafeUnits, parseUnits } from '../markets/fixed-point.ts';
import { type FeeTierName, feeFor, isFeeTierName } from '../markets/ledger/fee-tiers.ts';
import { Ledger } from '../markets/ledger/ledger.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import {
  FUNDING_POOL,
  FUTURES_ASSET,
  FUTURES_FEES,
  INSURANCE_FUND,
  isPositionMarginAccount,
  isVenueAccount,
  positionMarginAccount,
  SETTLEMENT,
  SPOT_WALLETS,
  VENUE_TREASURY,
} from './accounts.ts';
import { CONTRACTS, type ContractSpec } from './contracts.ts';
import { CrossingIndex, type WatchedPrice } from './crossing-index.ts';
import { getFuturesFeeTier, ppmToRate } from './fee-tiers.ts';
import { type Band, intersect, LiquidationBands, safeBand } from './liquidation-bands.ts';
import {
  type CrossAccountHolding,
  type CrossSymbolHolding,
  crossShouldLiquidate,
  type IsolatedHolding,
  isolatedShouldLiquidate,
} from './liquidation-math.ts';
import { crossLiquidationTicks, isolatedLiquidationTicks, requirementPpm } from './liquidation-price.ts';
import { OwnedMap } from './owned-map.ts';
import { buildPositionView } from './position-view.ts';
import {
  FUNDING_RATE_DECIMALS,
  fundingRate,
  indexPriceFrom,
  nextFundingTimeAfter,
  nextMarkPrice,
} from './prices.ts';
import {
  type ContractTicker,
  ceilDiv,
  DEFAULT_FUTURES_CONFIG,
  type FuturesConfig,
  type FuturesSnapshot,
  type Market,
  type OrderRecord,
  opposite,
  type Position,
  positionKey,
  type SymbolSettings,
  settingsKey,
  smaller,
  type TriggerOrder,
  unitsToDecimal,
} from './state.ts';
import type {
  AdjustMarginCommand,
  FundAccountCommand,
  FundInsuranceCommand,
  FuturesCancelReason,
  FuturesCommand,
  FuturesEvent,
  FuturesOpenOrderView,
  FuturesRejectReason,
  PendingTransfer,
  PlaceFuturesOrderCommand,
  PositionView,
  SetPositionTpslCommand,
  SpotPricesCommand,
  TransferCommand,
  TransferIntentCommand,
  TriggerSpec,
} from './types.ts';

export {
  type ContractTicker,
  DEFAULT_FUTURES_CONFIG,
  type FuturesConfig,
  type FuturesSnapshot,
} from './state.ts';

/** Orders one account may have open on one contract (issue #21 item 14); the venue's own are exempt. */
export const FUTURES_OPEN_ORDER_LIMIT = 200;
/** Triggers fired by one price can fill orders that fire others; this bounds the cascade. */
const MAX_TRIGGER_PASSES = 32;

/**
 * The deterministic state machine of the USDT-margined perpetuals: one order book per contract
 * (the spot matching engine, reused), positions, margin and a double-entry ledger, driven only by
 * `apply(command)`. The same commands in the same order give the same events and state, so the
 * server can journal commands and replay them, or restore a snapshot and replay the rest.
 *
 * Money rules, all in integer ledger units (10^-8 USDT):
 * - an opening order holds its initial margin (value / leverage, rounded up) plus the taker fee
 *   of its value at its limit price (a market order: the value it will take from the book);
 *   reduce-only orders hold nothing;
 * - a fill releases the order's hold pro rata, then moves the position's margin (fill value /
 *   leverage, rounded up) from the free balance to the position's margin account and charges
 *   the fee (maker or taker rate of the account's tier, rounded up) to the fee account;
 * - closing removes the closed share of the entry value and of the margin; the realised PnL is
 *   paid by or to the settlement account; a loss the account cannot cover is paid by the
 *   insurance fund;
 * - funding, every interval, moves notional x rate at the mark price from every payer (longs
 *   when the rate is positive) to the funding pool and from the pool to every receiver.
 */
export class FuturesExchange {
  readonly config: FuturesConfig;
  private readonly markets = new Map<string, Market>();
  private readonly positions = new OwnedMap<string, Position>();
  private readonly orders = new OwnedMap<number, OrderRecord>();
  private readonly triggers = new Map<number, TriggerOrder>();
  private readonly settings = new Map<string, SymbolSettings>();
  private readonly positionModes = new Map<string, PositionMode>();
  private readonly feeTiers = new Map<string, FeeTierName>();
  /** Transfers between wallets whose spot leg is not yet known to be settled, by transfer id. */
  private readonly pendingTransfers = new Map<string, PendingTransfer>();
  private ledger = new Ledger();
  private nextOrderId = 1;
  private readonly touchedPositions = new Map<string, Position>();
  /** Accounts whose balance changed in this command, in the order they first changed. */
  private readonly touchedAccounts = new Set<string>();
  /** Trigger orders by contract, watched price and level. */
  private readonly triggerIndex = new CrossingIndex<TriggerOrder>();
  /** Positions' take profit and stop loss levels, and what each position has in the index. */
  private readonly tpslIndex = new CrossingIndex<Position>();
  private readonly tpslLevels = new Map<Position, Array<readonly [WatchedPrice, boolean, number]>>();
  /** Creation number of each open position: the order the venue looks at positions in. */
  private readonly positionSeq = new Map<Position, number>();
  private nextPositionSeq = 1;
  /** Mark-price bands inside which each account is sure not to be liquidatable. */
  private readonly bands = new LiquidationBands();
  /** Accounts whose bands must be recomputed before the next liquidation check. */
  private readonly dirtyAccounts = new Set<string>();

  constructor(config: Partial<FuturesConfig> = {}, contracts: readonly ContractSpec[] = CONTRACTS) {
    this.config = { ...DEFAULT_FUTURES_CONFIG, ...config };
    for (const contract of contracts) {
      this.markets.set(contract.symbol, {
        contract,
        book: new OrderBook(),
        unitsPerTickLot: 10n ** BigInt(LEDGER_DECIMALS - contract.pricePlace - contract.sizePlace),
        pricePlace: contract.pricePlace,
        sizePlace: contract.sizePlace,
        tiers: contract.riskTiers.map((tier) => ({
          maxValue: parseUnits(String(tier.maxNotional), LEDGER_DECIMALS)!,
          ratePpm: parseUnits(String(tier.maintenanceMarginRate), 6)!,
          amount: parseUnits(String(tier.maintenanceAmount), LEDGER_DECIMALS)!,
        })),
        maxValueByLeverage: new Map(),
        indexPrice: undefined,
        markPrice: undefined,
        lastPrice: undefined,
        basis: '0',
        premiumSum: '0',
        premiumSamples: 0,
        nextFundingTime: undefined,
        lastFundingRate: '0',
      });
    }
  }

  apply(command: FuturesCommand): FuturesEvent[] {
    const out: FuturesEvent[] = [];
    this.settleDueFunding(command.ts, out);
    switch (command.type) {
      case 'transfer':
        this.transfer(command, out);
        break;
      case 'transfer-intent':
        this.transferIntent(command, out);
        break;
      case 'transfer-settled':
        this.pendingTransfers.delete(command.transferId);
        break;
      case 'fund-insurance':
        this.fundFromTreasury(INSURANCE_FUND, command, out);
        break;
      case 'fund-account':
        if (isVenueAccount(command.accountId) || isPositionMarginAccount(command.accountId)) {
          out.push(this.rejection(command, command.accountId, undefined, undefined, 'invalid-order'));
        } else {
          this.fundFromTreasury(command.accountId, command, out);
        }
        break;
      case 'set-fee-tier':
        if (isFeeTierName(command.tier)) {
          this.feeTiers.set(command.accountId, command.tier);
          this.dirtyAccounts.add(command.accountId);
        } else out.push(this.rejection(command, command.accountId, undefined, undefined, 'unknown-fee-tier'));
        break;
      case 'set-leverage':
        this.setLeverage(command.accountId, command.symbol, command.leverage, command, out);
        break;
      case 'set-margin-mode':
        this.setMarginMode(command.accountId, command.symbol, command.marginMode, command, out);
        break;
      case 'set-position-mode':
        this.setPositionMode(command.accountId, command.positionMode, command, out);
        break;
      case 'place':
        // An order may carry the leverage it was sized at: it is set first, in the same command
        // (one journal entry), so the order never meets another leverage and a refused leverage
        // refuses the order.
        if (
          command.leverage !== undefined &&
          this.markets.has(command.symbol) &&
          command.leverage !== this.symbolSettings(command.accountId, command.symbol).leverage &&
          !this.setLeverage(command.accountId, command.symbol, command.leverage, command, out)
        )
          break;
        this.place(command, this.nextOrderId++, out);
        this.runTriggers(command.symbol, command.ts, out);
        break;
      case 'cancel':
        this.cancel(command.accountId, command.symbol, command.orderId, command, out);
        break;
      case 'set-position-tpsl':
        this.setPositionTpsl(command, out);
        break;
      case 'adjust-margin':
        this.adjustMargin(command, out);
        break;
      case 'spot-prices':
        this.updatePrices(command, out);
        break;
    }
    this.flushChanges(command.ts, out);
    return out;
  }

  // ---- queries -------------------------------------------------------------------------------

  contracts(): ContractSpec[] {
    return [...this.markets.values()].map((market) => market.contract);
  }

  book(symbol: string): OrderBook {
    return this.market(symbol).book;
  }

  ticker(symbol: string): ContractTicker {
    const market = this.market(symbol);
    const place = market.contract.pricePlace;
    const price = (ticks: number | undefined) => (ticks === undefined ? null : formatUnits(ticks, place));
    return {
      symbol,
      indexPrice: price(market.indexPrice),
      markPrice: price(market.markPrice),
      lastPrice: price(market.lastPrice),
      fundingRate: this.predictedFundingRate(market),
      lastFundingRate: market.lastFundingRate,
      nextFundingTime: market.nextFundingTime ?? null,
      fundingIntervalMs: this.config.fundingIntervalMs,
    };
  }

  /** Free balance and the margin held for open orders. */
  balance(accountId: string): { available: string; hold: string } {
    const balance = this.ledger.balance(accountId, FUTURES_ASSET);
    return { available: unitsToDecimal(balance.available), hold: unitsToDecimal(balance.hold) };
  }

  /** Any ledger account's total (available + hold), e.g. the insurance fund's. */
  ledgerTotal(ledgerAccount: string): string {
    const balance = this.ledger.balance(ledgerAccount, FUTURES_ASSET);
    return unitsToDecimal(balance.available + balance.hold);
  }

  /** What a transfer out or a new order may use: free balance less unrealised cross losses. */
  availableToTrade(accountId: string): string {
    return unitsToDecimal(this.usableFree(accountId));
  }

  positionMode(accountId: string): PositionMode {
    return this.positionModes.get(accountId) ?? PositionMode.OneWay;
  }

  symbolSettings(accountId: string, symbol: string): SymbolSettings {
    const stored = this.settings.get(settingsKey(accountId, symbol));
    return stored
      ? { ...stored }
      : { leverage: this.config.defaultLeverage, marginMode: this.config.defaultMarginMode };
  }

  feeTierOf(accountId: string): FeeTierName {
    return this.feeTiers.get(accountId) ?? 'VIP0';
  }

  positionsOf(accountId: string, symbol?: string): PositionView[] {
    const views: PositionView[] = [];
    for (const position of this.positions.ownedBy(accountId)) {
      if (symbol !== undefined && position.symbol !== symbol) continue;
      views.push(this.positionView(position));
    }
    return views;
  }

  /** One leg's open size in lots (0 when none): positionsOf's count without its maths. */
  legSize(accountId: string, symbol: string, direction: PositionDirection): number {
    return this.positions.get(positionKey(accountId, symbol, direction))?.size ?? 0;
  }

  /** Open size on a contract in lots, long minus short: what positionsOf says, without its maths. */
  netSize(accountId: string, symbol: string): number {
    const size = (direction: PositionDirection) =>
      this.positions.get(positionKey(accountId, symbol, direction))?.size ?? 0;
    return size(PositionDirection.Long) - size(PositionDirection.Short);
  }

  /** How many orders the account has open on one contract (resting and untriggered). */
  private openOrderCount(accountId: string, symbol: string): number {
    let count = 0;
    for (const order of this.orders.readOwned(accountId)) if (order.symbol === symbol) count += 1;
    return count;
  }

  /** Resting orders, then untriggered trigger orders (price 0 for a market order). */
  openOrders(accountId: string, symbol?: string): FuturesOpenOrderView[] {
    const result: FuturesOpenOrderView[] = [];
    for (const order of this.orders.ownedBy(accountId)) {
      if (symbol !== undefined && order.symbol !== symbol) continue;
      const place = this.market(order.symbol).contract;
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
    for (const trigger of this.triggers.values()) {
      const command = trigger.command;
      if (command.accountId !== accountId || (symbol !== undefined && command.symbol !== symbol)) continue;
      const contract = this.market(command.symbol).contract;
      result.push({
        orderId: trigger.orderId,
        symbol: command.symbol,
        side: command.side,
        positionSide: this.orderPositionSide(command),
        reduceOnly: this.isReduceOnly(command),
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

  // ---- snapshot ------------------------------------------------------------------------------

  snapshot(): FuturesSnapshot {
    return {
      version: 1,
      config: this.config,
      nextOrderId: this.nextOrderId,
      markets: [...this.markets.values()].map((market) => ({
        symbol: market.contract.symbol,
        book: market.book.snapshot(),
        indexPrice: market.indexPrice ?? null,
        markPrice: market.markPrice ?? null,
        lastPrice: market.lastPrice ?? null,
        basis: market.basis,
        premiumSum: market.premiumSum,
        premiumSamples: market.premiumSamples,
        nextFundingTime: market.nextFundingTime ?? null,
        lastFundingRate: market.lastFundingRate,
      })),
      positions: [...this.positions.values()].map((position) => ({
        ...position,
        entryValue: position.entryValue.toString(),
        margin: position.margin.toString(),
        achieved: position.achieved.toString(),
      })),
      orders: [...this.orders.values()].map((order) => ({ ...order, hold: order.hold.toString() })),
      triggers: [...this.triggers.values()],
      settings: [...this.settings].map(([key, value]) => [key, { ...value }] as const),
      positionModes: [...this.positionModes],
      feeTiers: [...this.feeTiers],
      pendingTransfers: [...this.pendingTransfers.values()],
      ledger: this.ledger.snapshot(),
    };
  }

  static restore(snapshot: FuturesSnapshot, contracts: readonly ContractSpec[] = CONTRACTS): FuturesExchange {
    const exchange = new FuturesExchange(snapshot.config, contracts);
    exchange.nextOrderId = snapshot.nextOrderId;
    exchange.ledger = Ledger.restore(snapshot.ledger);
    for (const saved of snapshot.markets) {
      const market = exchange.market(saved.symbol);
      exchange.markets.set(saved.symbol, {
        ...market,
        book: OrderBook.restore(saved.book),
        indexPrice: saved.indexPrice ?? undefined,
        markPrice: saved.markPrice ?? undefined,
        lastPrice: saved.lastPrice ?? undefined,
        basis: saved.basis,
        premiumSum: saved.premiumSum,
        premiumSamples: saved.premiumSamples,
        nextFundingTime: saved.nextFundingTime ?? undefined,
        lastFundingRate: saved.lastFundingRate,
      });
    }
    for (const saved of snapshot.positions) {
      const position: Position = {
        ...saved,
        entryValue: BigInt(saved.entryValue),
        margin: BigInt(saved.margin),
        achieved: BigInt(saved.achieved),
      };
      exchange.addPosition(positionKey(saved.accountId, saved.symbol, saved.direction), position);
      exchange.indexTpsl(position);
      exchange.dirtyAccounts.add(position.accountId);
    }
    for (const saved of snapshot.orders)
      exchange.orders.set(saved.orderId, { ...saved, hold: BigInt(saved.hold) });
    for (const trigger of snapshot.triggers) exchange.addTrigger(trigger);
    for (const [key, value] of snapshot.settings) exchange.settings.set(key, { ...value });
    for (const [accountId, mode] of snapshot.positionModes) exchange.positionModes.set(accountId, mode);
    for (const [accountId, tier] of snapshot.feeTiers) exchange.feeTiers.set(accountId, tier);
    for (const pending of snapshot.pendingTransfers ?? [])
      exchange.pendingTransfers.set(pending.transferId, pending);
    return exchange;
  }

  // ---- invariants ----------------------------------------------------------------------------

  /**
   * Everything that must hold between commands; returns the broken rules (empty when sound):
   * the ledger sums to zero with no user bucket negative; the USDT inside the venue (users,
   * fees, insurance fund, funding pool, settlement) equals what came in from spot wallets and
   * the treasury; every contract has as much long as short open size; the settlement account
   * equals short entry values minus long entry values; each position's margin equals its margin
   * account; each account's hold equals its orders' holds; every order record matches its
   * resting order; resting reduce-only orders never exceed what they may reduce.
   */
  checkInvariants(): string[] {
    const problems = this.ledger.checkConservation();
    const totals = new Map<string, bigint>();
    for (const [account, , available, hold] of this.ledger.snapshot().balances) {
      totals.set(account, BigInt(available) + BigInt(hold));
    }
    let inside = 0n;
    for (const [account, total] of totals) {
      if (account !== SPOT_WALLETS && account !== VENUE_TREASURY) inside += total;
    }
    const external = (totals.get(SPOT_WALLETS) ?? 0n) + (totals.get(VENUE_TREASURY) ?? 0n);
    if (inside !== -external)
      problems.push(`USDT inside ${inside} differs from money brought in ${-external}`);

    const openInterest = new Map<string, number>();
    let settlement = 0n;
    for (const position of this.positions.values()) {
      const sign = position.direction === PositionDirection.Long ? 1 : -1;
      openInterest.set(position.symbol, (openInterest.get(position.symbol) ?? 0) + sign * position.size);
      settlement +=
        position.direction === PositionDirection.Short ? position.entryValue : -position.entryValue;
      if (position.size <= 0)
        problems.push(`${positionKey(position.accountId, position.symbol, position.direction)} is empty`);
      if (!isVenueAccount(position.accountId)) {
        const account = positionMarginAccount(position.accountId, position.symbol, position.direction);
        const actual = this.ledger.balance(account, FUTURES_ASSET);
        if (actual.available !== position.margin || actual.hold !== 0n) {
          problems.push(`${account} holds ${actual.available}, position margin ${position.margin}`);
        }
      }
    }
    for (const [symbol, net] of openInterest) {
      if (net !== 0) problems.push(`${symbol}: long and short open sizes differ by ${net}`);
    }
    const settlementBalance = totals.get(SETTLEMENT) ?? 0n;
    if (settlementBalance !== settlement) {
      problems.push(`settlement holds ${settlementBalance}, entry values imply ${settlement}`);
    }
    for (const [account, total] of totals) {
      if (account.includes('#') && total !== 0n) {
        const [accountId, symbol, direction] = account.split('#') as [string, string, string];
        if (!this.positions.has(positionKey(accountId, symbol, Number(direction) as PositionDirection))) {
          problems.push(`${account} holds ${total} without a position`);
        }
      }
    }

    const holds = new Map<string, bigint>();
    const reducing = new Map<string, number>();
    const restingSameSide = new Map<string, number>();
    const recordsPerBook = new Map<string, number>();
    for (const order of this.orders.values()) {
      const resting = this.market(order.symbol).book.getOrder(order.orderId);
      if (resting === undefined) problems.push(`order ${order.orderId} has a record but is not on the book`);
      else if (resting.size !== order.remaining) {
        problems.push(`order ${order.orderId} remaining ${order.remaining}, book ${resting.size}`);
      }
      holds.set(order.accountId, (holds.get(order.accountId) ?? 0n) + order.hold);
      recordsPerBook.set(order.symbol, (recordsPerBook.get(order.symbol) ?? 0) + 1);
      const key = positionKey(order.accountId, order.symbol, order.positionSide);
      if (order.reduceOnly) reducing.set(key, (reducing.get(key) ?? 0) + order.remaining);
      else {
        const closes = positionKey(order.accountId, order.symbol, opposite(order.positionSide));
        restingSameSide.set(closes, (restingSameSide.get(closes) ?? 0) + order.remaining);
      }
      if (order.reduceOnly && order.hold !== 0n)
        problems.push(`reduce-only order ${order.orderId} holds margin`);
    }
    for (const [accountId, expected] of holds) {
      const actual = this.ledger.balance(accountId, FUTURES_ASSET).hold;
      if (actual !== expected) problems.push(`${accountId} hold ${actual}, orders hold ${expected}`);
    }
    for (const [key, size] of reducing) {
      const position = this.positions.get(key);
      const [accountId] = key.split('|') as [string];
      const oneWay = this.positionMode(accountId) === PositionMode.OneWay;
      const limit = (position?.size ?? 0) - (oneWay ? (restingSameSide.get(key) ?? 0) : 0);
      if (size > Math.max(0, limit)) problems.push(`${key}: reduce-only orders ${size} exceed ${limit}`);
    }
    for (const market of this.markets.values()) {
      const records = recordsPerBook.get(market.contract.symbol) ?? 0;
      if (market.book.orderCount !== records) {
        problems.push(
          `${market.contract.symbol}: ${market.book.orderCount} resting orders, ${records} records`,
        );
      }
    }
    return problems;
  }

  // ---- commands ------------------------------------------------------------------------------

  private transferAmount(accountId: string, amountText: string): bigint | undefined {
    const amount = parseUnits(amountText, LEDGER_DECIMALS);
    if (amount === undefined || amount <= 0n || isVenueAccount(accountId) || accountId.includes('#'))
      return undefined;
    return amount;
  }

  private transfer(command: TransferCommand, out: FuturesEvent[]): void {
    const { accountId, transferId } = command;
    const amount = this.transferAmount(accountId, command.amount);
    const pending = transferId === undefined ? undefined : this.pendingTransfers.get(transferId);
    // A transfer in with an id completes exactly its own intent; a transfer out opens a new one.
    const mismatched =
      transferId !== undefined &&
      (command.direction === 'in'
        ? pending === undefined || pending.accountId !== accountId || pending.amount !== command.amount
        : pending !== undefined);
    if (amount === undefined || mismatched) {
      out.push(this.rejection(command, accountId, undefined, undefined, 'invalid-amount'));
      return;
    }
    if (command.direction === 'in') {
      this.ledger.post(FUTURES_ASSET, [SPOT_WALLETS, 'available'], [accountId, 'available'], amount);
      if (transferId !== undefined) this.pendingTransfers.delete(transferId);
      return;
    }
    if (this.usableFree(accountId) < amount) {
      out.push(this.rejection(command, accountId, undefined, undefined, 'insufficient-balance'));
      return;
    }
    this.ledger.post(FUTURES_ASSET, [accountId, 'available'], [SPOT_WALLETS, 'available'], amount);
    if (transferId !== undefined)
      this.pendingTransfers.set(transferId, {
        transferId,
        direction: 'out',
        accountId,
        amount: command.amount,
      });
  }

  private fundFromTreasury(
    target: string,
    command: FundInsuranceCommand | FundAccountCommand,
    out: FuturesEvent[],
  ): void {
    const amount = parseUnits(command.amount, LEDGER_DECIMALS);
    if (amount === undefined || amount <= 0n) {
      out.push(this.rejection(command, VENUE_TREASURY, undefined, undefined, 'invalid-amount'));
      return;
    }
    this.ledger.post(FUTURES_ASSET, [VENUE_TREASURY, 'available'], [target, 'available'], amount);
  }

  private transferIntent(command: TransferIntentCommand, out: FuturesEvent[]): void {
    const { transferId, accountId } = command;
    if (
      this.transferAmount(accountId, command.amount) === undefined ||
      this.pendingTransfers.has(transferId)
    ) {
      out.push(this.rejection(command, accountId, undefined, undefined, 'invalid-amount'));
      return;
    }
    this.pendingTransfers.set(transferId, { transferId, direction: 'in', accountId, amount: command.amount });
  }

  /** Transfers whose spot leg is not known to be settled (what recovery must look at). */
  pendingTransferList(): PendingTransfer[] {
    return [...this.pendingTransfers.values()];
  }

  /** Sets an account's leverage on a contract; false (with the rejection in `out`) when refused. */
  private setLeverage(
    accountId: string,
    symbol: string,
    leverage: number,
    command: FuturesCommand,
    out: FuturesEvent[],
  ): boolean {
    const reject = (reason: FuturesRejectReason) => {
      out.push(this.rejection(command, accountId, symbol, undefined, reason));
      return false;
    };
    const market = this.markets.get(symbol);
    if (market === undefined) return reject('unknown-symbol');
    const tiers = market.contract.riskTiers;
    if (!Number.isSafeInteger(leverage) || leverage < 1) return reject('invalid-leverage');
    if (new Decimal(leverage).greaterThan(maxLeverageFor(0, tiers))) return reject('leverage-above-tier-max');
    if (this.hasOrders(accountId, symbol)) return reject('has-open-orders');
    const held = this.symbolPositions(accountId, symbol);
    const grossValue = held.reduce((sum, position) => sum + this.valueAtMark(market, position), 0n);
    const gross = unitsToDecimal(grossValue);
    if (maxNotionalForLeverage(leverage, tiers).lessThan(gross)) return reject('leverage-above-tier-max');
    let needed = 0n;
    const required = held.map((position) => ceilDiv(position.entryValue, BigInt(leverage)));
    held.forEach((position, index) => {
      const delta = required[index]! - position.margin;
      if (delta > 0n) needed += delta;
    });
    if (needed > this.usableFree(accountId)) return reject('insufficient-balance');
    held.forEach((position, index) => {
      const target = required[index]!;
      // Isolated margin added by hand stays when leverage rises; cross margin follows leverage.
      if (target > position.margin) this.moveToMargin(position, target - position.margin);
      else if (position.marginMode === MarginMode.Cross)
        this.releaseMargin(position, position.margin - target);
    });
    this.updateSettings(accountId, symbol, { leverage });
    return true;
  }

  private setMarginMode(
    accountId: string,
    symbol: string,
    marginMode: MarginMode,
    command: FuturesCommand,
    out: FuturesEvent[],
  ): void {
    const reject = (reason: FuturesRejectReason) =>
      out.push(this.rejection(command, accountId, symbol, undefined, reason));
    if (!this.markets.has(symbol)) return void reject('unknown-symbol');
    if (marginMode !== MarginMode.Fixed && marginMode !== MarginMode.Cross)
      return void reject('invalid-order');
    if (this.symbolPositions(accountId, symbol).length > 0) return void reject('has-position');
    if (this.hasOrders(accountId, symbol)) return void reject('has-open-orders');
    this.updateSettings(accountId, symbol, { marginMode });
  }

  private setPositionMode(
    accountId: string,
    positionMode: PositionMode,
    command: FuturesCommand,
    out: FuturesEvent[],
  ): void {
    const reject = (reason: FuturesRejectReason) =>
      out.push(this.rejection(command, accountId, undefined, undefined, reason));
    if (positionMode !== PositionMode.OneWay && positionMode !== PositionMode.TwoWay)
      return void reject('invalid-order');
    if (this.positions.ownedBy(accountId).length > 0) return void reject('has-position');
    if (this.hasOrders(accountId)) return void reject('has-open-orders');
    this.positionModes.set(accountId, positionMode);
  }

  private setPositionTpsl(command: SetPositionTpslCommand, out: FuturesEvent[]): void {
    const reject = (reason: FuturesRejectReason) =>
      out.push(this.rejection(command, command.accountId, command.symbol, undefined, reason));
    const market = this.markets.get(command.symbol);
    if (market === undefined) return void reject('unknown-symbol');
    const position = this.positions.get(positionKey(command.accountId, command.symbol, command.positionSide));
    if (position === undefined) return void reject('no-position');
    const reference = market.markPrice ?? this.entryTicks(position);
    const place = market.contract.pricePlace;
    const check = (spec: TriggerSpec | null | undefined, kind: 'tp' | 'sl'): boolean => {
      if (spec === null || spec === undefined) return true;
      const ticks = this.parseTrigger(market, spec);
      if (ticks === undefined) return false;
      const input = {
        direction: position.direction,
        triggerPrice: formatUnits(ticks, place),
        referencePrice: formatUnits(reference, place),
      };
      return (kind === 'tp' ? checkTakeProfit(input) : checkStopLoss(input)) === 'valid';
    };
    if (!check(command.takeProfit, 'tp')) return void reject('invalid-take-profit');
    if (!check(command.stopLoss, 'sl')) return void reject('invalid-stop-loss');
    this.setTpsl(
      position,
      command.takeProfit === undefined
        ? position.takeProfit
        : this.normaliseTrigger(market, command.takeProfit),
      command.stopLoss === undefined ? position.stopLoss : this.normaliseTrigger(market, command.stopLoss),
    );
    this.touch(position);
  }

  private adjustMargin(command: AdjustMarginCommand, out: FuturesEvent[]): void {
    const reject = (reason: FuturesRejectReason) =>
      out.push(this.rejection(command, command.accountId, command.symbol, undefined, reason));
    const market = this.markets.get(command.symbol);
    if (market === undefined) return void reject('unknown-symbol');
    const position = this.positions.get(positionKey(command.accountId, command.symbol, command.positionSide));
    if (position === undefined) return void reject('no-position');
    if (position.marginMode !== MarginMode.Fixed) return void reject('not-isolated');
    const amount = parseUnits(command.amount, LEDGER_DECIMALS);
    if (amount === undefined || amount <= 0n) return void reject('invalid-amount');
    if (command.action === 'add') {
      if (amount > this.usableFree(command.accountId)) return void reject('insufficient-balance');
      this.moveToMargin(position, amount);
      return;
    }
    if (amount > this.removableMargin(market, position)) return void reject('margin-below-initial');
    this.releaseMargin(position, amount);
  }

  /**
   * Isolated margin that may be taken out: what exceeds the initial margin of the position at
   * its entry value and leverage, less any unrealised loss at the mark price.
   */
  private removableMargin(market: Market, position: Position): bigint {
    const leverage = BigInt(this.symbolSettings(position.accountId, position.symbol).leverage);
    const initial = ceilDiv(position.entryValue, leverage);
    const upnl = this.unrealised(market, position);
    const removable = position.margin - initial + (upnl < 0n ? upnl : 0n);
    return removable > 0n ? removable : 0n;
  }

  private place(command: PlaceFuturesOrderCommand, orderId: number, out: FuturesEvent[]): void {
    const reject = (reason: FuturesRejectReason) =>
      out.push(this.rejection(command, command.accountId, command.symbol, orderId, reason));
    const market = this.markets.get(command.symbol);
    if (market === undefined) return void reject('unknown-symbol');
    const { contract, book } = market;
    const isVenue = isVenueAccount(command.accountId);
    if (command.accountId.includes('#') || (isVenue && command.accountId !== INSURANCE_FUND)) {
      return void reject('invalid-order');
    }
    if (command.side !== 'buy' && command.side !== 'sell') return void reject('invalid-order');
    if (!isVenue && this.openOrderCount(command.accountId, command.symbol) >= FUTURES_OPEN_ORDER_LIMIT)
      return void reject('open-order-limit');
    let size = parseSafeUnits(command.size, contract.sizePlace);
    if (size === undefined) return void reject('invalid-size');
    if (size > contract.maxSizeLots) return void reject('above-max-size');
    const isLimit = command.orderType === 'limit';
    let price = 0;
    if (isLimit) {
      const parsed =
        command.price === undefined ? undefined : parseSafeUnits(command.price, contract.pricePlace);
      if (parsed === undefined || parsed > contract.maxPriceTicks) return void reject('invalid-price');
      price = parsed;
    } else if (command.orderType !== 'market' || command.price !== undefined || command.postOnly === true) {
      return void reject('invalid-order');
    }
    const mode = this.positionMode(command.accountId);
    if (mode === PositionMode.TwoWay && !isVenue) {
      if (
        command.positionSide !== PositionDirection.Long &&
        command.positionSide !== PositionDirection.Short
      ) {
        return void reject('position-side-required');
      }
    }
    const positionSide = this.orderPositionSide(command);
    const reduceOnly = this.isReduceOnly(command);
    const opensDirection = command.side === 'buy' ? PositionDirection.Long : PositionDirection.Short;

    const reference = isLimit ? price : (market.markPrice ?? market.lastPrice);
    let takeProfit: TriggerSpec | null = null;
    let stopLoss: TriggerSpec | null = null;
    if (!reduceOnly && (command.takeProfit !== undefined || command.stopLoss !== undefined)) {
      if (reference === undefined) return void reject('no-mark-price');
      const validate = (spec: TriggerSpec, kind: 'tp' | 'sl'): boolean => {
        const ticks = this.parseTrigger(market, spec);
        if (ticks === undefined) return false;
        const input = {
          direction: opensDirection,
          triggerPrice: formatUnits(ticks, contract.pricePlace),
          referencePrice: formatUnits(reference, contract.pricePlace),
        };
        return (kind === 'tp' ? checkTakeProfit(input) : checkStopLoss(input)) === 'valid';
      };
      if (command.takeProfit !== undefined) {
        if (!validate(command.takeProfit, 'tp')) return void reject('invalid-take-profit');
        takeProfit = this.normaliseTrigger(market, command.takeProfit);
      }
      if (command.stopLoss !== undefined) {
        if (!validate(command.stopLoss, 'sl')) return void reject('invalid-stop-loss');
        stopLoss = this.normaliseTrigger(market, command.stopLoss);
      }
    }

    if (command.trigger !== undefined) {
      const ticks = this.parseTrigger(market, command.trigger);
      if (ticks === undefined) return void reject('invalid-trigger');
      const now = command.trigger.priceType === 'mark' ? market.markPrice : market.lastPrice;
      if (now === undefined) return void reject('no-mark-price');
      if (ticks === now) return void reject('invalid-trigger');
      const { trigger: _fired, ...rest } = command;
      this.addTrigger({
        orderId,
        command: rest,
        triggerPrice: ticks,
        priceType: command.trigger.priceType,
        rises: ticks > now,
      });
      out.push(this.orderEvent('untriggered', orderId, command, positionSide, reduceOnly, size, price));
      return;
    }

    const stp = 'cancel-newest';
    let hold = 0n;
    if (reduceOnly) {
      const position = this.positions.get(positionKey(command.accountId, command.symbol, positionSide));
      const pending = this.restingReduceOnly(command.accountId, command.symbol, positionSide);
      const room = (position?.size ?? 0) - pending;
      if (room <= 0) return void reject('reduce-only-nothing-to-reduce');
      size = Math.min(size, room);
    } else if (!isVenue) {
      const settings = this.symbolSettings(command.accountId, command.symbol);
      const value = isLimit
        ? BigInt(price) * BigInt(size) * market.unitsPerTickLot
        : book.estimateTake(command.side, undefined, size, command.accountId, stp).notional *
          market.unitsPerTickLot;
      // In one-way mode the part that closes the opposite position needs no margin, only its fee.
      const closable =
        mode === PositionMode.OneWay
          ? (this.positions.get(positionKey(command.accountId, command.symbol, opposite(opensDirection)))
              ?.size ?? 0)
          : 0;
      const openingLots = Math.max(0, size - closable);
      const openingValue = (value * BigInt(openingLots)) / BigInt(size);
      const takerPpm = getFuturesFeeTier(this.feeTierOf(command.accountId)).takerRatePpm;
      hold = ceilDiv(openingValue, BigInt(settings.leverage)) + feeFor(value, takerPpm);
      const current = this.positions.get(positionKey(command.accountId, command.symbol, opensDirection));
      const priceForTier = isLimit ? price : (market.markPrice ?? market.lastPrice ?? 0);
      const resultingValue =
        (current === undefined ? 0n : this.valueAtMark(market, current)) +
        BigInt(priceForTier) * BigInt(openingLots) * market.unitsPerTickLot;
      if (this.maxValueForLeverage(market, settings.leverage) < resultingValue) {
        return void reject('notional-above-tier-max');
      }
      if (hold > this.usableFree(command.accountId)) return void reject('insufficient-balance');
    }

    const events: EngineEvent[] = [];
    book.place(
      {
        type: 'place',
        orderId,
        accountId: command.accountId,
        side: command.side,
        orderType: command.orderType,
        ...(isLimit ? { price } : {}),
        size,
        ...(command.timeInForce === undefined ? {} : { timeInForce: command.timeInForce }),
        ...(command.postOnly === undefined ? {} : { postOnly: command.postOnly }),
        selfTradePrevention: stp,
        ts: command.ts,
      },
      events,
    );
    for (const event of events) {
      switch (event.type) {
        case 'accepted':
          this.ledger.placeHold(command.accountId, FUTURES_ASSET, hold);
          this.orders.set(orderId, {
            orderId,
            accountId: command.accountId,
            symbol: command.symbol,
            side: command.side,
            positionSide,
            reduceOnly,
            orderType: command.orderType,
            limitPrice: price,
            hold,
            remaining: size,
            takeProfit,
            stopLoss,
            placedAt: command.ts,
          });
          out.push(this.orderEvent('accepted', orderId, command, positionSide, reduceOnly, size, price));
          break;
        case 'trade':
          this.settleTrade(market, event, out);
          break;
        case 'done':
          this.finishOrder(event.orderId, event.cancelReason, event.filled, command.ts, out);
          break;
        case 'rejected':
          // A post-only order that would take is cancelled, not refused: only FOK refuses here.
          reject(event.reason === 'fok-not-fillable' ? event.reason : 'invalid-order');
          break;
        default:
          break;
      }
    }
    this.trimReduceOnly(command.accountId, command.symbol, command.ts, out);
  }

  private cancel(
    accountId: string,
    symbol: string,
    orderId: number,
    command: FuturesCommand,
    out: FuturesEvent[],
  ): void {
    const trigger = this.triggers.get(orderId);
    if (
      trigger !== undefined &&
      trigger.command.accountId === accountId &&
      trigger.command.symbol === symbol
    ) {
      this.removeTrigger(trigger);
      out.push(this.doneTriggerEvent(trigger, 'cancelled', command.ts));
      return;
    }
    const order = this.orders.get(orderId);
    const market = this.markets.get(symbol);
    if (
      order === undefined ||
      market === undefined ||
      order.accountId !== accountId ||
      order.symbol !== symbol
    ) {
      out.push(this.rejection(command, accountId, symbol, orderId, 'unknown-order'));
      return;
    }
    this.cancelResting(market, order, command.ts, out);
  }

  /** `why` overrides the engine's reason ('user') when the venue, not the owner, cancels it. */
  private cancelResting(
    market: Market,
    order: OrderRecord,
    ts: number,
    out: FuturesEvent[],
    why?: FuturesCancelReason,
  ): void {
    const events: EngineEvent[] = [];
    market.book.cancel({ type: 'cancel', orderId: order.orderId, ts }, events);
    for (const event of events) {
      if (event.type === 'done') {
        this.finishOrder(event.orderId, why ?? event.cancelReason, event.filled, ts, out);
      }
    }
  }

  private finishOrder(
    orderId: number,
    cancelReason: FuturesCancelReason | null,
    filled: number,
    ts: number,
    out: FuturesEvent[],
  ): void {
    const order = this.orders.get(orderId);
    if (order === undefined) return;
    this.ledger.releaseHold(order.accountId, FUTURES_ASSET, order.hold);
    this.orders.delete(orderId);
    const contract = this.market(order.symbol).contract;
    out.push({
      type: 'order',
      status: 'done',
      symbol: order.symbol,
      orderId,
      accountId: order.accountId,
      side: order.side,
      positionSide: order.positionSide,
      reduceOnly: order.reduceOnly,
      orderType: order.orderType,
      price: order.orderType === 'market' ? null : formatUnits(order.limitPrice, contract.pricePlace),
      size: formatUnits(filled, contract.sizePlace),
      reason: cancelReason === null ? 'filled' : 'cancelled',
      ...(cancelReason === null ? {} : { cancelReason }),
      ts,
    });
  }

  // ---- trades --------------------------------------------------------------------------------

  private settleTrade(market: Market, trade: TradeEvent, out: FuturesEvent[]): void {
    const maker = this.orders.get(trade.makerOrderId)!;
    const taker = this.orders.get(trade.takerOrderId)!;
    const makerResult = this.fill(market, maker, trade.price, trade.size, true);
    const takerResult = this.fill(market, taker, trade.price, trade.size, false);
    market.lastPrice = trade.price;
    const { contract } = market;
    out.push({
      type: 'trade',
      symbol: contract.symbol,
      tradeId: trade.tradeId,
      price: formatUnits(trade.price, contract.pricePlace),
      size: formatUnits(trade.size, contract.sizePlace),
      takerSide: trade.takerSide,
      makerOrderId: trade.makerOrderId,
      makerAccountId: trade.makerAccountId,
      takerOrderId: trade.takerOrderId,
      takerAccountId: trade.takerAccountId,
      makerFee: unitsToDecimal(makerResult.fee),
      takerFee: unitsToDecimal(takerResult.fee),
      makerRealisedPnl: unitsToDecimal(makerResult.pnl),
      takerRealisedPnl: unitsToDecimal(takerResult.pnl),
      ts: trade.ts,
    });
  }

  /** Applies one side of a fill to its order, positions and the ledger. */
  private fill(
    market: Market,
    order: OrderRecord,
    price: number,
    size: number,
    isMaker: boolean,
  ): { fee: bigint; pnl: bigint } {
    const released =
      size === order.remaining ? order.hold : (order.hold * BigInt(size)) / BigInt(order.remaining);
    this.ledger.releaseHold(order.accountId, FUTURES_ASSET, released);
    order.hold -= released;
    order.remaining -= size;

    const accountId = order.accountId;
    let closing = 0;
    let closeDirection = order.positionSide;
    if (order.reduceOnly) {
      closing = size;
    } else if (this.positionMode(accountId) === PositionMode.OneWay) {
      closeDirection = opposite(order.positionSide);
      const against = this.positions.get(positionKey(accountId, market.contract.symbol, closeDirection));
      closing = Math.min(size, against?.size ?? 0);
    }
    const opening = size - closing;
    let pnl = 0n;
    let feeTarget: Position | undefined;
    if (closing > 0) {
      const position = this.positions.get(positionKey(accountId, market.contract.symbol, closeDirection));
      if (position === undefined || position.size < closing) {
        throw new Error(`order ${order.orderId} would close more than position ${closeDirection} holds`);
      }
      pnl = this.closePart(market, position, price, closing);
      if (position.size === 0) this.removePosition(position);
      feeTarget = position;
    }
    if (opening > 0) feeTarget = this.openPart(market, order, price, opening);

    const value = BigInt(price) * BigInt(size) * market.unitsPerTickLot;
    let fee = 0n;
    if (!isVenueAccount(accountId)) {
      const tier = getFuturesFeeTier(this.feeTierOf(accountId));
      const wanted = feeFor(value, isMaker ? tier.makerRatePpm : tier.takerRatePpm);
      // A fee the account can no longer pay (its collateral is gone) is waived, never owed.
      fee = wanted - this.debit(accountId, feeTarget, wanted, FUTURES_FEES);
      if (feeTarget !== undefined) {
        feeTarget.achieved -= fee;
        this.touch(feeTarget);
      }
    }
    return { fee, pnl };
  }

  private openPart(market: Market, order: OrderRecord, price: number, size: number): Position {
    const symbol = market.contract.symbol;
    const key = positionKey(order.accountId, symbol, order.positionSide);
    let position = this.positions.get(key);
    if (position === undefined) {
      position = {
        accountId: order.accountId,
        symbol,
        direction: order.positionSide,
        marginMode: isVenueAccount(order.accountId)
          ? MarginMode.Cross
          : this.symbolSettings(order.accountId, symbol).marginMode,
        size: 0,
        entryValue: 0n,
        margin: 0n,
        openDeal: 0,
        closeDeal: 0,
        achieved: 0n,
        takeProfit: null,
        stopLoss: null,
      };
      this.addPosition(key, position);
    }
    const value = BigInt(price) * BigInt(size) * market.unitsPerTickLot;
    position.size += size;
    position.entryValue += value;
    position.openDeal += size;
    if (order.takeProfit !== null || order.stopLoss !== null) {
      this.setTpsl(position, order.takeProfit ?? position.takeProfit, order.stopLoss ?? position.stopLoss);
    }
    if (!isVenueAccount(order.accountId)) {
      const leverage = BigInt(this.symbolSettings(order.accountId, symbol).leverage);
      const wanted = ceilDiv(value, leverage);
      const free = this.ledger.balance(order.accountId, FUTURES_ASSET).available;
      this.moveToMargin(position, smaller(wanted, free));
    }
    this.touch(position);
    return position;
  }

  /**
   * Closes `size` lots at `price`: the closed share of the entry value and margin leave the
   * position, the margin share returns to the free balance and the realised PnL is settled.
   */
  private closePart(market: Market, position: Position, price: number, size: number): bigint {
    const whole = size === position.size;
    const basis = whole ? position.entryValue : (position.entryValue * BigInt(size)) / BigInt(position.size);
    const marginShare = whole ? position.margin : (position.margin * BigInt(size)) / BigInt(position.size);
    const closeValue = BigInt(price) * BigInt(size) * market.unitsPerTickLot;
    const pnl = position.direction === PositionDirection.Long ? closeValue - basis : basis - closeValue;
    this.releaseMargin(position, marginShare);
    position.entryValue -= basis;
    position.size -= size;
    position.closeDeal += size;
    position.achieved += pnl;
    this.settlePnl(position.accountId, position, pnl);
    this.touch(position);
    return pnl;
  }

  private settlePnl(accountId: string, position: Position | undefined, pnl: bigint): void {
    if (pnl > 0n) {
      this.ledger.post(FUTURES_ASSET, [SETTLEMENT, 'available'], [accountId, 'available'], pnl);
    } else if (pnl < 0n) {
      const shortfall = this.debit(accountId, position, -pnl, SETTLEMENT);
      if (shortfall > 0n) {
        this.ledger.post(FUTURES_ASSET, [INSURANCE_FUND, 'available'], [SETTLEMENT, 'available'], shortfall);
      }
    }
  }

  /**
   * Takes `amount` for `target` from the free balance, then from the position's own margin,
   * then (cross) from the account's other cross margins; returns what could not be taken.
   * Venue accounts always pay in full.
   */
  private debit(accountId: string, position: Position | undefined, amount: bigint, target: string): bigint {
    if (amount <= 0n) return 0n;
    if (isVenueAccount(accountId)) {
      this.ledger.post(FUTURES_ASSET, [accountId, 'available'], [target, 'available'], amount);
      return 0n;
    }
    let left = amount;
    const take = (from: string, available: bigint, onTaken: (taken: bigint) => void) => {
      const taken = available < left ? available : left;
      if (taken <= 0n) return;
      this.ledger.post(FUTURES_ASSET, [from, 'available'], [target, 'available'], taken);
      onTaken(taken);
      left -= taken;
    };
    take(accountId, this.ledger.balance(accountId, FUTURES_ASSET).available, () => undefined);
    const sources: Position[] = [];
    if (position !== undefined && position.margin > 0n) sources.push(position);
    if (position === undefined || position.marginMode === MarginMode.Cross) {
      for (const other of this.positions.readOwned(accountId)) {
        if (other !== position && other.marginMode === MarginMode.Cross) {
          sources.push(other);
        }
      }
    }
    for (const source of sources) {
      if (left === 0n) break;
      take(positionMarginAccount(accountId, source.symbol, source.direction), source.margin, (taken) => {
        source.margin -= taken;
        this.touch(source);
      });
    }
    return left;
  }

  private moveToMargin(position: Position, amount: bigint): void {
    if (amount <= 0n) return;
    const account = positionMarginAccount(position.accountId, position.symbol, position.direction);
    this.ledger.post(FUTURES_ASSET, [position.accountId, 'available'], [account, 'available'], amount);
    position.margin += amount;
    this.touch(position);
  }

  private releaseMargin(position: Position, amount: bigint): void {
    if (amount <= 0n || isVenueAccount(position.accountId)) return;
    const account = positionMarginAccount(position.accountId, position.symbol, position.direction);
    this.ledger.post(FUTURES_ASSET, [account, 'available'], [position.accountId, 'available'], amount);
    position.margin -= amount;
    this.touch(position);
  }

  /**
   * Keeps every resting reduce-only order able to fill without ever opening or growing a
   * position: their open sizes on a position may not exceed its size, less (one-way mode) the
   * resting ordinary orders on the closing side, which could fill first and flip it. The newest
   * reduce-only orders are shrunk or cancelled first.
   */
  private trimReduceOnly(accountId: string, symbol: string, ts: number, out: FuturesEvent[]): void {
    const market = this.markets.get(symbol);
    if (market === undefined || isVenueAccount(accountId)) return;
    const oneWay = this.positionMode(accountId) === PositionMode.OneWay;
    for (const direction of [PositionDirection.Long, PositionDirection.Short]) {
      const reducing: OrderRecord[] = [];
      let ordinary = 0;
      for (const order of this.orders.readOwned(accountId)) {
        if (order.symbol !== symbol) continue;
        if (order.reduceOnly && order.positionSide === direction) reducing.push(order);
        else if (!order.reduceOnly && order.positionSide !== direction) ordinary += order.remaining;
      }
      if (reducing.length === 0) continue;
      const size = this.positions.get(positionKey(accountId, symbol, direction))?.size ?? 0;
      const room = Math.max(0, size - (oneWay ? ordinary : 0));
      let total = reducing.reduce((sum, order) => sum + order.remaining, 0);
      reducing.sort((a, b) => b.orderId - a.orderId);
      for (const order of reducing) {
        if (total <= room) break;
        const excess = total - room;
        if (excess >= order.remaining) {
          total -= order.remaining;
          this.cancelResting(market, order, ts, out, 'reduce-only');
        } else {
          const events: EngineEvent[] = [];
          market.book.amend(
            { type: 'amend', orderId: order.orderId, size: order.remaining - excess, ts },
            events,
          );
          order.remaining -= excess;
          total -= excess;
          out.push(this.recordEvent('trimmed', order, ts));
        }
      }
    }
  }

  // ---- prices, triggers, liquidation, funding ------------------------------------------------

  private updatePrices(command: SpotPricesCommand, out: FuturesEvent[]): void {
    const market = this.markets.get(command.symbol);
    if (market === undefined) {
      out.push(this.rejection(command, SPOT_WALLETS, command.symbol, undefined, 'unknown-symbol'));
      return;
    }
    const place = market.contract.pricePlace;
    const parse = (text: string | undefined) =>
      text === undefined ? undefined : parseSafeUnits(text, place);
    const quote = { bid: parse(command.bid), ask: parse(command.ask), last: parse(command.last) };
    const invalid = (['bid', 'ask', 'last'] as const).some(
      (name) => command[name] !== undefined && quote[name] === undefined,
    );
    const index = indexPriceFrom(quote);
    if (invalid || index === undefined) {
      out.push(this.rejection(command, SPOT_WALLETS, command.symbol, undefined, 'invalid-price'));
      return;
    }
    const update = nextMarkPrice(index, market.basis, market.book.bestBid(), market.book.bestAsk());
    market.indexPrice = index;
    market.markPrice = update.markPrice;
    market.basis = update.basis;
    market.premiumSum = new Decimal(market.premiumSum).plus(update.premium).toFixed();
    market.premiumSamples += 1;
    market.nextFundingTime ??= nextFundingTimeAfter(command.ts, this.config.fundingIntervalMs);
    this.runTriggers(command.symbol, command.ts, out);
    this.liquidate(market, command.ts, out);
    this.unwindInsurance(market, command.ts, out);
    this.runTriggers(command.symbol, command.ts, out);
    const ticker = this.ticker(command.symbol);
    out.push({
      type: 'prices',
      symbol: command.symbol,
      indexPrice: ticker.indexPrice!,
      markPrice: ticker.markPrice!,
      lastPrice: ticker.lastPrice,
      fundingRate: ticker.fundingRate,
      nextFundingTime: market.nextFundingTime,
      ts: command.ts,
    });
  }

  private predictedFundingRate(market: Market): string {
    return fundingRate(
      market.premiumSum,
      market.premiumSamples,
      this.config.fundingIntervalMs,
      market.contract.fundingRateCap,
    ).toFixed(FUNDING_RATE_DECIMALS);
  }

  /**
   * Fires trigger orders and position TP/SL whose price has been crossed, until none fires. Each
   * pass fires the crossed trigger orders in order id order, then the crossed positions (those
   * open when the pass began) in creation order, each looked up at the prices of that moment;
   * the sorted indexes hand over only what the prices have crossed.
   */
  private runTriggers(symbol: string, ts: number, out: FuturesEvent[]): void {
    const market = this.markets.get(symbol);
    if (market === undefined) return;
    for (let pass = 0; pass < MAX_TRIGGER_PASSES; pass += 1) {
      let fired = false;
      let after = 0;
      for (;;) {
        const trigger = this.triggerIndex.earliest(
          symbol,
          market.markPrice,
          market.lastPrice,
          after,
          Number.MAX_SAFE_INTEGER,
        );
        if (trigger === undefined) break;
        after = trigger.orderId;
        this.removeTrigger(trigger);
        out.push(this.doneTriggerEvent(trigger, 'triggered', ts));
        this.place({ ...trigger.command, ts }, trigger.orderId, out);
        fired = true;
      }
      const openAtStart = this.nextPositionSeq - 1;
      after = 0;
      for (;;) {
        const position = this.tpslIndex.earliest(
          symbol,
          market.markPrice,
          market.lastPrice,
          after,
          openAtStart,
        );
        if (position === undefined) break;
        after = this.positionSeq.get(position)!;
        this.setTpsl(position, null, null);
        this.touch(position);
        for (const order of this.orders.ownedBy(position.accountId)) {
          if (order.symbol === symbol && order.reduceOnly && order.positionSide === position.direction) {
            this.cancelResting(market, order, ts, out);
          }
        }
        this.place(this.closingOrder(position, ts), this.nextOrderId++, out);
        fired = true;
      }
      if (!fired) return;
    }
  }

  private closingOrder(position: Position, ts: number): PlaceFuturesOrderCommand {
    const contract = this.market(position.symbol).contract;
    return {
      type: 'place',
      accountId: position.accountId,
      symbol: position.symbol,
      side: position.direction === PositionDirection.Long ? 'sell' : 'buy',
      positionSide: position.direction,
      reduceOnly: true,
      orderType: 'market',
      size: formatUnits(position.size, contract.sizePlace),
      ts,
    };
  }

  /**
   * Liquidates what the mark price has made liquidatable. Only accounts whose safe band (see
   * liquidation-bands.ts) the mark has left are looked at; their positions on the contract are
   * taken in creation order, isolated ones one by one, then each cross account.
   */
  private liquidate(market: Market, ts: number, out: FuturesEvent[]): void {
    const symbol = market.contract.symbol;
    const mark = market.markPrice;
    if (mark === undefined) return;
    this.refreshBands();
    const accounts = this.bands.outside(symbol, mark);
    if (accounts.size === 0) return;
    const candidates: Position[] = [];
    for (const accountId of accounts) {
      this.dirtyAccounts.add(accountId);
      for (const position of this.positions.ownedBy(accountId)) {
        if (position.symbol === symbol) candidates.push(position);
      }
    }
    candidates.sort((a, b) => this.positionSeq.get(a)! - this.positionSeq.get(b)!);
    const crossAccounts = new Set<string>();
    for (const position of candidates) {
      if (isVenueAccount(position.accountId)) continue;
      if (position.marginMode === MarginMode.Cross) {
        crossAccounts.add(position.accountId);
        continue;
      }
      if (this.clearlySafe(position.accountId, [position], position.margin)) continue;
      const holding = this.isolatedHolding(position);
      if (!isolatedShouldLiquidate(holding, formatUnits(mark, market.contract.pricePlace))) continue;
      this.liquidateIsolated(market, position, ts, out);
    }
    for (const accountId of crossAccounts) {
      const cross = this.positions.ownedBy(accountId).filter((p) => p.marginMode === MarginMode.Cross);
      const free = this.ledger.balance(accountId, FUTURES_ASSET).available;
      if (
        this.clearlySafe(
          accountId,
          cross,
          cross.reduce((sum, p) => sum + p.margin, free),
        )
      )
        continue;
      if (crossShouldLiquidate(this.crossHolding(accountId).account)) this.liquidateCross(accountId, ts, out);
    }
  }

  /** Recomputes the bands of every account whose balance or positions changed since last time. */
  private refreshBands(): void {
    this.drainLedgerTouches();
    for (const accountId of this.dirtyAccounts) this.indexAccount(accountId);
    this.dirtyAccounts.clear();
  }

  private indexAccount(accountId: string): void {
    this.bands.clear(accountId);
    if (isVenueAccount(accountId)) return;
    const held = this.positions.ownedBy(accountId);
    if (held.length === 0) return;
    const feePpm = BigInt(getFuturesFeeTier(this.feeTierOf(accountId)).takerRatePpm);
    const bySymbol = new Map<string, Band | undefined>();
    const narrow = (symbol: string, band: Band | undefined) =>
      bySymbol.set(symbol, bySymbol.has(symbol) ? intersect(bySymbol.get(symbol), band) : band);
    const cross: Position[] = [];
    for (const position of held) {
      if (position.marginMode === MarginMode.Cross) {
        cross.push(position);
        continue;
      }
      narrow(position.symbol, this.bandOf([position], position.margin, feePpm));
    }
    if (cross.length > 0) {
      const symbol = cross[0]!.symbol;
      if (cross.every((position) => position.symbol === symbol)) {
        const free = this.ledger.balance(accountId, FUTURES_ASSET).available;
        narrow(
          symbol,
          this.bandOf(
            cross,
            cross.reduce((sum, p) => sum + p.margin, free),
            feePpm,
          ),
        );
      } else {
        for (const position of cross) narrow(position.symbol, undefined);
      }
    }
    for (const [symbol, band] of bySymbol) this.bands.set(accountId, symbol, band);
  }

  /** The band of one contract's positions with the given collateral (undefined: look every time). */
  private bandOf(positions: readonly Position[], collateral: bigint, feePpm: bigint): Band | undefined {
    const market = this.market(positions[0]!.symbol);
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
  private clearlySafe(accountId: string, positions: readonly Position[], collateral: bigint): boolean {
    const feePpm = BigInt(getFuturesFeeTier(this.feeTierOf(accountId)).takerRatePpm);
    let balance = collateral;
    const grossBySymbol = new Map<string, bigint>();
    for (const position of positions) {
      const market = this.market(position.symbol);
      balance += this.unrealised(market, position);
      const value = this.valueAtMark(market, position);
      grossBySymbol.set(position.symbol, (grossBySymbol.get(position.symbol) ?? 0n) + value);
    }
    let bound = 0n;
    for (const [symbol, gross] of grossBySymbol) {
      const tiers = this.market(symbol).tiers;
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
  private liquidateIsolated(market: Market, position: Position, ts: number, out: FuturesEvent[]): void {
    this.cancelAccountOrders(position.accountId, (symbol) => symbol === position.symbol, ts, out);
    const takeover =
      position.direction === PositionDirection.Long
        ? position.entryValue - position.margin
        : position.entryValue + position.margin;
    const value = takeover > 0n ? takeover : 0n;
    const pnl =
      position.direction === PositionDirection.Long
        ? value - position.entryValue
        : position.entryValue - value;
    this.takeOver(market, position, value, pnl, ts, out);
  }

  /**
   * Cross takeover: every cross position of the account goes to the insurance fund at the mark
   * price, then the account's remaining cross collateral (what was left above bankruptcy, or
   * the deficit below it) is settled with the fund, leaving the account's free balance at zero:
   * the same outcome as closing each position at the account's bankruptcy price.
   */
  private liquidateCross(accountId: string, ts: number, out: FuturesEvent[]): void {
    this.cancelAccountOrders(
      accountId,
      (symbol) => this.symbolSettings(accountId, symbol).marginMode === MarginMode.Cross,
      ts,
      out,
    );
    for (const position of this.positions.ownedBy(accountId)) {
      if (position.marginMode !== MarginMode.Cross) continue;
      const market = this.market(position.symbol);
      const value = this.valueAtMark(market, position);
      const pnl =
        position.direction === PositionDirection.Long
          ? value - position.entryValue
          : position.entryValue - value;
      this.takeOver(market, position, value, pnl, ts, out);
    }
    const remaining = this.ledger.balance(accountId, FUTURES_ASSET).available;
    if (remaining > 0n)
      this.ledger.post(FUTURES_ASSET, [accountId, 'available'], [INSURANCE_FUND, 'available'], remaining);
  }

  private takeOver(
    market: Market,
    position: Position,
    value: bigint,
    pnl: bigint,
    ts: number,
    out: FuturesEvent[],
  ): void {
    const { contract } = market;
    const size = position.size;
    this.releaseMargin(position, position.margin);
    position.entryValue = 0n;
    position.closeDeal += size;
    position.achieved += pnl;
    position.size = 0;
    this.settlePnl(position.accountId, undefined, pnl);
    this.touch(position);
    this.removePosition(position);
    const fundKey = positionKey(INSURANCE_FUND, contract.symbol, position.direction);
    const fund = this.positions.get(fundKey) ?? {
      accountId: INSURANCE_FUND,
      symbol: contract.symbol,
      direction: position.direction,
      marginMode: MarginMode.Cross,
      size: 0,
      entryValue: 0n,
      margin: 0n,
      openDeal: 0,
      closeDeal: 0,
      achieved: 0n,
      takeProfit: null,
      stopLoss: null,
    };
    fund.size += size;
    fund.entryValue += value;
    fund.openDeal += size;
    if (!this.positions.has(fundKey)) this.addPosition(fundKey, fund);
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

  private cancelAccountOrders(
    accountId: string,
    include: (symbol: string) => boolean,
    ts: number,
    out: FuturesEvent[],
  ): void {
    for (const order of this.orders.ownedBy(accountId)) {
      if (include(order.symbol)) {
        this.cancelResting(this.market(order.symbol), order, ts, out);
      }
    }
    for (const trigger of [...this.triggers.values()]) {
      if (trigger.command.accountId === accountId && include(trigger.command.symbol)) {
        this.removeTrigger(trigger);
        out.push(this.doneTriggerEvent(trigger, 'cancelled', ts));
      }
    }
  }

  /** The insurance fund offers the positions it took over back to the book, as market orders. */
  private unwindInsurance(market: Market, ts: number, out: FuturesEvent[]): void {
    for (const direction of [PositionDirection.Long, PositionDirection.Short]) {
      const position = this.positions.get(positionKey(INSURANCE_FUND, market.contract.symbol, direction));
      if (position === undefined) continue;
      this.place(this.closingOrder(position, ts), this.nextOrderId++, out);
    }
  }

  private settleDueFunding(ts: number, out: FuturesEvent[]): void {
    for (const market of this.markets.values()) {
      if (
        market.nextFundingTime === undefined ||
        ts < market.nextFundingTime ||
        market.markPrice === undefined
      ) {
        continue;
      }
      const rate = this.predictedFundingRate(market);
      this.payFunding(market, rate, ts, out);
      market.lastFundingRate = rate;
      market.premiumSum = '0';
      market.premiumSamples = 0;
      market.nextFundingTime = nextFundingTimeAfter(ts, this.config.fundingIntervalMs);
    }
  }

  /**
   * Every position pays or receives value at mark x rate: payers (longs for a positive rate) are
   * debited rounded up into the funding pool, then receivers credited rounded down from it, so
   * the pool never pays out more than it took. Isolated positions pay from and are paid into
   * their margin, cross positions their account's free balance.
   */
  private payFunding(market: Market, rateText: string, ts: number, out: FuturesEvent[]): void {
    const scale = 10n ** BigInt(FUNDING_RATE_DECIMALS);
    const rate = parseUnits(rateText.replace('-', ''), FUNDING_RATE_DECIMALS)!;
    if (rate === 0n) return;
    const payers = rateText.startsWith('-') ? PositionDirection.Short : PositionDirection.Long;
    const positions = [...this.positions.values()].filter(
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
      const owed = ceilDiv(this.valueAtMark(market, position) * rate, scale);
      const paid = owed - this.debitForFunding(position, owed);
      position.achieved -= paid;
      this.touch(position);
      record(position, -paid);
    }
    for (const position of positions) {
      if (position.direction === payers) continue;
      const amount = (this.valueAtMark(market, position) * rate) / scale;
      const wallet = position.accountId;
      if (position.marginMode === MarginMode.Fixed && !isVenueAccount(wallet)) {
        const account = positionMarginAccount(wallet, position.symbol, position.direction);
        this.ledger.post(FUTURES_ASSET, [FUNDING_POOL, 'available'], [account, 'available'], amount);
        position.margin += amount;
      } else {
        this.ledger.post(FUTURES_ASSET, [FUNDING_POOL, 'available'], [wallet, 'available'], amount);
      }
      position.achieved += amount;
      this.touch(position);
      record(position, amount);
    }
  }

  private debitForFunding(position: Position, amount: bigint): bigint {
    if (position.marginMode === MarginMode.Fixed && !isVenueAccount(position.accountId)) {
      const taken = amount < position.margin ? amount : position.margin;
      const account = positionMarginAccount(position.accountId, position.symbol, position.direction);
      this.ledger.post(FUTURES_ASSET, [account, 'available'], [FUNDING_POOL, 'available'], taken);
      position.margin -= taken;
      return amount - taken;
    }
    return this.debit(position.accountId, position, amount, FUNDING_POOL);
  }

  // ---- views and helpers ---------------------------------------------------------------------

  private positionView(position: Position): PositionView {
    const market = this.market(position.symbol);
    return buildPositionView({
      position,
      legs: this.symbolPositions(position.accountId, position.symbol),
      contract: market.contract,
      leverage: this.symbolSettings(position.accountId, position.symbol).leverage,
      positionMode: this.positionMode(position.accountId),
      markPrice: market.markPrice,
      liquidationPrice: position.size === 0 ? null : this.liquidationPrice(position),
    });
  }

  /**
   * The displayed liquidation price, the shared futures math's figure solved in integers (see
   * liquidation-price.ts); null when there is none.
   */
  liquidationPrice(position: Pick<Position, 'accountId' | 'symbol' | 'direction'>): string | null {
    const stored = this.positions.get(positionKey(position.accountId, position.symbol, position.direction));
    if (stored === undefined || isVenueAccount(stored.accountId)) return null;
    const market = this.market(stored.symbol);
    const feePpm = BigInt(getFuturesFeeTier(this.feeTierOf(stored.accountId)).takerRatePpm);
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
    let collateral = this.ledger.balance(stored.accountId, FUTURES_ASSET).available;
    let othersPpm = 0n;
    const others = new Map<string, Position[]>();
    for (const held of this.positions.readOwned(stored.accountId)) {
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
      const other = this.market(symbol);
      const mark = BigInt(other.markPrice ?? this.entryTicks(legs[0]!));
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

  private isolatedHolding(position: Position): IsolatedHolding {
    const contract = this.market(position.symbol).contract;
    const size = formatUnits(position.size, contract.sizePlace);
    return {
      direction: position.direction,
      entryPrice: new Decimal(unitsToDecimal(position.entryValue)).dividedBy(size).toFixed(),
      size,
      margin: unitsToDecimal(position.margin),
      tiers: contract.riskTiers,
      feeRate: this.takerRate(position.accountId),
    };
  }

  /** The account's cross positions grouped per symbol, in the §3 liquidation input's terms. */
  crossHolding(accountId: string): { account: CrossAccountHolding; symbols: string[] } {
    const bySymbol = new Map<string, Position[]>();
    for (const position of this.positions.readOwned(accountId)) {
      if (position.marginMode !== MarginMode.Cross) continue;
      const list = bySymbol.get(position.symbol) ?? [];
      list.push(position);
      bySymbol.set(position.symbol, list);
    }
    const feeRate = this.takerRate(accountId);
    const symbols = [...bySymbol.keys()];
    const holdings = symbols.map((symbol) => {
      const market = this.market(symbol);
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
      const markTicks = market.markPrice ?? this.entryTicks((long ?? short)!);
      return { holding, markPrice: formatUnits(markTicks, contract.pricePlace) };
    });
    const balance = this.ledger.balance(accountId, FUTURES_ASSET);
    return {
      account: {
        free: unitsToDecimal(balance.available),
        orderMargin: unitsToDecimal(balance.hold),
        symbols: holdings,
      },
      symbols,
    };
  }

  private takerRate(accountId: string): string {
    return ppmToRate(getFuturesFeeTier(this.feeTierOf(accountId)).takerRatePpm);
  }

  /** Free balance less the account's unrealised cross losses (never below zero). */
  private usableFree(accountId: string): bigint {
    let crossUpnl = 0n;
    for (const position of this.positions.readOwned(accountId)) {
      if (position.marginMode === MarginMode.Cross) {
        crossUpnl += this.unrealised(this.market(position.symbol), position);
      }
    }
    const free = this.ledger.balance(accountId, FUTURES_ASSET).available + (crossUpnl < 0n ? crossUpnl : 0n);
    return free > 0n ? free : 0n;
  }

  private unrealised(market: Market, position: Position): bigint {
    if (market.markPrice === undefined) return 0n;
    const value = this.valueAtMark(market, position);
    return position.direction === PositionDirection.Long
      ? value - position.entryValue
      : position.entryValue - value;
  }

  /** Position value at the mark price (at its entry value before any mark exists). */
  private valueAtMark(market: Market, position: Position): bigint {
    if (market.markPrice === undefined) return position.entryValue;
    return BigInt(market.markPrice) * BigInt(position.size) * market.unitsPerTickLot;
  }

  private entryTicks(position: Position): number {
    const market = this.market(position.symbol);
    if (position.size === 0) return 0;
    return Number(position.entryValue / (BigInt(position.size) * market.unitsPerTickLot));
  }

  private symbolPositions(accountId: string, symbol: string): Position[] {
    return [PositionDirection.Long, PositionDirection.Short]
      .map((direction) => this.positions.get(positionKey(accountId, symbol, direction)))
      .filter((position): position is Position => position !== undefined);
  }

  private hasOrders(accountId: string, symbol?: string): boolean {
    for (const order of this.orders.readOwned(accountId)) {
      if (symbol === undefined || order.symbol === symbol) return true;
    }
    for (const trigger of this.triggers.values()) {
      const command = trigger.command;
      if (command.accountId === accountId && (symbol === undefined || command.symbol === symbol)) return true;
    }
    return false;
  }

  private restingReduceOnly(accountId: string, symbol: string, direction: PositionDirection): number {
    let total = 0;
    for (const order of this.orders.readOwned(accountId)) {
      if (order.symbol === symbol && order.reduceOnly && order.positionSide === direction) {
        total += order.remaining;
      }
    }
    return total;
  }

  private orderPositionSide(command: PlaceFuturesOrderCommand): PositionDirection {
    if (this.positionMode(command.accountId) === PositionMode.TwoWay && command.positionSide !== undefined) {
      return command.positionSide;
    }
    const buysLong = command.side === 'buy' ? PositionDirection.Long : PositionDirection.Short;
    return command.reduceOnly === true ? opposite(buysLong) : buysLong;
  }

  private isReduceOnly(command: PlaceFuturesOrderCommand): boolean {
    if (this.positionMode(command.accountId) === PositionMode.TwoWay && command.positionSide !== undefined) {
      const opens = command.side === 'buy' ? PositionDirection.Long : PositionDirection.Short;
      return opens !== command.positionSide;
    }
    return command.reduceOnly === true;
  }

  private parseTrigger(market: Market, spec: TriggerSpec): number | undefined {
    if (spec.priceType !== 'mark' && spec.priceType !== 'last') return undefined;
    const ticks = parseSafeUnits(spec.triggerPrice, market.contract.pricePlace);
    return ticks === undefined || ticks > market.contract.maxPriceTicks ? undefined : ticks;
  }

  private normaliseTrigger(market: Market, spec: TriggerSpec | null): TriggerSpec | null {
    if (spec === null) return null;
    const ticks = this.parseTrigger(market, spec)!;
    return { triggerPrice: formatUnits(ticks, market.contract.pricePlace), priceType: spec.priceType };
  }

  private updateSettings(accountId: string, symbol: string, change: Partial<SymbolSettings>): void {
    this.settings.set(settingsKey(accountId, symbol), {
      ...this.symbolSettings(accountId, symbol),
      ...change,
    });
  }

  /** The largest value a position may reach at this leverage, in ledger units (cached per contract). */
  private maxValueForLeverage(market: Market, leverage: number): bigint {
    let value = market.maxValueByLeverage.get(leverage);
    if (value === undefined) {
      const max = maxNotionalForLeverage(leverage, market.contract.riskTiers);
      value = parseUnits(max.toFixed(), LEDGER_DECIMALS)!;
      market.maxValueByLeverage.set(leverage, value);
    }
    return value;
  }

  private market(symbol: string): Market {
    const market = this.markets.get(symbol);
    if (market === undefined) throw new Error(`unknown contract ${symbol}`);
    return market;
  }

  private keyOf(position: Position): string {
    return positionKey(position.accountId, position.symbol, position.direction);
  }

  private touch(position: Position): void {
    if (isVenueAccount(position.accountId)) return;
    this.touchedPositions.set(this.keyOf(position), position);
    this.dirtyAccounts.add(position.accountId);
  }

  /** Moves the ledger's changed accounts into touchedAccounts (and the accounts to re-band). */
  private drainLedgerTouches(): void {
    for (const [accountId] of this.ledger.drainTouched()) {
      if (accountId.includes('#')) continue;
      this.touchedAccounts.add(accountId);
      this.dirtyAccounts.add(accountId);
    }
  }

  private addPosition(key: string, position: Position): void {
    this.positions.set(key, position);
    this.positionSeq.set(position, this.nextPositionSeq++);
  }

  private removePosition(position: Position): void {
    this.unindexTpsl(position);
    this.positions.delete(this.keyOf(position));
    this.positionSeq.delete(position);
  }

  private setTpsl(position: Position, takeProfit: TriggerSpec | null, stopLoss: TriggerSpec | null): void {
    this.unindexTpsl(position);
    position.takeProfit = takeProfit;
    position.stopLoss = stopLoss;
    this.indexTpsl(position);
  }

  /** Puts the position's TP and SL levels in the index (TP of a long and SL of a short fire upward). */
  private indexTpsl(position: Position): void {
    if (position.takeProfit === null && position.stopLoss === null) return;
    const place = this.market(position.symbol).contract.pricePlace;
    const seq = this.positionSeq.get(position)!;
    const levels: Array<readonly [WatchedPrice, boolean, number]> = [];
    for (const [spec, profit] of [
      [position.takeProfit, true],
      [position.stopLoss, false],
    ] as const) {
      if (spec === null) continue;
      const level = parseSafeUnits(spec.triggerPrice, place)!;
      const upward = (position.direction === PositionDirection.Long) === profit;
      this.tpslIndex.add(position.symbol, spec.priceType, upward, level, seq, position);
      levels.push([spec.priceType, upward, level]);
    }
    this.tpslLevels.set(position, levels);
  }

  private unindexTpsl(position: Position): void {
    const levels = this.tpslLevels.get(position);
    if (levels === undefined) return;
    const seq = this.positionSeq.get(position)!;
    for (const [watched, upward, level] of levels) {
      this.tpslIndex.remove(position.symbol, watched, upward, level, seq);
    }
    this.tpslLevels.delete(position);
  }

  private addTrigger(trigger: TriggerOrder): void {
    this.triggers.set(trigger.orderId, trigger);
    const { symbol } = trigger.command;
    this.triggerIndex.add(
      symbol,
      trigger.priceType,
      trigger.rises,
      trigger.triggerPrice,
      trigger.orderId,
      trigger,
    );
  }

  private removeTrigger(trigger: TriggerOrder): void {
    this.triggers.delete(trigger.orderId);
    const { symbol } = trigger.command;
    this.triggerIndex.remove(symbol, trigger.priceType, trigger.rises, trigger.triggerPrice, trigger.orderId);
  }

  private flushChanges(ts: number, out: FuturesEvent[]): void {
    for (const position of this.touchedPositions.values()) {
      out.push({
        type: 'position',
        accountId: position.accountId,
        symbol: position.symbol,
        position: this.positionView(position),
        ts,
      });
    }
    this.touchedPositions.clear();
    this.drainLedgerTouches();
    for (const accountId of this.touchedAccounts) {
      out.push({ type: 'balance', accountId, ...this.balance(accountId) });
    }
    this.touchedAccounts.clear();
  }

  private orderEvent(
    status: 'accepted' | 'untriggered',
    orderId: number,
    command: PlaceFuturesOrderCommand,
    positionSide: PositionDirection,
    reduceOnly: boolean,
    size: number,
    price: number,
  ): FuturesEvent {
    const contract = this.market(command.symbol).contract;
    return {
      type: 'order',
      status,
      symbol: command.symbol,
      orderId,
      accountId: command.accountId,
      side: command.side,
      positionSide,
      reduceOnly,
      orderType: command.orderType,
      price: command.orderType === 'market' ? null : formatUnits(price, contract.pricePlace),
      size: formatUnits(size, contract.sizePlace),
      ts: command.ts,
    };
  }

  private recordEvent(status: 'trimmed', order: OrderRecord, ts: number): FuturesEvent {
    const contract = this.market(order.symbol).contract;
    return {
      type: 'order',
      status,
      symbol: order.symbol,
      orderId: order.orderId,
      accountId: order.accountId,
      side: order.side,
      positionSide: order.positionSide,
      reduceOnly: order.reduceOnly,
      orderType: order.orderType,
      price: order.orderType === 'market' ? null : formatUnits(order.limitPrice, contract.pricePlace),
      size: formatUnits(order.remaining, contract.sizePlace),
      ts,
    };
  }

  private doneTriggerEvent(
    trigger: TriggerOrder,
    status: 'triggered' | 'cancelled',
    ts: number,
  ): FuturesEvent {
    const command = trigger.command;
    return {
      type: 'order',
      status: status === 'triggered' ? 'triggered' : 'done',
      symbol: command.symbol,
      orderId: trigger.orderId,
      accountId: command.accountId,
      side: command.side,
      positionSide: this.orderPositionSide(command),
      reduceOnly: this.isReduceOnly(command),
      orderType: command.orderType,
      price: command.price ?? null,
      size: command.size,
      ...(status === 'cancelled' ? { reason: 'cancelled' as const } : {}),
      ts,
    };
  }

  private rejection(
    command: { type: FuturesCommand['type']; ts: number },
    accountId: string,
    symbol: string | undefined,
    orderId: number | undefined,
    reason: FuturesRejectReason,
  ): FuturesEvent {
    return { type: 'rejected', command: command.type, accountId, symbol, orderId, reason, ts: command.ts };
  }
}
