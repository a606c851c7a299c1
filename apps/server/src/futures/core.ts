import { MarginMode, maxNotionalForLeverage, PositionDirection, PositionMode } from '@tideline/core/futures';
import { OrderBook } from '../markets/engine/order-book.ts';
import type { QueueStamps } from '../markets/engine/types.ts';
import { formatUnits, parseSafeUnits, parseUnits } from '../markets/fixed-point.ts';
import type { FeeTierName } from '../markets/ledger/fee-tiers.ts';
import { Ledger } from '../markets/ledger/ledger.ts';
import { DirtyParts, TrackedMap } from '../markets/snapshot-parts.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import { FUTURES_ASSET, isVenueAccount } from './accounts.ts';
import { CONTRACTS, type ContractSpec } from './contracts.ts';
import { CrossingIndex, type WatchedPrice } from './crossing-index.ts';
import { getFuturesFeeTier, ppmToRate } from './fee-tiers.ts';
import { LiquidationBands } from './liquidation-bands.ts';
import { OwnedMap } from './owned-map.ts';
import { PREMIUM_DECIMALS } from './prices-fixed.ts';
import {
  DEFAULT_FUTURES_CONFIG,
  type FuturesConfig,
  type Market,
  type OrderRecord,
  opposite,
  type Position,
  positionKey,
  type SymbolSettings,
  settingsKey,
  type TriggerOrder,
} from './state.ts';
import type { FuturesEvent, PendingTransfer, PlaceFuturesOrderCommand, TriggerSpec } from './types.ts';

/**
 * The futures engine's state (markets, positions, orders, triggers, settings, the ledger and the
 * indexes over them) and the small helpers every job module uses. The jobs themselves (orders,
 * fills, positions, funding, triggers, liquidation, transfers, snapshots, views) are functions
 * over this state in their own modules; FuturesExchange drives them from `apply(command)`.
 */
export class FuturesCore {
  readonly config: FuturesConfig;

  /** Snapshot parts changed since the last incremental snapshot (./snapshot-parts.ts). */
  readonly dirty = new DirtyParts();

  /** Queue stamps shared by the books (their orders' places, for incremental snapshots). */
  readonly stamps: QueueStamps = { next: 1 };

  readonly markets = new Map<string, Market>();

  readonly positions = new OwnedMap<string, Position>();

  readonly orders = new OwnedMap<number, OrderRecord>();

  readonly triggers = new Map<number, TriggerOrder>();

  readonly settings = new TrackedMap<string, SymbolSettings>((key) =>
    this.dirty.addAccount(key.slice(0, key.lastIndexOf('|'))),
  );

  readonly positionModes = new TrackedMap<string, PositionMode>((key) => this.dirty.addAccount(key));

  readonly feeTiers = new TrackedMap<string, FeeTierName>((key) => this.dirty.addAccount(key));

  /** Transfers between wallets whose spot leg is not yet known to be settled, by transfer id. */
  readonly pendingTransfers = new Map<string, PendingTransfer>();

  ledger = new Ledger();

  nextOrderId = 1;

  /**
   * Positions changed by the command, in the order they first changed. Held by identity: a closed
   * position and one opened again on the same leg in the same command are two changes, and a key
   * built per change cost a tenth of a copy move.
   */
  readonly touchedPositions = new Set<Position>();

  /** Accounts whose balance changed in this command, in the order they first changed. */
  readonly touchedAccounts = new Set<string>();

  /** Trigger orders by contract, watched price and level. */
  readonly triggerIndex = new CrossingIndex<TriggerOrder>();

  /** Positions' take profit and stop loss levels, and what each position has in the index. */
  readonly tpslIndex = new CrossingIndex<Position>();

  readonly tpslLevels = new Map<Position, Array<readonly [WatchedPrice, boolean, number]>>();

  /** Creation number of each open position: the order the venue looks at positions in. */
  readonly positionSeq = new Map<Position, number>();

  nextPositionSeq = 1;

  /** TP/SL levels in ticks, by the spec object a position or order carries (see normaliseTrigger). */
  readonly triggerTicks = new WeakMap<TriggerSpec, number>();

  /** Mark-price bands inside which each account is sure not to be liquidatable. */
  readonly bands = new LiquidationBands();

  /** Accounts whose bands must be recomputed before the next liquidation check. */
  readonly dirtyAccounts = new Set<string>();
  private readonly defaultSettings: Readonly<SymbolSettings>;
  /** Resting orders per account and contract (all, and reduce-only), by settingsKey; zero once emptied. */
  readonly orderCounts = new Map<string, { open: number; reduceOnly: number }>();
  private readonly triggerCounts = new Map<string, number>();

