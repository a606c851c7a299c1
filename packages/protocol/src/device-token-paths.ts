/**
 * The risk-control device token on the wire (spec §4, §5, §7): which gateway paths must carry it,
 * in which header, and how the gateway refuses a call that lacks a valid one. The browser attaches
 * the token by the endpoint table's rows and the gateway enforces the same rows, so the two cannot
 * drift.
 * docs/protocol-device.md describes the token itself and the endpoint that issues it.
 */
import { deviceTokenPathsOf } from './endpoint-policies.ts';
import { ENDPOINTS } from './endpoints.ts';
import { ERROR_CODES } from './error-codes.ts';

/** Request header carrying the token on a listed path. */
export const DEVICE_TOKEN_HEADER = 'device-token';

/** §5: only a token of exactly 40 characters is a success token; any other non-empty one is demoted. */
export const DEVICE_TOKEN_SUCCESS_LENGTH = 40;

/**
 * The paths whose rows in the endpoint table say `deviceToken: true` (issue #19: one source; the
 * spec's list of §7 operations is held against it by packages/protocol/test/spec-lists.test.ts).
 */
const DEVICE_TOKEN_PATH_SET: ReadonlySet<string> = new Set(deviceTokenPathsOf(ENDPOINTS));

/** Whether a `/v1` path (query string allowed) must carry the device token. */
export function requiresDeviceToken(path: string): boolean {
  const queryAt = path.indexOf('?');
  return DEVICE_TOKEN_PATH_SET.has(queryAt === -1 ? path : path.slice(0, queryAt));
}

/** Why the gateway refused the token of a listed path; sent as `data.reason` of the refusal. */
export const DEVICE_TOKEN_REFUSAL_REASONS = [
  'missing',
  'malformed',
  'forged',
  'expired',
  'terminalMismatch',
] as const;

export type DeviceTokenRefusalReason = (typeof DEVICE_TOKEN_REFUSAL_REASONS)[number];

/**
 * The refusal envelope: HTTP 200, `status: 'error'`, this code and group, a localised `msg` and
 * `data: { reason }`. HTTP 200 with a §8 toast code is what makes the browser client show the msg;
 * a 4xx would only show the generic text of the §8 HTTP table. The group tells a client that
 * fetching a fresh token and retrying once may help.
 */
export const DEVICE_TOKEN_REFUSAL = {
  code: ERROR_CODES.toastError,
  group: 'device-token',
} as const;

export function isDeviceTokenRefusal(response: { code: unknown; group?: unknown }): boolean {
  return String(response.code) === DEVICE_TOKEN_REFUSAL.code && response.group === DEVICE_TOKEN_REFUSAL.group;
}
