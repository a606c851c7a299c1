import { z } from 'zod';
import { endpointQuery } from '../endpoint.ts';

/**
 * `GET /v1/dev/outbox` (the operator outbox): the e-mails and texts the server would have sent,
 * newest first, optionally only those to one address.
 */
/**
 * `token`: the operator outbox's key, printed to the gateway's console at start (issue #21 item 10);
 * also accepted as the `x-outbox-token` header. Test servers need none.
 */
export const outboxQuery = endpointQuery({
  to: z.string().max(254).optional(),
  token: z.string().max(200).optional(),
});

/** The header a tool may send the operator outbox's key in, instead of the query. */
export const OUTBOX_TOKEN_HEADER = 'x-outbox-token';

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
