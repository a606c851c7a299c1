import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh 32-byte secret for session tokens, login tickets and QR keys. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not leak usable tokens. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function constantTimeEqual(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}
