import { z } from 'zod';

/**
 * `data` of `GET /v1/mix/config/client`: what the web app reads at start-up besides the sign
 * config: the image domains to probe and the default image host (spec §9), and the device-token
 * settings it must use (spec §4, §5).
 */
export const clientConfig = z.object({
  imageDomain: z.object({
    /** Origins to probe, fastest kept under `fastestimgdomain`. */
    candidates: z.array(z.string()),
    /** Used when no candidate loads the probe. */
    defaultHost: z.string(),
    probePath: z.string(),
  }),
  deviceToken: z.object({
    /** The app id this environment's pages send to the constant-id endpoint. */
    appId: z.string(),
    header: z.string(),
    /** Whether listed paths refuse a request without a valid token. */
    required: z.boolean(),
    refreshFrequencySeconds: z.number().int().positive(),
    expiryIntervalSeconds: z.number().int().positive(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfig>;
