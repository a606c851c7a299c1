// The signing step of the request pipeline (spec §5 "Signing", §7 "Signed paths", §3 headers).
import { signRsaSha256 } from '@tideline/protocol/gateway-crypto';
import {
  canonicalSignData,
  DEFAULT_SIGN_MODES,
  deviceCheckSignData,
  type GatewaySignConfig,
  resolveSignMode,
  SIGN_ERROR_NO_SIGNATURE,
  SIGN_HEADER,
  type SignMode,
  signDataMd5,
  TIME_HEADER,
  TRACE_HEADER,
} from '@tideline/protocol/gateway-sign';
import type { ClientKeyPair } from './client-key.ts';

export interface SignableRequest {
  /** The path as the gateway sees it: `/v1/...`, without the query string. */
  path: string;
  headers: Readonly<Record<string, string | undefined>>;
  body?: Readonly<Record<string, unknown>> | undefined;
}

export type SignOutcome =
  | { kind: 'skipped'; reason: 'not-a-path' | 'not-signed' | 'not-core-request' }
  | { kind: 'signed'; headers: Record<string, string>; data: string }
  | { kind: 'failed'; headers: Record<string, string> };

function partsFor(config: GatewaySignConfig, mode: SignMode) {
  return config.signModes?.[`${mode}`] ?? DEFAULT_SIGN_MODES[mode];
}

/** Headers to add to a request, or why it is not signed. Never throws: a failure to sign is sent
 * as `device-sign: sign_error_no_signature` so the gateway answers 00020 rather than the client
 * silently dropping the call. */
export async function signRequest(
  request: SignableRequest,
  config: GatewaySignConfig,
  key: ClientKeyPair | undefined,
): Promise<SignOutcome> {
  if (!request.path.startsWith('/')) return { kind: 'skipped', reason: 'not-a-path' };
  const mode = resolveSignMode(request.path, config);
  if (mode === undefined) return { kind: 'skipped', reason: 'not-signed' };
  const tm = request.headers[TIME_HEADER];
  const traceId = request.headers[TRACE_HEADER];
  if (!tm || !traceId) return { kind: 'skipped', reason: 'not-core-request' };
  const base = { [SIGN_HEADER.mode]: String(mode) };
  if (!key) return { kind: 'failed', headers: { ...base, [SIGN_HEADER.signature]: SIGN_ERROR_NO_SIGNATURE } };
  const data = canonicalSignData(partsFor(config, mode), {
    path: request.path,
    tm,
    traceId,
    body: request.body,
  });
  try {
    const signature = await signRsaSha256(key.privateKey, data);
    return {
      kind: 'signed',
      data,
      headers: {
        ...base,
        [SIGN_HEADER.signature]: signature,
        [SIGN_HEADER.dataMd5]: signDataMd5(data),
        [SIGN_HEADER.key]: key.publicKey,
      },
    };
  } catch {
    return { kind: 'failed', headers: { ...base, [SIGN_HEADER.signature]: SIGN_ERROR_NO_SIGNATURE } };
  }
}

/**
 * Anonymous requests to the device-check URL are signed with the old per-user key (spec §6): the
 * key bound to the user named by `userCheckDeviceUserIdHash` in the request data. Adds
 * `userCheckDeviceSign` and `lastAlgorithm` to the body (spec §3 "Device-check payload").
 */
export async function deviceCheckFields(
  request: SignableRequest,
  config: GatewaySignConfig,
  findUserKey: (userIdHash: string) => Promise<ClientKeyPair | undefined>,
): Promise<Record<string, string> | undefined> {
  if (request.path !== config.userCheckDeviceUrl) return undefined;
  const hash = request.body?.userCheckDeviceUserIdHash;
  const tm = request.headers[TIME_HEADER];
  if (typeof hash !== 'string' || !hash || !tm) return undefined;
  const key = await findUserKey(hash);
  if (!key) return undefined;
  return {
    userCheckDeviceSign: await signRsaSha256(key.privateKey, deviceCheckSignData(request.path, tm, hash)),
    lastAlgorithm: key.algorithm,
  };
}

/** SHA-256 hex of a user id: how the device-check names a user without revealing the id. */
export async function hashUserId(userId: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
