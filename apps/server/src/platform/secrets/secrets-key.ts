import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_FILE = 'secrets.key';

/**
 * The key that seals stored secrets: `SECRETS_KEY` (32 bytes, base64url) when the operator keeps
 * it elsewhere (a secret manager), or `secrets.key` in the keys folder (mode 0600), made at the
 * first start, beside the gateway's signing keys and never in the database. With neither (an
 * in-memory test gateway) it lives in memory for the process.
 */
export function loadSecretsKey(fromEnvironment: string | undefined, keysDir: string | undefined): Buffer {
  if (fromEnvironment) {
    const key = Buffer.from(fromEnvironment, 'base64url');
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes written in base64url');
    return key;
  }
  if (!keysDir) return randomBytes(32);
  const file = join(keysDir, KEY_FILE);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  const key = randomBytes(32);
  mkdirSync(keysDir, { recursive: true });
  writeFileSync(file, key.toString('base64url'), { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}
