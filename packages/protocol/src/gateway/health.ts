import { z } from 'zod';
import { wireTime } from '../endpoint.ts';

/** `data` of `GET /v1/health`: the gateway is up and its database answers. */
export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: wireTime,
});
