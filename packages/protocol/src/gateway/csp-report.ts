import { z } from 'zod';

/** Body of `POST /v1/buried/log/cspSecurity`: a security event the browser reports (spec §7, §8). */
export const cspSecurityReport = z.strictObject({
  bizType: z.string().max(64),
  data: z.strictObject({ event: z.string().max(64), reason: z.string().max(512) }),
  timestamp: z.number().int().nonnegative(),
  page: z.string().max(2048),
});
