// Captcha pass tokens: short-lived, HMAC-signed, bound to the scene and the device, and accepted
// once (design §3). The `captcha-token` header on the retried request carries one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface PassClaims {
  scene: string;
  device: string;
  exp: number;
  nonce: string;
}

export function issuePassToken(secret: Buffer, claims: Omit<PassClaims, 'nonce'>): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, nonce: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export type PassVerdict =
  | { ok: true; claims: PassClaims }
  | { ok: false; reason: 'malformed' | 'bad-mac' | 'expired' | 'wrong-scene' | 'wrong-device' };

/** Checks a token's MAC, expiry and binding. Single use is the caller's job (see `ConsumedNonces`). */
export function verifyPassToken(
  secret: Buffer,
  token: string,
  expect: { scene: string; device: string; now: number },
): PassVerdict {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return { ok: false, reason: 'malformed' };
  const wanted = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return { ok: false, reason: 'bad-mac' };
  let claims: PassClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PassClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp < expect.now) return { ok: false, reason: 'expired' };
  if (claims.scene !== expect.scene) return { ok: false, reason: 'wrong-scene' };
  if (claims.device !== expect.device) return { ok: false, reason: 'wrong-device' };
  return { ok: true, claims };
}

/** Remembers spent nonces until their tokens expire, so each token is accepted once. */
export class ConsumedNonces {
  private readonly spent = new Map<string, number>();

  /** True the first time a nonce is consumed, false on any reuse. */
  consume(nonce: string, exp: number, now: number): boolean {
    for (const [n, e] of this.spent) if (e < now) this.spent.delete(n);
    if (this.spent.has(nonce)) return false;
    this.spent.set(nonce, exp);
    return true;
  }
}
