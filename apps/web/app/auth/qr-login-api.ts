// QR-code login of protocol §6: the page shows a key, the logged-in app scans and confirms it, and
// the page's polling receives its own session once confirmed.
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { THIRD_PARTY_ENDPOINTS } from '@tideline/protocol/third-party/endpoints';
import type { QrKey, QrStatus } from '@tideline/protocol/third-party/qr-login';

export type { QrKey, QrStatus } from '@tideline/protocol/third-party/qr-login';

/** How often the page asks whether the app has scanned or confirmed the key. */
export const QR_POLL_MS = 2000;

/** Polls that may fail in a row (a network blip, a clock step) before the panel gives up and offers a retry. */
export const QR_POLL_FAILURES_TOLERATED = 2;

export function createQrKey(client: RequestClient): Promise<QrKey> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.qrCreate, {});
}

export function qrKeyStatus(client: RequestClient, qrcodeKey: string): Promise<QrStatus> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.qrKeyStatus, { qrcodeKey });
}
