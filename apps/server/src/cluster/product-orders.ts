/**
 * The product's view of the cluster's spot orders, rebuilt by each gateway from the result stream:
 * every order as the markets plugin's `OrderState` (so `/v1` answers with the same order view as the
 * one-process server), each account's latest finished orders and fills (order history, detail, fills),
 * and every account's allocation balance per symbol (from the `balance` events), which tells the
 * gateway how much a new order must be funded with from the spot wallet. `apply` answers what a
 * result changed per user (the product server's private `orders` and `fills` channels). Pure: no
 * I/O; a result whose sequence is not above the symbol's last one is skipped.
 *
 * Order numbers are unique across symbols (the placing command's sequence in the one spot command
 * stream: symbol-engine.ts), so a look-up by number alone (detail, a batch cancel by numbers) finds
 * the one order, and numbers are in placement order across symbols.
 */
import type { SpotFillWire } from '@tideline/protocol/spot/fill';
import type { ExchangeEvent } from '../markets/exchange-types.ts';
import { getSymbol, LEDGER_DECIMALS, parseUnits } from '../markets/index.ts';
import { userIdOf } from '../platform/trading-account.ts';
import type { OrderState } from '../plugins/markets/views/order-view.ts';
import { planNoOfRid } from './cluster-plans.ts';
import type { CommandResult } from './symbol-engine.ts';

/**
 * Finished orders kept per account (history, detail, cancel answers); older ones are dropped once
 * the spot persister has written them (forgetWritten), as the history reads them from PostgreSQL then.
 */
const FINISHED_KEPT = 200;
/** Fills kept per account for `/v1/spot/order/fills`; older ones are dropped once written, likewise. */
const FILLS_KEPT = 500;

/** What one result changed for one user: its orders (as they are now) and its new fills. */
export interface UserChanges {
  orders: OrderState[];
  fills: SpotFillWire[];
}

/** Filters of the order history and fills pages (the product's `recordQuery`). */
export interface RecordFilter {
  symbol?: string | undefined;
  side?: 'buy' | 'sell' | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
  before?: number | undefined;
  limit: number;
}

const within = (filter: RecordFilter, symbol: string, side: string, time: number): boolean =>
  (filter.symbol === undefined || symbol === filter.symbol) &&
  (filter.side === undefined || side === filter.side) &&
  (filter.startTime === undefined || time >= filter.startTime) &&
  (filter.endTime === undefined || time <= filter.endTime);

/** The two parties' fills of a trade, as the product's fills rows and channel show them. */
export function fillsOfTrade(
  event: Extract<ExchangeEvent, { type: 'trade' }>,
): Array<{ accountId: string; fill: SpotFillWire }> {
  const makerSide = event.takerSide === 'buy' ? 'sell' : 'buy';
  const common = {
    tradeId: String(event.tradeId),
    symbol: event.symbol,
    price: event.price,
    size: event.size,
    quoteAmount: event.quoteAmount,
    ts: event.ts,
  };
  return [
    {
      accountId: event.makerAccountId,
      fill: {
        ...common,
        orderNo: String(event.makerOrderId),
        side: makerSide,
        liquidity: 'maker',
        fee: event.makerFee,
        feeAsset: event.makerFeeAsset,
      },
    },
    {
      accountId: event.takerAccountId,
      fill: {
        ...common,
        orderNo: String(event.takerOrderId),
        side: event.takerSide,
        liquidity: 'taker',
        fee: event.takerFee,
        feeAsset: event.takerFeeAsset,
      },
    },
  ];
}

/** An order as a checkpoint holds it: JSON, so its ledger amounts as decimal strings of units. */
type CheckpointOrder = Omit<OrderState, 'quoteFilled' | 'fee'> & { quoteFilled: string; fee: string };

/**
 * Everything a `ProductOrders` holds, as plain JSON (cluster-checkpoint.ts): restored, it answers and
 * goes on exactly as the projection it was taken from. Map and set entries keep their order.
 */
export interface ProductOrdersCheckpoint {
  seqs: Array<[symbol: string, seq: number]>;
  orders: Array<[key: string, order: CheckpointOrder]>;
  openKeys: Array<[accountId: string, keys: string[]]>;
  finishedKeys: Array<[accountId: string, keys: string[]]>;
  finishedSeqs: Array<[key: string, seq: number]>;
  fills: Array<[accountId: string, fills: Array<{ fill: SpotFillWire; seq: number }>]>;
  overfull: string[];
  available: Array<[key: string, units: string]>;
}

