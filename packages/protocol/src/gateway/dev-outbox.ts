import { z } from 'zod';
import { endpointQuery } from '../endpoint.ts';

/**
 * `GET /v1/dev/outbox` (development only): the e-mails and texts the server would have sent,
 * newest first, optionally only those to one address.
 */
export const outboxQuery = endpointQuery({ to: z.string().max(254).optional() });

export const outboxMessage = z.object({
  id: z.number().int().positive(),
  /** ISO 8601. */
  sentAt: z.string(),
  channel: z.enum(['email', 'mobile']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});

export const outbox = z.object({ messages: z.array(outboxMessage) });
