import { z } from 'zod';

/** `data` of `GET /v1/mix/config/gatewaySignConfig` (spec §3): the config the browser signs by. */

const signMode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const signParts = z.array(z.enum(['path', 'time', 'traceId', 'body']));

export const gatewaySignConfig = z.object({
  clientOpen: z.boolean(),
  /** Base64 SPKI (DER) of the gateway's current RSA key. */
  serverPublicKey: z.string(),
  /** Base64 RSASSA-PKCS1-v1_5/SHA-256 signature of `serverPublicKey` by the root key. */
  serverPublicKeySign: z.string(),
  defaultAlgorithm: z.enum(['rsa1024', 'rsa2048']),
  signModes: z.object({ 0: signParts, 1: signParts, 2: signParts }),
  exactUrls: z.record(z.string(), signMode),
  prefixUrls: z.record(z.string(), signMode),
  userCheckDeviceUrl: z.string(),
});

export const signConfigAnswer = z.object({ gatewaySignConfig });
