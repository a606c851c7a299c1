/**
 * Order numbers in the cluster (docs/scale-out.md, "Order numbers"): unique across the whole
 * exchange and in placement order, as the one-process server's single counter makes them, yet
 * counted by engines that share nothing. All spot symbols' commands are one JetStream stream
 * (`SPOT_CMD`), so a command's stream sequence is unique across symbols, grows with time and is the
 * same on every replay: an order's number is derived from the sequence of the command that placed
 * it. Pure.
 */

/** A spot command places at most one order: its number is the command's sequence. */
export function spotOrderNumber(commandSeq: number): number {
  return commandSeq;
}
