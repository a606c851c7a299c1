import { z } from 'zod';
import { wireTime } from '../endpoint.ts';

/** The wire shapes of the logged-in account and its authenticator (docs/protocol.md §3.5). */

export const accountKind = z.enum(['main', 'sub', 'demo']);

/** The acting account; addresses are masked. */
export const userInfo = z.object({
  userId: z.string(),
  /** The main account of the family (the account itself when it is a main account). */
  rootUserId: z.string(),
  parentUserId: z.string().nullable(),
  accountType: accountKind,
  demo: z.boolean(),
  nickname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  areaCode: z.string().nullable(),
  googleBound: z.boolean(),
  antiPhishingCodeSet: z.boolean(),
  agency: z.boolean(),
  walletAddress: z.string().nullable(),
  registerTime: wireTime,
});
export type UserInfo = z.infer<typeof userInfo>;

/** A new authenticator secret, shown once, and the otpauth:// URL its QR code encodes. */
export const googleSecret = z.object({ secret: z.string(), otpauthUrl: z.string() });

export const googleState = z.object({ googleBound: z.boolean() });
