// The device token's byte format (docs/protocol-device.md "Token format"): self-verifying, so any
// gateway instance holding the secret checks it without a lookup, and bound to the terminal code
// without revealing it. Success tokens are exactly 40 characters (spec §5); demoted tokens are 33.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DEVICE_TOKEN_SUCCESS_LENGTH,
  type DeviceTokenRefusalReason,
} from '@tideline/protocol/device-token-paths';

export const DEVICE_TOKEN_VERSION = 1;
/** §9: the token's expiry interval, 14400 s after it was issued. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 14_400;
/** A token stamped this far ahead of the verifying instance's clock is still accepted. */
export const DEVICE_TOKEN_CLOCK_SKEW_SECONDS = 300;
export const DEMOTED_TOKEN_PREFIX = 'd.';
export const DEMOTED_TOKEN_LENGTH = 33;

/** Which app id the token was issued to; a production gateway accepts production tokens only. */
export type DeviceTokenApp = 'production' | 'test';

export type DemotionReason = 'noTerminalCode' | 'automation' | 'crowdedAddress';

const APP_BYTES: Readonly<Record<DeviceTokenApp, number>> = { production: 0, test: 1 };
const DEMOTION_BITS: Readonly<Record<DemotionReason, number>> = {
  noTerminalCode: 1,
  automation: 2,
  crowdedAddress: 4,
};
const ALL_DEMOTION_BITS = Object.values(DEMOTION_BITS).reduce((all, bit) => all | bit, 0);

// Shared head of both layouts: version (1), app (1), issue time in epoch seconds (4), binding (8).
const HEAD_LENGTH = 14;
const BINDING_OFFSET = 6;
const BINDING_LENGTH = 8;
// Success: head, nonce (4), MAC (12) = 30 bytes = 40 base64url characters.
const SUCCESS_BYTES = 30;
const SUCCESS_MAC_LENGTH = 12;
// Demoted: head, demotion bits (1), MAC (8) = 23 bytes = 31 base64url characters after 'd.'.
const DEMOTED_BYTES = 23;
const DEMOTED_MAC_LENGTH = 8;
const MAC_DOMAIN = { success: 0x53, demoted: 0x44 } as const;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface DeviceTokenKeys {
  mac: Buffer;
  binding: Buffer;
}

/** Separate keys for the MAC and the terminal binding, both derived from the one stored secret. */
export function deriveDeviceTokenKeys(secret: Uint8Array): DeviceTokenKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  return { mac: derive('tideline/device-token/mac'), binding: derive('tideline/device-token/terminal') };
}

export interface DeviceTokenClaims {
  app: DeviceTokenApp;
  issuedAtSeconds: number;
  /** '' when the device sent none; such a token is demoted and not bound to a terminal. */
  terminalCode: string;
  /** Empty for a success token. */
  demotion: readonly DemotionReason[];
}

export interface VerifiedDeviceToken {
  kind: 'success' | 'demoted';
  app: DeviceTokenApp;
  issuedAtSeconds: number;
  demotion: readonly DemotionReason[];
}

export type DeviceTokenVerdict =
  | { ok: true; token: VerifiedDeviceToken }
  | { ok: false; reason: DeviceTokenRefusalReason };

export interface DeviceTokenContext {
  /** The `terminal-code` header of the request carrying the token; '' when absent. */
  terminalCode: string;
  nowSeconds: number;
  acceptedApps: readonly DeviceTokenApp[];
}

function terminalBinding(keys: DeviceTokenKeys, terminalCode: string): Buffer {
  if (terminalCode === '') return Buffer.alloc(BINDING_LENGTH);
  return createHmac('sha256', keys.binding).update(terminalCode, 'utf8').digest().subarray(0, BINDING_LENGTH);
}

function mac(keys: DeviceTokenKeys, domain: number, body: Uint8Array, length: number): Buffer {
  return createHmac('sha256', keys.mac).update(Buffer.of(domain)).update(body).digest().subarray(0, length);
}

function demotionBits(reasons: readonly DemotionReason[]): number {
  return reasons.reduce((bits, reason) => bits | DEMOTION_BITS[reason], 0);
}

function demotionReasons(bits: number): DemotionReason[] {
  return (Object.keys(DEMOTION_BITS) as DemotionReason[]).filter((reason) => bits & DEMOTION_BITS[reason]);
}

function appOfByte(byte: number | undefined): DeviceTokenApp | undefined {
  return (Object.keys(APP_BYTES) as DeviceTokenApp[]).find((app) => APP_BYTES[app] === byte);
}

