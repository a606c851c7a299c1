/**
 * The product's view of the cluster's spot orders, rebuilt by each gateway from the result stream:
 * every order as the markets plugin's `OrderState` (so `/v1` answers with the same order view as the
 * one-process server) and every account's allocation balance per symbol (from the `balance` events),
 * which tells the gateway how much a new order must be funded with from the spot wallet. Pure: no
 * I/O; a result whose sequence is not above the symbol's last one is skipped.
 */
import { getSymbol, LEDGER_DECIMALS, parseUnits } from '../markets/index.ts';
import { userIdOf } from '../platform/trading-account.ts';
import type { OrderState } from '../plugins/markets/views/order-view.ts';
import type { CommandResult } from './symbol-engine.ts';

/** Finished orders kept per account for look-ups (cancel answers, order detail); older ones are dropped. */
const FINISHED_KEPT = 200;

export class ProductOrders {
  private readonly seqs = new Map<string, number>();
  /** `${symbol}:${orderId}` -> order. */
  private readonly orders = new Map<string, OrderState>();
  /** accountId -> keys of its open orders. */
  private readonly openKeys = new Map<string, Set<string>>();
  private readonly finishedKeys = new Map<string, string[]>();
  /** `${symbol}|${accountId}|${asset}` -> available units (LEDGER_DECIMALS). */
  private readonly available = new Map<string, bigint>();

  apply(result: CommandResult): void {
    if (result.seq <= (this.seqs.get(result.symbol) ?? 0)) return;
    this.seqs.set(result.symbol, result.seq);
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
            trackingType: 0,
            status: 'new',
            createdAt: event.ts,
            updatedAt: event.ts,
          });
          const open = this.openKeys.get(event.accountId) ?? new Set();
          open.add(key);
          this.openKeys.set(event.accountId, open);
          break;
        }
        case 'trade':
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
          }
          break;
        case 'done': {
          const key = `${event.symbol}:${event.orderId}`;
          const order = this.orders.get(key);
          if (order === undefined) break;
          order.status = event.reason === 'filled' ? 'filled' : 'cancelled';
          order.updatedAt = event.ts;
          this.finish(event.accountId, key);
          break;
        }
        case 'balance':
          this.available.set(`${result.symbol}|${event.accountId}|${event.asset}`, units(event.available));
          break;
        default:
          break;
      }
    }
  }

  private finish(accountId: string, key: string): void {
    this.openKeys.get(accountId)?.delete(key);
    const finished = this.finishedKeys.get(accountId) ?? [];
    finished.push(key);
    if (finished.length > FINISHED_KEPT) this.orders.delete(finished.shift()!);
    this.finishedKeys.set(accountId, finished);
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

  /** The account's open orders, newest first (of one symbol when given). */
  openOf(accountId: string, symbol?: string): OrderState[] {
    return [...(this.openKeys.get(accountId) ?? [])]
      .map((key) => this.orders.get(key)!)
      .filter((order) => symbol === undefined || order.symbol === symbol)
      .sort((a, b) => b.createdAt - a.createdAt || b.orderNo - a.orderNo)
      .map((order) => ({ ...order }));
  }

  /** What the account can spend of `asset` in `symbol`'s allocation, in ledger units. */
  availableUnits(symbol: string, accountId: string, asset: string): bigint {
    return this.available.get(`${symbol}|${accountId}|${asset}`) ?? 0n;
  }
}
