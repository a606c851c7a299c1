import { PositionDirection } from '@tideline/core/futures';
import { OrderBook } from '../markets/engine/order-book.ts';
import { isFeeTierName } from '../markets/ledger/fee-tiers.ts';
import { Ledger } from '../markets/ledger/ledger.ts';
import {
  adjustMargin,
  setLeverage,
  setMarginMode,
  setPositionMode,
  setPositionTpsl,
} from './account-settings.ts';
import { FUTURES_ASSET, INSURANCE_FUND, isPositionMarginAccount, isVenueAccount } from './accounts.ts';
import { CONTRACTS, type ContractSpec } from './contracts.ts';
import { FuturesCore } from './core.ts';
import { rejection } from './events.ts';
import { settleDueFunding, updatePrices } from './funding.ts';
import { checkInvariants } from './invariants.ts';
import type { CrossAccountHolding } from './liquidation-math.ts';
import { cancel, place, placeBatch } from './orders.ts';
import { snapshot, withMarketPrices } from './snapshots.ts';
import {
  type ContractTicker,
  type FuturesSnapshot,
  type Position,
  positionKey,
  unitsToDecimal,
} from './state.ts';
import { fundFromTreasury, transfer, transferIntent } from './transfers.ts';
import { runTriggers } from './triggers.ts';
import type {
  FuturesCommand,
  FuturesEvent,
  FuturesOpenOrderView,
  PendingTransfer,
  PlaceFuturesOrderCommand,
  PositionView,
} from './types.ts';
import {
  balance,
  crossHolding,
  flushChanges,
  ledgerTotal,
  liquidationPrice,
  openOrders,
  positionsOf,
  ticker,
} from './views.ts';

export { FUTURES_OPEN_ORDER_LIMIT } from './orders.ts';
export {
  type ContractTicker,
  DEFAULT_FUTURES_CONFIG,
  type FuturesConfig,
  type FuturesSnapshot,
} from './state.ts';

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
export class FuturesExchange extends FuturesCore {
  apply(command: FuturesCommand): FuturesEvent[] {
    const out: FuturesEvent[] = [];
    settleDueFunding(this, command.ts, out);
    switch (command.type) {
      case 'transfer':
        transfer(this, command, out);
        break;
      case 'transfer-intent':
        transferIntent(this, command, out);
        break;
      case 'transfer-settled':
        this.pendingTransfers.delete(command.transferId);
        break;
      case 'fund-insurance':
        fundFromTreasury(this, INSURANCE_FUND, command, out);
        break;
      case 'fund-account':
        if (isVenueAccount(command.accountId) || isPositionMarginAccount(command.accountId)) {
          out.push(rejection(this, command, command.accountId, undefined, undefined, 'invalid-order'));
        } else {
          fundFromTreasury(this, command.accountId, command, out);
        }
        break;
      case 'set-fee-tier':
        if (isFeeTierName(command.tier)) {
          this.feeTiers.set(command.accountId, command.tier);
          this.dirtyAccounts.add(command.accountId);
        } else
          out.push(rejection(this, command, command.accountId, undefined, undefined, 'unknown-fee-tier'));
        break;
      case 'set-leverage':
        setLeverage(this, command.accountId, command.symbol, command.leverage, command, out);
        break;
      case 'set-margin-mode':
        setMarginMode(this, command.accountId, command.symbol, command.marginMode, command, out);
        break;
      case 'set-position-mode':
        setPositionMode(this, command.accountId, command.positionMode, command, out);
        break;
      case 'place':
        this.placeOne(command, out);
        break;
      case 'place-batch':
        // Parallel arrays of different lengths: nothing is placed (no account to name).
        if (!placeBatch(command, (order) => this.placeOne(order, out)))
          out.push(rejection(this, command, '', command.symbol, undefined, 'invalid-order'));
        break;
      case 'cancel':
        cancel(this, command.accountId, command.symbol, command.orderId, command, out);
        break;
      case 'set-position-tpsl':
        setPositionTpsl(this, command, out);
        break;
      case 'adjust-margin':
        adjustMargin(this, command, out);
        break;
      case 'spot-prices':
        updatePrices(this, command, out);
        break;
    }
    flushChanges(this, command.ts, out);
    return out;
  }