  constructor(config: Partial<FuturesConfig> = {}, contracts: readonly ContractSpec[] = CONTRACTS) {
    this.config = { ...DEFAULT_FUTURES_CONFIG, ...config };
    this.defaultSettings = {
      leverage: this.config.defaultLeverage,
      marginMode: this.config.defaultMarginMode,
    };
    for (const contract of contracts) {
      this.markets.set(contract.symbol, {
        contract,
        book: new OrderBook(this.stamps),
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
        basis: 0n,
        premiumSum: 0n,
        fundingCapUnits: parseUnits(contract.fundingRateCap, PREMIUM_DECIMALS)!,
        premiumSamples: 0,
        nextFundingTime: undefined,
        lastFundingRate: '0',
      });
    }
  }

  positionMode(accountId: string): PositionMode {
    return this.positionModes.get(accountId) ?? PositionMode.OneWay;
  }

  symbolSettings(accountId: string, symbol: string): SymbolSettings {
    return { ...this.settingsOf(accountId, symbol) };
  }

  /** The account's settings on the contract, read in place (the defaults when never set). */
  settingsOf(accountId: string, symbol: string): Readonly<SymbolSettings> {
    return this.settings.get(settingsKey(accountId, symbol)) ?? this.defaultSettings;
  }

  feeTierOf(accountId: string): FeeTierName {
    return this.feeTiers.get(accountId) ?? 'VIP0';
  }

  /** How many orders the account has open on one contract (resting and untriggered). */
  openOrderCount(accountId: string, symbol: string): number {
    return this.orderCounts.get(settingsKey(accountId, symbol))?.open ?? 0;
  }

  /** Whether the account has resting reduce-only orders on the contract. */
  hasReduceOnly(accountId: string, symbol: string): boolean {
    return (this.orderCounts.get(settingsKey(accountId, symbol))?.reduceOnly ?? 0) > 0;
  }

  /** Records a resting order (and counts it per account and contract). */
  addOrder(order: OrderRecord): void {
    this.orders.set(order.orderId, order);
    this.dirty.addOrder(order.orderId);
    const key = settingsKey(order.accountId, order.symbol);
    let counts = this.orderCounts.get(key);
    if (counts === undefined) {
      counts = { open: 0, reduceOnly: 0 };
      this.orderCounts.set(key, counts);
    }
    counts.open += 1;
    if (order.reduceOnly) counts.reduceOnly += 1;
  }

  removeOrder(order: OrderRecord): void {
    this.orders.delete(order.orderId);
    this.dirty.addOrder(order.orderId);
    const key = settingsKey(order.accountId, order.symbol);
    const counts = this.orderCounts.get(key)!;
    counts.open -= 1;
    if (order.reduceOnly) counts.reduceOnly -= 1;
    // An emptied count stays (zero): a market order is added and removed in one command, and
    // deleting the entry made a new record and a map insert and delete per order on the copy
    // path. One record per (account, contract) that ever had an order, as contractKeys keeps.
  }

  takerRate(accountId: string): string {
    return ppmToRate(getFuturesFeeTier(this.feeTierOf(accountId)).takerRatePpm);
  }

  /** Free balance less the account's unrealised cross losses (never below zero). */
  usableFree(accountId: string): bigint {
    let crossUpnl = 0n;
    for (const position of this.positions.readOwned(accountId)) {
      if (position.marginMode === MarginMode.Cross) {
        crossUpnl += this.unrealised(this.market(position.symbol), position);
      }
    }
    const free = this.ledger.balance(accountId, FUTURES_ASSET).available + (crossUpnl < 0n ? crossUpnl : 0n);
    return free > 0n ? free : 0n;
  }

  unrealised(market: Market, position: Position): bigint {
    if (market.markPrice === undefined) return 0n;
    const value = this.valueAtMark(market, position);
    return position.direction === PositionDirection.Long
      ? value - position.entryValue
      : position.entryValue - value;
  }

  /** Position value at the mark price (at its entry value before any mark exists). */
  valueAtMark(market: Market, position: Position): bigint {
    if (market.markPrice === undefined) return position.entryValue;
    return BigInt(market.markPrice) * BigInt(position.size) * market.unitsPerTickLot;
  }

  entryTicks(position: Position): number {
    const market = this.market(position.symbol);
    if (position.size === 0) return 0;
    return Number(position.entryValue / (BigInt(position.size) * market.unitsPerTickLot));
  }