function head(keys: DeviceTokenKeys, claims: DeviceTokenClaims): Buffer {
  const bytes = Buffer.alloc(HEAD_LENGTH);
  bytes[0] = DEVICE_TOKEN_VERSION;
  bytes[1] = APP_BYTES[claims.app];
  bytes.writeUInt32BE(claims.issuedAtSeconds, 2);
  terminalBinding(keys, claims.terminalCode).copy(bytes, BINDING_OFFSET);
  return bytes;
}

/**
 * A success token when `demotion` is empty, otherwise a demoted one. A device without a terminal
 * code always gets a demoted token: there is nothing to bind a success token to.
 */
export function issueDeviceToken(
  keys: DeviceTokenKeys,
  claims: DeviceTokenClaims,
  nonce: Uint8Array = randomBytes(4),
): string {
  if (claims.demotion.length === 0 && claims.terminalCode === '') {
    throw new Error('a success token needs a terminal code to bind to');
  }
  if (claims.demotion.length === 0) {
    const body = Buffer.concat([head(keys, claims), nonce.subarray(0, 4)]);
    const token = Buffer.concat([body, mac(keys, MAC_DOMAIN.success, body, SUCCESS_MAC_LENGTH)]);
    return token.toString('base64url');
  }
  const body = Buffer.concat([head(keys, claims), Buffer.of(demotionBits(claims.demotion))]);
  const token = Buffer.concat([body, mac(keys, MAC_DOMAIN.demoted, body, DEMOTED_MAC_LENGTH)]);
  return `${DEMOTED_TOKEN_PREFIX}${token.toString('base64url')}`;
}

/** Decodes base64url only in its canonical spelling, so one token has exactly one text. */
function decodeCanonical(text: string, byteLength: number): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.length === byteLength && bytes.toString('base64url') === text ? bytes : undefined;
}

function parse(token: string): { kind: 'success' | 'demoted'; bytes: Buffer } | undefined {
  if (token.length === DEVICE_TOKEN_SUCCESS_LENGTH) {
    const bytes = decodeCanonical(token, SUCCESS_BYTES);
    return bytes && { kind: 'success', bytes };
  }
  if (token.length === DEMOTED_TOKEN_LENGTH && token.startsWith(DEMOTED_TOKEN_PREFIX)) {
    const bytes = decodeCanonical(token.slice(DEMOTED_TOKEN_PREFIX.length), DEMOTED_BYTES);
    return bytes && { kind: 'demoted', bytes };
  }
  return undefined;
}

/**
 * Checks a token in the order a reader would: present, well formed, issued by this gateway for an
 * accepted app, within its lifetime, and bound to the terminal code the request carries.
 */
export function verifyDeviceToken(
  keys: DeviceTokenKeys,
  token: string | undefined,
  context: DeviceTokenContext,
): DeviceTokenVerdict {
  if (token === undefined || token === '') return { ok: false, reason: 'missing' };
  const parsed = parse(token);
  const app = appOfByte(parsed?.bytes[1]);
  if (!parsed || parsed.bytes[0] !== DEVICE_TOKEN_VERSION || !app) return { ok: false, reason: 'malformed' };
  const { kind, bytes } = parsed;
  const macLength = kind === 'success' ? SUCCESS_MAC_LENGTH : DEMOTED_MAC_LENGTH;
  const body = bytes.subarray(0, bytes.length - macLength);
  const expected = mac(keys, MAC_DOMAIN[kind], body, macLength);
  if (!timingSafeEqual(expected, bytes.subarray(body.length))) return { ok: false, reason: 'forged' };
  if (!context.acceptedApps.includes(app)) return { ok: false, reason: 'forged' };

  const bits = kind === 'demoted' ? (bytes[HEAD_LENGTH] ?? 0) : 0;
  if (kind === 'demoted' && (bits === 0 || (bits & ~ALL_DEMOTION_BITS) !== 0)) {
    return { ok: false, reason: 'malformed' };
  }
  const issuedAtSeconds = bytes.readUInt32BE(2);
  const age = context.nowSeconds - issuedAtSeconds;
  if (age >= DEVICE_TOKEN_LIFETIME_SECONDS || age < -DEVICE_TOKEN_CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: 'expired' };
  }
  const demotion = demotionReasons(bits);
  const bound = !demotion.includes('noTerminalCode');
  const binding = bytes.subarray(BINDING_OFFSET, BINDING_OFFSET + BINDING_LENGTH);
  if (bound && !timingSafeEqual(binding, terminalBinding(keys, context.terminalCode))) {
    return { ok: false, reason: 'terminalMismatch' };
  }
  return { ok: true, token: { kind, app, issuedAtSeconds, demotion } };
}
