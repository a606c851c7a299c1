/**
 * Order numbers in the cluster (docs/scale-out.md, "Order numbers"): unique across the whole
 * exchange and in placement order, as the one-process server's single counter makes them, yet
 * counted by engines that share nothing. All spot symbols' commands are one JetStream stream
 * (`SPOT_CMD`), and all contracts' one more (`FUT_CMD`), so a command's stream sequence is unique
 * across symbols, grows with time and is the same on every replay: an order's number is derived
 * from the sequence of the command that placed it. Pure.
 */

/** A spot command places at most one order: its number is the command's sequence. */
export function spotOrderNumber(commandSeq: number): number {
  return commandSeq;
}

/**
 * Numbers each futures command may use. One command can place several orders (a batch; the closing
 * orders of the TP/SL and liquidations a mark move triggers), so each command owns a block of numbers.
 * Bounds (docs/scale-out.md): fewer orders than this per command on one contract, and sequences below
 * 10^11, so numbers stay within the wire's 15 digits.
 */
export const FUTURES_ORDER_NUMBERS_PER_COMMAND = 10_000;

/** The number of the first order a futures command places; the command's further orders count on from it. */
export function firstFuturesOrderNumber(commandSeq: number): number {
  return commandSeq * FUTURES_ORDER_NUMBERS_PER_COMMAND;
}
