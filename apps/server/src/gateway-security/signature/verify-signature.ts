// The gateway's check of a signed request (spec §8 codes 00020-00023, design §3). Pure apart from
// WebCrypto: the caller supplies the request as the gateway sees it (after login decryption, so
// mode 2 covers the logical body) and the key the user is bound to, if any.
import { importVerifyKey, rsaModulusBits, verifyRsaSha256 } from '@tideline/protocol/gateway-crypto';
import {
  canonicalSignData,
  DEFAULT_SIGN_MODES,
  type GatewaySignConfig,
  isTimePartFresh,
  RSA_MODULUS_BITS,
  resolveSignMode,
  SIGN_ERROR_NO_SIGNATURE,
  SIGN_HEADER,
  signDataMd5,
  TIME_HEADER,
  TRACE_HEADER,
  timePart,
} from '@tideline/protocol/gateway-sign';

export const SIGN_VERDICT_CODE = {
  missing: '00020',
  modeMismatch: '00021',
  expired: '00022',
  invalid: '00023',
} as const;

/** Why a signature was refused; sent in the `gw-sign-error` answer header. */
export type SignRefusal =
  | { code: '00020'; reason: 'no-signature' | 'client-sign-error' | 'no-key' | 'no-time-or-trace' }
  | { code: '00021'; reason: 'mode-mismatch' }
  | { code: '00022'; reason: 'time-expired' }
  | {
      code: '00023';
      reason: 'data-mismatch' | 'bad-signature' | 'key-not-bound' | 'bad-key' | 'replayed';
    };

export type SignVerdict = { ok: true; mode: number; publicKey: string } | { ok: false; refusal: SignRefusal };

export interface VerifyInput {
  path: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Readonly<Record<string, unknown>> | undefined;
  now: number;
  /** The key bound to the session's user; when present, the request must be signed with it. */
  boundKey?: string | undefined;
}

const header = (h: VerifyInput['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};
const refuse = (refusal: SignRefusal): SignVerdict => ({ ok: false, refusal });

/** Whether the gateway requires a signature on this path at all. */
export function requiredSignMode(path: string, config: GatewaySignConfig): number | undefined {
  return config.clientOpen ? resolveSignMode(path, config) : undefined;
}

/**
 * Imported verify keys by their SPKI text, so a client's key is parsed once, not on every signed
 * call (issue #22 item 4). Bounded: past the limit the oldest entry goes; a key that does not
 * import is never kept.
 */
const VERIFY_KEYS_KEPT = 10_000;
const verifyKeys = new Map<string, CryptoKey>();

async function verifyKeyOf(publicKey: string): Promise<CryptoKey> {
  const kept = verifyKeys.get(publicKey);
  if (kept !== undefined) return kept;
  const key = await importVerifyKey(publicKey);
  if (verifyKeys.size >= VERIFY_KEYS_KEPT) {
    const oldest = verifyKeys.keys().next().value;
    if (oldest !== undefined) verifyKeys.delete(oldest);
  }
  verifyKeys.set(publicKey, key);
  return key;
}

export async function verifySignedRequest(
  input: VerifyInput,
  config: GatewaySignConfig,
): Promise<SignVerdict> {
  const mode = resolveSignMode(input.path, config);
  if (mode === undefined) return { ok: true, mode: -1, publicKey: '' };
  const signature = header(input.headers, SIGN_HEADER.signature);
  if (!signature) return refuse({ code: '00020', reason: 'no-signature' });
  if (signature === SIGN_ERROR_NO_SIGNATURE) return refuse({ code: '00020', reason: 'client-sign-error' });
  const publicKey = header(input.headers, SIGN_HEADER.key);
  if (!publicKey) return refuse({ code: '00020', reason: 'no-key' });
  const tm = header(input.headers, TIME_HEADER);
  const traceId = header(input.headers, TRACE_HEADER);
  if (!tm || !traceId) return refuse({ code: '00020', reason: 'no-time-or-trace' });
  if (header(input.headers, SIGN_HEADER.mode) !== String(mode))
    return refuse({ code: '00021', reason: 'mode-mismatch' });
  if (!isTimePartFresh(timePart(tm), input.now)) return refuse({ code: '00022', reason: 'time-expired' });
  if (input.boundKey !== undefined && input.boundKey !== publicKey)
    return refuse({ code: '00023', reason: 'key-not-bound' });
  let key: CryptoKey;
  try {
    key = await verifyKeyOf(publicKey);
  } catch {
    return refuse({ code: '00023', reason: 'bad-key' });
  }
  const bits = rsaModulusBits(key);
  if (bits !== RSA_MODULUS_BITS.rsa1024 && bits !== RSA_MODULUS_BITS.rsa2048)
    return refuse({ code: '00023', reason: 'bad-key' });
  const parts = config.signModes[`${mode}` as '0' | '1' | '2'] ?? DEFAULT_SIGN_MODES[mode];
  const data = canonicalSignData(parts, { path: input.path, tm, traceId, body: input.body });
  if (await verifyRsaSha256(key, data, signature)) return { ok: true, mode, publicKey };
  const clientMd5 = header(input.headers, SIGN_HEADER.dataMd5);
  return refuse({
    code: '00023',
    reason: clientMd5 && clientMd5 !== signDataMd5(data) ? 'data-mismatch' : 'bad-signature',
  });
}
