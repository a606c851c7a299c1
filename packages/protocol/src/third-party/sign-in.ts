import { z } from 'zod';
import { loginAnswer } from '../accounts/login.ts';
import { patternString } from '../request-fields.ts';

/**
 * Third-party sign-in proofs (spec §7) and the answer they share: the linked account's login, or
 * an identity the provider vouched for that no account owns yet.
 */

export const identityProvider = z.enum(['telegram', 'google', 'apple', 'wallet']);
export type IdentityProvider = z.infer<typeof identityProvider>;

/** Telegram Login Widget data. */
export const telegramSignRequest = z.strictObject({ sign: z.string().min(1).max(4096) });

/** Telegram Mini App initData and the user id it names. */
export const telegramMiniAppSignRequest = z.strictObject({
  initData: z.string().min(1).max(4096),
  id: z.union([z.string().max(32), z.number().int()]),
});

/** A Google or Apple ID token (OpenID Connect). */
export const oidcSignRequest = z.strictObject({
  token: z.string().min(1).max(8192),
  provider: z.enum(['google', 'apple']),
});

export const ethAddress = patternString(/^0x[0-9a-fA-F]{40}$/, 'hint.ethAddress');

/** The wallet's signature of the EIP-4361 message the nonce call answered. */
export const walletSignRequest = z.strictObject({
  publicAddress: ethAddress,
  signature: patternString(/^0x[0-9a-fA-F]{130}$/, 'hint.walletSignature'),
  message: z.string().min(1).max(2048),
});

/** An identity no account owns yet; `serialNO` finishes it once (register, check or choose). */
export const unboundIdentity = z.object({
  bound: z.literal(false),
  serialNO: z.string(),
  provider: identityProvider,
  email: z.string().nullable(),
  /** An account already uses the provider's verified e-mail: /bind/choose can link to it. */
  emailAccountExists: z.boolean(),
});

const [loggedIn, secondFactorsNeeded] = loginAnswer.options;

export const thirdPartyAnswer = z.union([
  loggedIn.extend({ bound: z.literal(true) }),
  secondFactorsNeeded.extend({ bound: z.literal(true) }),
  unboundIdentity,
]);
export type ThirdPartyAnswer = z.infer<typeof thirdPartyAnswer>;
