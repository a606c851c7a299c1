import { z } from 'zod';

/** `data` of `GET /v1/user/public/third/providers`: what a browser needs to start each sign-in. */

const oidcSettings = z.object({ clientId: z.string(), authorizationEndpoint: z.string() });
export type OidcSettings = z.infer<typeof oidcSettings>;

/** `null` marks a provider this gateway is not configured for. */
export const providerList = z.object({
  wallet: z.boolean(),
  /** The bot's numeric id; the secret part of its token never leaves the gateway. */
  telegram: z.object({ botId: z.string() }).nullable(),
  google: oidcSettings.nullable(),
  apple: oidcSettings.nullable(),
});
export type ProviderList = z.infer<typeof providerList>;
