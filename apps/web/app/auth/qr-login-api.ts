// QR-code login of protocol §6: the page shows a key, the logged-in app scans and confirms it, and
// the page's polling receives its own session once confirmed.
import type { RequestClient } from '@tideline/core/request';

export const QR_LOGIN_PATHS = {
  create: '/v1/user/public/qr/create',
  status: '/v1/user/public/getQrKeyStatus',
} as const;

/** How often the page asks whether the app has scanned or confirmed the key. */
export const QR_POLL_MS = 2000;

/** Polls that may fail in a row (a network blip, a clock step) before the panel gives up and offers a retry. */
export const QR_POLL_FAILURES_TOLERATED = 2;

export interface QrKey {
  qrcodeKey: string;
  /** Seconds the key stays valid (120). */
  expiresIn: number;
}

export type QrStatus =
  | { status: 'waiting' | 'scanned' | 'expired' }
  | { status: 'confirmed'; userId: string | number };

export async function createQrKey(client: RequestClient): Promise<QrKey> {
  return (await client.post<QrKey>(QR_LOGIN_PATHS.create, {})).data;
}

export async function qrKeyStatus(client: RequestClient, qrcodeKey: string): Promise<QrStatus> {
  return (await client.post<QrStatus>(QR_LOGIN_PATHS.status, { qrcodeKey })).data;
}