  symbolPositions(accountId: string, symbol: string): Position[] {
    const legs: Position[] = [];
    const long = this.positions.get(positionKey(accountId, symbol, PositionDirection.Long));
    if (long !== undefined) legs.push(long);
    const short = this.positions.get(positionKey(accountId, symbol, PositionDirection.Short));
    if (short !== undefined) legs.push(short);
    return legs;
  }

  hasOrders(accountId: string, symbol?: string): boolean {
    for (const order of this.orders.readOwned(accountId)) {
      if (symbol === undefined || order.symbol === symbol) return true;
    }
    const key = symbol === undefined ? accountId : settingsKey(accountId, symbol);
    return (this.triggerCounts.get(key) ?? 0) > 0;
  }

  restingReduceOnly(accountId: string, symbol: string, direction: PositionDirection): number {
    let total = 0;
    for (const order of this.orders.readOwned(accountId)) {
      if (order.symbol === symbol && order.reduceOnly && order.positionSide === direction) {
        total += order.remaining;
      }
    }
    return total;
  }

  orderPositionSide(command: PlaceFuturesOrderCommand): PositionDirection {
    if (this.positionMode(command.accountId) === PositionMode.TwoWay && command.positionSide !== undefined) {
      return command.positionSide;
    }
    const buysLong = command.side === 'buy' ? PositionDirection.Long : PositionDirection.Short;
    return command.reduceOnly === true ? opposite(buysLong) : buysLong;
  }

  isReduceOnly(command: PlaceFuturesOrderCommand): boolean {
    if (this.positionMode(command.accountId) === PositionMode.TwoWay && command.positionSide !== undefined) {
      const opens = command.side === 'buy' ? PositionDirection.Long : PositionDirection.Short;
      return opens !== command.positionSide;
    }
    return command.reduceOnly === true;
  }

  parseTrigger(market: Market, spec: TriggerSpec): number | undefined {
    if (spec.priceType !== 'mark' && spec.priceType !== 'last') return undefined;
    const ticks = parseSafeUnits(spec.triggerPrice, market.contract.pricePlace);
    return ticks === undefined || ticks > market.contract.maxPriceTicks ? undefined : ticks;
  }

  /**
   * A checked TP/SL spec in its wire form (the level written at the contract's precision), its
   * level in ticks remembered so the fills and indexes that meet it never parse it again.
   */
  normaliseTrigger(market: Market, spec: TriggerSpec | null): TriggerSpec | null {
    if (spec === null) return null;
    const ticks = this.parseTrigger(market, spec)!;
    const normal = {
      triggerPrice: formatUnits(ticks, market.contract.pricePlace),
      priceType: spec.priceType,
    };
    this.triggerTicks.set(normal, ticks);
    return normal;
  }

  /** A TP/SL level in ticks: parsed once, when the spec came in (or was restored). */
  triggerLevel(spec: TriggerSpec, pricePlace: number): number {
    let ticks = this.triggerTicks.get(spec);
    if (ticks === undefined) {
      ticks = parseSafeUnits(spec.triggerPrice, pricePlace)!;
      this.triggerTicks.set(spec, ticks);
    }
    return ticks;
  }

  updateSettings(accountId: string, symbol: string, change: Partial<SymbolSettings>): void {
    this.settings.set(settingsKey(accountId, symbol), {
      ...this.symbolSettings(accountId, symbol),
      ...change,
    });
  }

  /** The largest value a position may reach at this leverage, in ledger units (cached per contract). */
  maxValueForLeverage(market: Market, leverage: number): bigint {
    let value = market.maxValueByLeverage.get(leverage);
    if (value === undefined) {
      const max = maxNotionalForLeverage(leverage, market.contract.riskTiers);
      value = parseUnits(max.toFixed(), LEDGER_DECIMALS)!;
      market.maxValueByLeverage.set(leverage, value);
    }
    return value;
  }

  market(symbol: string): Market {
    const market = this.markets.get(symbol);
    if (market === undefined) throw new Error(`unknown contract ${symbol}`);
    return market;
  }

  keyOf(position: Position): string {
    return positionKey(position.accountId, position.symbol, position.direction);
  }

  touch(position: Position): void {
    this.dirty.addAccount(position.accountId);
    if (isVenueAccount(position.accountId)) return;
    this.touchedPositions.add(position);
    this.dirtyAccounts.add(position.accountId);
  }

