/**
 * What the spot persister writes of each result besides its postings (order-records-store.ts): the
 * orders the result changed, as the gateways' projection shows them, and the result's user fills at
 * their position among fillsOfTrade's rows, so the same result always gives the same keys. Pure:
 * the projection is the persister's own, started from what PostgreSQL holds; a result it has
 * already applied (written before a restart) gives no rows.
 */
import { accountIdOf, userIdOf } from '../platform/trading-account.ts';
import type { OrderRecordRows } from './order-records-store.ts';
import { fillsOfTrade, type ProductOrders } from './product-orders.ts';
import type { CommandResult } from './symbol-engine.ts';

export function orderRecordRows(
  projection: ProductOrders,
  results: readonly CommandResult[],
): OrderRecordRows {
  const rows: OrderRecordRows = { orders: [], fills: [], seqs: new Map() };
  for (const result of results) {
    if (result.seq <= projection.lastSeq(result.symbol)) continue;
    const changes = projection.apply(result);
    rows.seqs.set(result.symbol, result.seq);
    for (const [userId, change] of changes)
      for (const order of change.orders)
        rows.orders.push({ accountId: accountIdOf(userId), seq: result.seq, order });
    let position = 0;
    for (const event of result.events) {
      if (event.type !== 'trade') continue;
      for (const { accountId, fill } of fillsOfTrade(event)) {
        if (userIdOf(accountId) !== undefined)
          rows.fills.push({ accountId, seq: result.seq, position, fill });
        position += 1;
      }
    }
  }
  return rows;
}
