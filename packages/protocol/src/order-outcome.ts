import { z } from 'zod';

/**
 * What became of an order by the time its place call answered (issue #18), the same on spot and
 * futures: the page words its message from this, so an order cancelled without a fill never reads
 * as placed. Refusals (an order that was never accepted) are not outcomes: they answer with a
 * result code instead.
 */
export const ORDER_OUTCOME_STATUSES = [
  'filled',
  'partially-filled-resting',
  'partially-filled-cancelled',
  'cancelled',
  'resting',
] as const;

export type OrderOutcomeStatus = (typeof ORDER_OUTCOME_STATUSES)[number];

/**
 * Why an accepted order ended before filling in full:
 * no-liquidity: a market or IOC order's unfilled part (empty or thin book, or nothing at its limit);
 * post-only-would-take: a post-only order that would have traded at once;
 * self-trade: it would have traded with the same account's resting order;
 * reduce-only: a reduce-only order larger than what is left to reduce (futures);
 * user: cancelled by its owner.
 */
export const ORDER_CANCEL_REASONS = [
  'no-liquidity',
  'post-only-would-take',
  'self-trade',
  'reduce-only',
  'user',
] as const;

export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

const decimal = z.string().regex(/^\d+(\.\d+)?$/);

export const orderOutcomeSchema = z.object({
  status: z.enum(ORDER_OUTCOME_STATUSES),
  /** Ordered size (base asset / contract size). */
  size: decimal,
  /** Size filled when the call answered. */
  filled: decimal,
  /** Average fill price; null with nothing filled. */
  avgPrice: decimal.nullable(),
  /** Set when the order was cancelled; null otherwise or when no longer known (an idempotent repeat). */
  cancelReason: z.enum(ORDER_CANCEL_REASONS).nullable(),
});

export type OrderOutcome = z.infer<typeof orderOutcomeSchema>;

/** The status from the order's sizes and whether it is still open on the book. */
export function outcomeStatus(filledAny: boolean, filledAll: boolean, open: boolean): OrderOutcomeStatus {
  if (filledAll) return 'filled';
  if (open) return filledAny ? 'partially-filled-resting' : 'resting';
  return filledAny ? 'partially-filled-cancelled' : 'cancelled';
}