  /**
   * One order, and the triggers its fills cross. An order may carry the leverage it was sized at:
   * it is set first, in the same command (one journal entry), so the order never meets another
   * leverage and a refused leverage refuses the order.
   */
  private placeOne(command: PlaceFuturesOrderCommand, out: FuturesEvent[]): void {
    if (
      command.leverage !== undefined &&
      this.markets.has(command.symbol) &&
      command.leverage !== this.settingsOf(command.accountId, command.symbol).leverage &&
      !setLeverage(this, command.accountId, command.symbol, command.leverage, command, out)
    )
      return;
    place(this, command, this.nextOrderId++, out);
    runTriggers(this, command.symbol, command.ts, out);
  }

  contracts(): ContractSpec[] {
    return [...this.markets.values()].map((market) => market.contract);
  }

  book(symbol: string): OrderBook {
    return this.market(symbol).book;
  }

  ticker(symbol: string): ContractTicker {
    return ticker(this, symbol);
  }

  /** Free balance and the margin held for open orders. */
  balance(accountId: string): { available: string; hold: string } {
    return balance(this, accountId);
  }

  /** The free balance in ledger units: balance().available without making its decimal text. */
  availableUnits(accountId: string): bigint {
    return this.ledger.balance(accountId, FUTURES_ASSET).available;
  }

  /** Any ledger account's total (available + hold), e.g. the insurance fund's. */
  ledgerTotal(ledgerAccount: string): string {
    return ledgerTotal(this, ledgerAccount);
  }

  /** What a transfer out or a new order may use: free balance less unrealised cross losses. */
  availableToTrade(accountId: string): string {
    return unitsToDecimal(this.usableFree(accountId));
  }

  positionsOf(accountId: string, symbol?: string): PositionView[] {
    return positionsOf(this, accountId, symbol);
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

  /** Resting orders, then untriggered trigger orders (price 0 for a market order). */
  openOrders(accountId: string, symbol?: string): FuturesOpenOrderView[] {
    return openOrders(this, accountId, symbol);
  }

  snapshot(): FuturesSnapshot {
    return snapshot(this);
  }

  static restore(snapshot: FuturesSnapshot, contracts: readonly ContractSpec[] = CONTRACTS): FuturesExchange {
    const exchange = new FuturesExchange(snapshot.config, contracts);
    exchange.nextOrderId = snapshot.nextOrderId;
    exchange.ledger = Ledger.restore(snapshot.ledger);
    for (const saved of snapshot.markets) {
      const market = exchange.market(saved.symbol);
      exchange.markets.set(saved.symbol, withMarketPrices(market, saved, OrderBook.restore(saved.book)));
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
    for (const saved of snapshot.orders) exchange.addOrder({ ...saved, hold: BigInt(saved.hold) });
    for (const trigger of snapshot.triggers) exchange.addTrigger(trigger);
    for (const [key, value] of snapshot.settings) exchange.settings.set(key, { ...value });
    for (const [accountId, mode] of snapshot.positionModes) exchange.positionModes.set(accountId, mode);
    for (const [accountId, tier] of snapshot.feeTiers) exchange.feeTiers.set(accountId, tier);
    for (const pending of snapshot.pendingTransfers ?? [])
      exchange.pendingTransfers.set(pending.transferId, pending);
    return exchange;
  }

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
    return checkInvariants(this);
  }

  /** Transfers whose spot leg is not known to be settled (what recovery must look at). */
  pendingTransferList(): PendingTransfer[] {
    return [...this.pendingTransfers.values()];
  }

  /**
   * The displayed liquidation price, the shared futures math's figure solved in integers (see
   * liquidation-price.ts); null when there is none.
   */
  liquidationPrice(position: Pick<Position, 'accountId' | 'symbol' | 'direction'>): string | null {
    return liquidationPrice(this, position);
  }

  /** The account's cross positions grouped per symbol, in the §3 liquidation input's terms. */
  crossHolding(accountId: string): { account: CrossAccountHolding; symbols: string[] } {
    return crossHolding(this, accountId);
  }
}