export class ProductOrders {
  private readonly seqs = new Map<string, number>();
  /** `${symbol}:${orderId}` -> order. */
  private readonly orders = new Map<string, OrderState>();
  /** accountId -> keys of its open orders. */
  private readonly openKeys = new Map<string, Set<string>>();
  private readonly finishedKeys = new Map<string, string[]>();
  /** Finished order key -> the result that finished it (when the persister has written it). */
  private readonly finishedSeqs = new Map<string, number>();
  /** accountId -> its latest fills, oldest first, each with its result's sequence. */
  private readonly fills = new Map<string, Array<{ fill: SpotFillWire; seq: number }>>();
  /** Accounts holding more finished orders or fills than kept: trimmed by forgetWritten. */
  private readonly overfull = new Set<string>();
  /** `${symbol}|${accountId}|${asset}` -> available units (LEDGER_DECIMALS). */
  private readonly available = new Map<string, bigint>();

  /** Applies one result; answers what it changed per user id (empty for a skipped result). */
  apply(result: CommandResult): Map<number, UserChanges> {
    const changes = new Map<number, UserChanges>();
    if (result.seq <= (this.seqs.get(result.symbol) ?? 0)) return changes;
    this.seqs.set(result.symbol, result.seq);
    const changed = new Set<string>();
    const changesOf = (accountId: string): UserChanges | undefined => {
      const userId = userIdOf(accountId);
      if (userId === undefined) return undefined;
      const entry = changes.get(userId) ?? { orders: [], fills: [] };
      changes.set(userId, entry);
      return entry;
    };
    const spec = getSymbol(result.symbol);
    const lots = (size: string) => Number(parseUnits(size, spec.quotePrecision) ?? 0n);
    const units = (amount: string) => parseUnits(amount, LEDGER_DECIMALS) ?? 0n;
    for (const event of result.events) {
      switch (event.type) {
        case 'accepted': {
          const key = `${event.symbol}:${event.orderId}`;
          this.orders.set(key, {
            orderNo: event.orderId,
            userId: userIdOf(event.accountId) ?? 0,
            symbol: event.symbol,
            side: event.side,
            orderType: event.orderType,
            price: event.price,
            sizeLots: lots(event.size),
            filledLots: 0,
            quoteFilled: 0n,
            fee: 0n,
            feeAsset: event.side === 'buy' ? spec.base : spec.quote,
            timeInForce: event.timeInForce,
            postOnly: event.postOnly,
            clientOrderId: event.clientOrderId ?? null,
            // 1 for a plan's order (its client order id is the plan's request id), as `npm start` marks it.
            trackingType: planNoOfRid(event.clientOrderId ?? '') === undefined ? 0 : 1,
            status: 'new',
            createdAt: event.ts,
            updatedAt: event.ts,
          });
          const open = this.openKeys.get(event.accountId) ?? new Set();
          open.add(key);
          this.openKeys.set(event.accountId, open);
          changed.add(key);
          break;
        }
        case 'trade':
          for (const { accountId, fill } of fillsOfTrade(event)) {
            const kept = this.fills.get(accountId) ?? [];
            kept.push({ fill, seq: result.seq });
            if (kept.length > FILLS_KEPT) this.overfull.add(accountId);
            this.fills.set(accountId, kept);
            changesOf(accountId)?.fills.push(fill);
          }
          for (const [orderId, fee] of [
            [event.makerOrderId, event.makerFee],
            [event.takerOrderId, event.takerFee],
          ] as const) {
            const order = this.orders.get(`${event.symbol}:${orderId}`);
            if (order === undefined) continue;
            order.filledLots += lots(event.size);
            order.quoteFilled += units(event.quoteAmount);
            order.fee += units(fee);
            order.status = order.filledLots >= order.sizeLots ? 'filled' : 'partially_filled';
            order.updatedAt = event.ts;
            changed.add(`${event.symbol}:${orderId}`);
          }
          break;
        case 'done': {
          const key = `${event.symbol}:${event.orderId}`;
          const order = this.orders.get(key);
          if (order === undefined) break;
          order.status = event.reason === 'filled' ? 'filled' : 'cancelled';
          order.updatedAt = event.ts;
          this.finish(event.accountId, key, result.seq);
          changed.add(key);
          break;
        }
        case 'balance':
          this.available.set(`${result.symbol}|${event.accountId}|${event.asset}`, units(event.available));
          break;
        default:
          break;
      }
    }
    for (const key of changed) {
      const order = this.orders.get(key);
      if (order !== undefined && order.userId !== 0) {
        const entry = changes.get(order.userId) ?? { orders: [], fills: [] };
        entry.orders.push({ ...order });
        changes.set(order.userId, entry);
      }
    }
    return changes;
  }