  /** Moves the ledger's changed accounts into touchedAccounts (and the accounts to re-band). */
  drainLedgerTouches(): void {
    for (const [accountId] of this.ledger.drainTouched()) {
      if (accountId.includes('#')) continue;
      this.touchedAccounts.add(accountId);
      this.dirtyAccounts.add(accountId);
    }
  }

  /**
   * Marks the snapshot parts a command's events name: fills change orders and positions in place,
   * which the maps do not see (the maps and add/remove methods mark the rest).
   */
  noteSnapshotChanges(out: readonly FuturesEvent[]): void {
    // Before the first complete snapshot every part is due anyway.
    if (this.dirty.complete) return;
    for (const event of out as unknown as ReadonlyArray<Partial<Record<string, unknown>>>) {
      const { accountId, makerAccountId, takerAccountId, orderId, makerOrderId, takerOrderId } = event;
      if (typeof accountId === 'string') this.dirty.addAccount(accountId);
      if (typeof makerAccountId === 'string') this.dirty.addAccount(makerAccountId);
      if (typeof takerAccountId === 'string') this.dirty.addAccount(takerAccountId);
      if (typeof orderId === 'number') this.dirty.addOrder(orderId);
      if (typeof makerOrderId === 'number') this.dirty.addOrder(makerOrderId);
      if (typeof takerOrderId === 'number') this.dirty.addOrder(takerOrderId);
    }
  }

  addPosition(key: string, position: Position): void {
    this.dirty.addAccount(position.accountId);
    this.positions.set(key, position);
    this.positionSeq.set(position, this.nextPositionSeq++);
  }

  removePosition(position: Position): void {
    this.dirty.addAccount(position.accountId);
    this.unindexTpsl(position);
    this.positions.delete(this.keyOf(position));
    this.positionSeq.delete(position);
  }

  setTpsl(position: Position, takeProfit: TriggerSpec | null, stopLoss: TriggerSpec | null): void {
    this.unindexTpsl(position);
    position.takeProfit = takeProfit;
    position.stopLoss = stopLoss;
    this.indexTpsl(position);
  }

  /** Puts the position's TP and SL levels in the index (TP of a long and SL of a short fire upward). */
  indexTpsl(position: Position): void {
    if (position.takeProfit === null && position.stopLoss === null) return;
    const place = this.market(position.symbol).contract.pricePlace;
    const seq = this.positionSeq.get(position)!;
    const levels: Array<readonly [WatchedPrice, boolean, number]> = [];
    for (const [spec, profit] of [
      [position.takeProfit, true],
      [position.stopLoss, false],
    ] as const) {
      if (spec === null) continue;
      const level = this.triggerLevel(spec, place);
      const upward = (position.direction === PositionDirection.Long) === profit;
      this.tpslIndex.add(position.symbol, spec.priceType, upward, level, seq, position);
      levels.push([spec.priceType, upward, level]);
    }
    this.tpslLevels.set(position, levels);
  }

  unindexTpsl(position: Position): void {
    const levels = this.tpslLevels.get(position);
    if (levels === undefined) return;
    const seq = this.positionSeq.get(position)!;
    for (const [watched, upward, level] of levels) {
      this.tpslIndex.remove(position.symbol, watched, upward, level, seq);
    }
    this.tpslLevels.delete(position);
  }

  /** Untriggered orders per account, and per account and contract (settingsKey). */
  private countTrigger(accountId: string, symbol: string, change: number): void {
    for (const key of [accountId, settingsKey(accountId, symbol)]) {
      const count = (this.triggerCounts.get(key) ?? 0) + change;
      if (count === 0) this.triggerCounts.delete(key);
      else this.triggerCounts.set(key, count);
    }
  }

  addTrigger(trigger: TriggerOrder): void {
    this.triggers.set(trigger.orderId, trigger);
    this.dirty.addOrder(trigger.orderId);
    const { accountId, symbol } = trigger.command;
    this.countTrigger(accountId, symbol, 1);
    this.triggerIndex.add(
      symbol,
      trigger.priceType,
      trigger.rises,
      trigger.triggerPrice,
      trigger.orderId,
      trigger,
    );
  }

  removeTrigger(trigger: TriggerOrder): void {
    this.triggers.delete(trigger.orderId);
    this.dirty.addOrder(trigger.orderId);
    const { accountId, symbol } = trigger.command;
    this.countTrigger(accountId, symbol, -1);
    this.triggerIndex.remove(symbol, trigger.priceType, trigger.rises, trigger.triggerPrice, trigger.orderId);
  }
}
