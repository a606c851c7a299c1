import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the gateway must read back (authenticator seeds, API-key secrets) kept encrypted in the
 * database (issue #21 item 14): AES-256-GCM under a key that never enters the database, so a copy
 * of the database alone (a backup, a dump, a read-only injection) yields no usable secret. A sealed
 * value is `sealed:v1:<iv>.<tag>.<ciphertext>` (base64url); the tag also binds the value to its
 * purpose (`totp`, `api-key`), so a sealed seed pasted into another column does not open there.
 */
const PREFIX = 'sealed:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export type SecretPurpose = 'totp' | 'api-key';

export interface SecretBox {
  seal(purpose: SecretPurpose, plain: string): string;
  /** The plain secret. A value written before sealing existed (no prefix) is its own plain text. */
  open(purpose: SecretPurpose, stored: string): string;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES)
    throw new Error(`the secrets key must be ${KEY_BYTES} bytes, got ${key.length}`);
  return {
    seal(purpose, plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return `${PREFIX}${parts.join('.')}`;
    },
    open(purpose, stored) {
      if (!isSealed(stored)) return stored;
      const [iv, tag, sealed] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('a sealed secret is damaged');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}
