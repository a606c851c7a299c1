// Gateway request signing: the canonical form both ends compute (spec §3, §5, §7; design §3).
// The browser signs it, the gateway verifies it; both import this file, so they cannot drift.
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { signedBodyFieldsOf } from './endpoint-policies.ts';
import { ENDPOINTS } from './endpoints.ts';

export const SIGN_HEADER = {
  signature: 'device-sign',
  mode: 'device-sign-mode',
  dataMd5: 'device-sign-data-md5',
  key: 'device-sign-key',
} as const;

/** Answer header naming why the gateway refused a signature. */
export const SIGN_ERROR_HEADER = 'gw-sign-error';
/** `device-sign` value sent when the client failed to produce a signature (spec §8). */
export const SIGN_ERROR_NO_SIGNATURE = 'sign_error_no_signature';
/** Header carrying a captcha pass token on the retried request (spec §4). */
export const CAPTCHA_TOKEN_HEADER = 'captcha-token';
/** Request headers the signable time and trace parts come from (spec §3, notes item 4). */
export const TIME_HEADER = 'tm';
export const TRACE_HEADER = 'uhti';

export type SignAlgorithm = 'rsa1024' | 'rsa2048';
export const DEFAULT_SIGN_ALGORITHM: SignAlgorithm = 'rsa1024';
export const RSA_MODULUS_BITS: Record<SignAlgorithm, number> = { rsa1024: 1024, rsa2048: 2048 };

export type SignMode = 0 | 1 | 2;
export type SignPart = 'path' | 'time' | 'traceId' | 'body';

/** The parts each mode signs, in canonical order (spec §7: 0 path+time, 1 adds trace id, 2 adds body). */
export const DEFAULT_SIGN_MODES: Readonly<Record<SignMode, readonly SignPart[]>> = {
  0: ['path', 'time'],
  1: ['path', 'time', 'traceId'],
  2: ['path', 'time', 'traceId', 'body'],
};

/** The time part is the first 8 characters of the 13-digit `tm` header: a 100-second bucket. */
export const TIME_PART_LENGTH = 8;
const TIME_BUCKET_MS = 10 ** (13 - TIME_PART_LENGTH);

export function timePart(tm: string): string {
  return tm.slice(0, TIME_PART_LENGTH);
}

/** The gateway accepts the current 100-second bucket and its neighbours (notes item 4). */
export function isTimePartFresh(part: string, nowMs: number): boolean {
  if (!/^\d{8}$/.test(part)) return false;
  const current = Math.floor(nowMs / TIME_BUCKET_MS);
  return Math.abs(Number(part) - current) <= 1;
}

/**
 * Body fields covered by mode 2, per signed path, in canonical order: the endpoint table's
 * `signing.fields` (spec §7's fields first; issue #19: one source, held to the spec's list by
 * test/spec-lists.test.ts).
 */
export const SIGNED_BODY_FIELDS: Readonly<Record<string, readonly string[]>> = signedBodyFieldsOf(ENDPOINTS);

/** `data.gatewaySignConfig` of `GET /v1/mix/config/gatewaySignConfig` (spec §3). */
export interface GatewaySignConfig {
  clientOpen: boolean;
  /** Base64 SPKI (DER) of the gateway's current RSA key. */
  serverPublicKey: string;
  /** Base64 RSASSA-PKCS1-v1_5/SHA-256 signature of `serverPublicKey` by the root key. */
  serverPublicKeySign: string;
  defaultAlgorithm: SignAlgorithm;
  signModes: Record<`${SignMode}`, SignPart[]>;
  exactUrls: Record<string, SignMode>;
  prefixUrls: Record<string, SignMode>;
  userCheckDeviceUrl: string;
}

/** The sign mode of a path: exact matches first, then the longest matching prefix (spec §7). */
export function resolveSignMode(
  path: string,
  config: Pick<GatewaySignConfig, 'exactUrls' | 'prefixUrls'>,
): SignMode | undefined {
  const exact = config.exactUrls[path];
  if (exact !== undefined) return exact;
  let best: { prefix: string; mode: SignMode } | undefined;
  for (const [prefix, mode] of Object.entries(config.prefixUrls)) {
    if (path.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) best = { prefix, mode };
  }
  return best?.mode;
}

export interface SignInput {
  /** Request path with the `/v1` prefix and without the query string. */
  path: string;
  /** The `tm` header (13-digit millisecond timestamp). */
  tm: string;
  /** The `uhti` header. */
  traceId: string;
  body?: Readonly<Record<string, unknown>> | undefined;
}

function canonicalValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/**
 * The exact text that is signed. Every part is written as `name=value` with the value
 * percent-encoded, joined by `&`, in the mode's order; body fields are named `body.<field>` in the
 * order of SIGNED_BODY_FIELDS. Encoding each value makes the join unambiguous: no choice of path
 * and body can produce the same text as another.
 */
export function canonicalSignData(parts: readonly SignPart[], input: SignInput): string {
  const pairs: string[] = [];
  for (const part of parts) {
    if (part === 'path') pairs.push(`path=${encodeURIComponent(input.path)}`);
    else if (part === 'time') pairs.push(`time=${encodeURIComponent(timePart(input.tm))}`);
    else if (part === 'traceId') pairs.push(`traceId=${encodeURIComponent(input.traceId)}`);
    else {
      for (const field of SIGNED_BODY_FIELDS[input.path] ?? []) {
        pairs.push(`body.${field}=${encodeURIComponent(canonicalValue(input.body?.[field]))}`);
      }
    }
  }
  return pairs.join('&');
}

/** Hex MD5 of the canonical data, sent as `device-sign-data-md5`: when a signature fails, the
 * gateway compares it with its own to tell a canonicalisation mismatch from a wrong key, and says
 * which in the `gw-sign-error` header. */
export function signDataMd5(data: string): string {
  return bytesToHex(md5(utf8ToBytes(data)));
}

/** Text signed for the anonymous device-check call (spec §3 "Device-check payload", §6): the old
 * per-user key signs the path, the time part and the hash naming the user. */
export function deviceCheckSignData(path: string, tm: string, userIdHash: string): string {
  return `${canonicalSignData(DEFAULT_SIGN_MODES[0], { path, tm, traceId: '' })}&userIdHash=${encodeURIComponent(userIdHash)}`;
}
