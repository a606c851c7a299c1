import { z } from 'zod';

/**
 * QR-code login (spec §6): the page shows a key, the logged-in app scans and confirms it, and the
 * page's polling receives its own session. Also the cross-terminal login status.
 */

export const qrKey = z.object({
  qrcodeKey: z.string(),
  /** Seconds the key stays valid. */
  expiresIn: z.number().int().positive(),
});
export type QrKey = z.infer<typeof qrKey>;

export const qrKeyRequest = z.strictObject({ qrcodeKey: z.string().min(16).max(128) });

export const qrScanned = z.object({ status: z.literal('scanned') });
export const qrConfirmed = z.object({ status: z.literal('confirmed') });

/** A poll's answer; `confirmed` carries the user the page is now logged in as. */
export const qrStatus = z.union([
  z.object({ status: z.enum(['waiting', 'scanned', 'expired']) }),
  z.object({ status: z.literal('confirmed'), userId: z.string() }),
]);
export type QrStatus = z.infer<typeof qrStatus>;

export const crossTerminalLoginStatus = z.object({
  login: z.boolean(),
  userId: z.string().nullable(),
  /** Terminals on which the account has live sessions. */
  terminals: z.array(z.string()),
});
