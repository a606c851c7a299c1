import { z } from 'zod';

/**
 * `POST /v1/dev/clock` (served only when NODE_ENV=test): moves the gateway's clock forward by
 * `seconds` (0 reads it) and runs the products' catch-up jobs before answering.
 */
export const devClockRequest = z.strictObject({
  /** Up to 400 days at once. */
  seconds: z
    .number()
    .int()
    .min(0)
    .max(400 * 86_400),
});

export const devClockAnswer = z.object({
  /** The gateway's time after the move, ISO 8601. */
  now: z.string(),
  /** Milliseconds since the epoch. */
  nowMs: z.number().int(),
});
