import { z } from 'zod';

/**
 * `POST /v1/user/public/checkDevice` (spec §3 `userCheckDeviceUrl`): whether the key that signed
 * the user id hash is the one bound to that user, so the browser knows if its stored key is known.
 */
export const deviceCheckRequest = z.strictObject({
  userCheckDeviceUserIdHash: z.string().regex(/^[0-9a-f]{64}$/),
  userCheckDeviceSign: z.string().max(1024).optional(),
  lastAlgorithm: z.enum(['rsa1024', 'rsa2048']).optional(),
});

export const deviceCheckAnswer = z.object({ known: z.boolean() });
