import type { BookSide } from './book-side.ts';
import type { OrderBook } from './order-book.ts';

/**
 * Checks everything that must hold between any two commands and returns the broken rules (empty
 * when the book is sound): levels strictly ordered, book not crossed, the best level non-empty,
 * every level's size and count equal to its orders', every order positive and linked both ways, and the
 * id index holding exactly the resting orders. `arrival` (order id -> arrival number) lets the
 * caller check FIFO within a level; amended orders that lost priority get a new arrival number.
 */
export function checkBookInvariants(book: OrderBook, arrival?: ReadonlyMap<number, number>): string[] {
  const problems: string[] = [];
  let resting = 0;
  for (const side of [book.bids, book.asks]) resting += checkSide(book, side, arrival, problems);
  const bid = book.bestBid();
  const ask = book.bestAsk();
  if (bid !== undefined && ask !== undefined && bid >= ask)
    problems.push(`crossed book: bid ${bid} >= ask ${ask}`);
  if (resting !== book.orderCount) problems.push(`index holds ${book.orderCount} orders, levels ${resting}`);
  return problems;
}

function checkSide(
  book: OrderBook,
  side: BookSide,
  arrival: ReadonlyMap<number, number> | undefined,
  problems: string[],
): number {
  let count = 0;
  let previousRank = Number.NEGATIVE_INFINITY;
  if (side.priceIndexSize() !== side.levels.length) problems.push(`${side.side}: price index out of step`);
  for (const level of side.levels) {
    if (level.rank <= previousRank) problems.push(`${side.side}: levels out of order at ${level.price}`);
    previousRank = level.rank;
    if (side.level(level.price) !== level) problems.push(`${side.side}: level ${level.price} not indexed`);
    let size = 0;
    let orders = 0;
    let lastArrival = Number.NEGATIVE_INFINITY;
    let previous = null;
    for (let order = level.head; order !== null; order = order.next) {
      if (order.prev !== previous) problems.push(`order ${order.orderId}: broken back link`);
      if (order.level !== level || order.price !== level.price)
        problems.push(`order ${order.orderId}: wrong level`);
      if (order.side !== side.side) problems.push(`order ${order.orderId}: wrong side`);
      if (!book.hasOrder(order.orderId)) problems.push(`order ${order.orderId}: missing from the index`);
      if (!Number.isSafeInteger(order.remaining) || order.remaining <= 0) {
        problems.push(`order ${order.orderId}: size ${order.remaining}`);
      }
      const arrived = arrival?.get(order.orderId);
      if (arrived !== undefined) {
        if (arrived <= lastArrival) problems.push(`order ${order.orderId}: FIFO broken at ${level.price}`);
        lastArrival = arrived;
      }
      size += order.remaining;
      orders += 1;
      previous = order;
    }
    if (level.tail !== previous) problems.push(`${side.side} ${level.price}: wrong tail`);
    if (orders === 0 && level === side.best()) problems.push(`${side.side} ${level.price}: empty best level`);
    if (size !== level.size || orders !== level.count)
      problems.push(`${side.side} ${level.price}: totals wrong`);
    count += orders;
  }
  if (count !== side.size) problems.push(`${side.side}: order count ${side.size}, found ${count}`);
  return count;
}
