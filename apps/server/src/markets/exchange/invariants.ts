import { checkBookInvariants } from '../engine/invariants.ts';
import { holdFor, payAssetOf, type SpotCore } from './core.ts';

/**
 * Everything that must hold between commands: each book sound, the ledger conserved, and every
 * hold bucket equal to the holds of that account's open orders (a resting buy holding exactly
 * price x open size, a resting sell its open size). Returns the broken rules. `arrival` (order
 * id -> arrival number) adds the FIFO check, see checkBookInvariants.
 */
export function checkInvariants(e: SpotCore, arrival?: ReadonlyMap<number, number>): string[] {
  const problems = e.ledger.checkConservation();
  const expectedHolds = new Map<string, bigint>();
  for (const [orderId, record] of e.orders) {
    const market = e.markets.get(record.symbol)!;
    const resting = market.book.getOrder(orderId);
    if (resting === undefined) {
      problems.push(`order ${orderId} has a record but is not on the book`);
      continue;
    }
    const expected = holdFor(market, record.side, resting.price, resting.size);
    if (record.hold !== expected)
      problems.push(`order ${orderId} holds ${record.hold}, expected ${expected}`);
    const key = `${record.accountId}\u0000${payAssetOf(market, record.side)}`;
    expectedHolds.set(key, (expectedHolds.get(key) ?? 0n) + record.hold);
  }
  const records = new Map<string, number>();
  for (const record of e.orders.values()) records.set(record.symbol, (records.get(record.symbol) ?? 0) + 1);
  for (const market of e.markets.values()) {
    if (market.book.orderCount !== (records.get(market.spec.symbol) ?? 0)) {
      problems.push(`${market.spec.symbol}: resting orders and order records differ`);
    }
    for (const problem of checkBookInvariants(market.book, arrival))
      problems.push(`${market.spec.symbol}: ${problem}`);
  }
  for (const [key, expected] of expectedHolds) {
    const [accountId, asset] = key.split('\u0000') as [string, string];
    const actual = e.ledger.balance(accountId, asset).hold;
    if (actual !== expected)
      problems.push(`${accountId} ${asset} hold ${actual}, open orders hold ${expected}`);
  }
  return problems;
}