  toCheckpoint(): ProductOrdersCheckpoint {
    return {
      seqs: [...this.seqs],
      orders: [...this.orders].map(([key, order]) => [
        key,
        { ...order, quoteFilled: order.quoteFilled.toString(), fee: order.fee.toString() },
      ]),
      openKeys: [...this.openKeys].map(([accountId, keys]) => [accountId, [...keys]]),
      finishedKeys: [...this.finishedKeys].map(([accountId, keys]) => [accountId, [...keys]]),
      finishedSeqs: [...this.finishedSeqs],
      fills: [...this.fills].map(([accountId, fills]) => [accountId, fills.map((kept) => ({ ...kept }))]),
      overfull: [...this.overfull],
      available: [...this.available].map(([key, units]) => [key, units.toString()]),
    };
  }

  static fromCheckpoint(checkpoint: ProductOrdersCheckpoint): ProductOrders {
    const restored = new ProductOrders();
    for (const [symbol, seq] of checkpoint.seqs) restored.seqs.set(symbol, seq);
    for (const [key, order] of checkpoint.orders)
      restored.orders.set(key, { ...order, quoteFilled: BigInt(order.quoteFilled), fee: BigInt(order.fee) });
    for (const [accountId, keys] of checkpoint.openKeys) restored.openKeys.set(accountId, new Set(keys));
    for (const [accountId, keys] of checkpoint.finishedKeys) restored.finishedKeys.set(accountId, [...keys]);
    for (const [key, seq] of checkpoint.finishedSeqs) restored.finishedSeqs.set(key, seq);
    for (const [accountId, fills] of checkpoint.fills)
      restored.fills.set(
        accountId,
        fills.map((kept) => ({ ...kept })),
      );
    for (const accountId of checkpoint.overfull) restored.overfull.add(accountId);
    for (const [key, units] of checkpoint.available) restored.available.set(key, BigInt(units));
    return restored;
  }

  /** Per symbol, the last result applied. */
  appliedSeqs(): Map<string, number> {
    return new Map(this.seqs);
  }

  /** The last result applied of `symbol` (0 when none). */
  lastSeq(symbol: string): number {
    return this.seqs.get(symbol) ?? 0;
  }

  /**
   * Starts from a written state instead of the stream's beginning (the spot persister: what
   * order-records-store.ts holds): each symbol's last result and the orders open after it.
   */
  resume(
    seqs: ReadonlyMap<string, number>,
    open: ReadonlyArray<{ accountId: string; order: OrderState }>,
  ): void {
    for (const [symbol, seq] of seqs) this.seqs.set(symbol, seq);
    for (const { accountId, order } of open) {
      const key = `${order.symbol}:${order.orderNo}`;
      this.orders.set(key, { ...order });
      const keys = this.openKeys.get(accountId) ?? new Set();
      keys.add(key);
      this.openKeys.set(accountId, keys);
    }
  }

  private finish(accountId: string, key: string, seq: number): void {
    this.openKeys.get(accountId)?.delete(key);
    const finished = this.finishedKeys.get(accountId) ?? [];
    finished.push(key);
    this.finishedSeqs.set(key, seq);
    if (finished.length > FINISHED_KEPT) this.overfull.add(accountId);
    this.finishedKeys.set(accountId, finished);
  }

  /**
   * Drops the oldest finished orders and fills beyond what is kept per account, of those the
   * persister has written (`written`: per symbol, its last result written). One not yet written
   * stays, and so do the ones after it: the history and fills find them here until it is.
   */
  forgetWritten(written: ReadonlyMap<string, number>): void {
    const isWritten = (symbol: string, seq: number) => seq <= (written.get(symbol) ?? 0);
    for (const accountId of this.overfull) {
      const finished = this.finishedKeys.get(accountId) ?? [];
      while (finished.length > FINISHED_KEPT) {
        const key = finished[0]!;
        const order = this.orders.get(key);
        if (order !== undefined && !isWritten(order.symbol, this.finishedSeqs.get(key) ?? 0)) break;
        finished.shift();
        this.orders.delete(key);
        this.finishedSeqs.delete(key);
      }
      const fills = this.fills.get(accountId) ?? [];
      let drop = 0;
      while (fills.length - drop > FILLS_KEPT && isWritten(fills[drop]!.fill.symbol, fills[drop]!.seq))
        drop += 1;
      fills.splice(0, drop);
      if (finished.length <= FINISHED_KEPT && fills.length <= FILLS_KEPT) this.overfull.delete(accountId);
    }
  }

  order(symbol: string, orderId: number): OrderState | undefined {
    const order = this.orders.get(`${symbol}:${orderId}`);
    return order === undefined ? undefined : { ...order };
  }

  /** The open order of `accountId` with this client order id on `symbol`, if any. */
  openByClientId(accountId: string, symbol: string, clientOrderId: string): OrderState | undefined {
    for (const key of this.openKeys.get(accountId) ?? []) {
      const order = this.orders.get(key);
      if (order?.symbol === symbol && order.clientOrderId === clientOrderId) return { ...order };
    }
    return undefined;
  }

  /** Every account's open orders. */
  allOpen(): OrderState[] {
    return [...this.openKeys.values()].flatMap((keys) =>
      [...keys].map((key) => ({ ...this.orders.get(key)! })),
    );
  }

  /** The account's open orders, newest first (of one symbol when given). */
  openOf(accountId: string, symbol?: string): OrderState[] {
    return [...(this.openKeys.get(accountId) ?? [])]
      .map((key) => this.orders.get(key)!)
      .filter((order) => symbol === undefined || order.symbol === symbol)
      .sort((a, b) => b.createdAt - a.createdAt || b.orderNo - a.orderNo)
      .map((order) => ({ ...order }));
  }

  /** The account's order numbered `orderNo` (of `symbol` when given), open or finished. */
  find(accountId: string, orderNo: number, symbol?: string): OrderState | undefined {
    for (const key of [
      ...(this.openKeys.get(accountId) ?? []),
      ...(this.finishedKeys.get(accountId) ?? []),
    ]) {
      const order = this.orders.get(key);
      if (order?.orderNo === orderNo && (symbol === undefined || order.symbol === symbol))
        return { ...order };
    }
    return undefined;
  }

  /**
   * The account's finished orders (filled or cancelled, or only `status`), newest first: by number,
   * which is placement order across symbols; `before` is an order number, as in the product.
   */
  historyOf(
    accountId: string,
    filter: RecordFilter & { status?: 'filled' | 'cancelled' | undefined },
  ): OrderState[] {
    const rows: OrderState[] = [];
    for (const key of this.finishedKeys.get(accountId) ?? []) {
      const order = this.orders.get(key);
      if (order === undefined || !within(filter, order.symbol, order.side, order.createdAt)) continue;
      if (filter.status !== undefined && order.status !== filter.status) continue;
      if (filter.before !== undefined && order.orderNo >= filter.before) continue;
      rows.push({ ...order });
    }
    return rows.sort((a, b) => b.orderNo - a.orderNo).slice(0, filter.limit);
  }

  /** The account's fills, newest first; `before` is a time, as in the product. */
  fillsOf(accountId: string, filter: RecordFilter): SpotFillWire[] {
    return (this.fills.get(accountId) ?? [])
      .map((kept) => kept.fill)
      .filter(
        (fill) =>
          within(filter, fill.symbol, fill.side, fill.ts) &&
          (filter.before === undefined || fill.ts < filter.before),
      )
      .sort((a, b) => b.ts - a.ts || Number(b.tradeId) - Number(a.tradeId))
      .slice(0, filter.limit);
  }

  /** What the account can spend of `asset` in `symbol`'s allocation, in ledger units. */
  availableUnits(symbol: string, accountId: string, asset: string): bigint {
    return this.available.get(`${symbol}|${accountId}|${asset}`) ?? 0n;
  }
}
