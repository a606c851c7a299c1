// The web3 wallet's secret at rest (issue #27): the mnemonic, encrypted with a key derived from the
// user's passphrase (WebCrypto PBKDF2-SHA-256, 600,000 iterations, a random 16-byte salt) under
// AES-256-GCM with a random 12-byte nonce. Only this box is ever stored; the passphrase and the
// plain mnemonic live in memory while the wallet is unlocked and are never sent anywhere.

/** OWASP's 2023 floor for PBKDF2-HMAC-SHA-256; a box asking for fewer is refused. */
export const MIN_PBKDF2_ITERATIONS = 600_000;
export const MIN_PASSPHRASE_LENGTH = 8;

export interface VaultBox {
  version: 1;
  kdf: 'PBKDF2-SHA-256';
  iterations: number;
  /** base64 */
  salt: string;
  /** base64 */
  iv: string;
  /** base64: AES-GCM ciphertext with its 16-byte tag */
  ciphertext: string;
}

/** What the box holds. */
export interface VaultSecret {
  mnemonic: string;
}

export class WrongPassphrase extends Error {
  constructor() {
    super('wrong passphrase');
    this.name = 'WrongPassphrase';
  }
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The box's header, bound to the ciphertext as AES-GCM's additional data. */
function header(box: Pick<VaultBox, 'version' | 'kdf' | 'iterations'>): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`tideline-web3-vault:${box.version}:${box.kdf}:${box.iterations}`);
}

export async function sealVault(
  secret: VaultSecret,
  passphrase: string,
  iterations = MIN_PBKDF2_ITERATIONS,
): Promise<VaultBox> {
  if (iterations < MIN_PBKDF2_ITERATIONS) throw new Error('too few PBKDF2 iterations');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(passphrase, salt, iterations);
  const shape = { version: 1, kdf: 'PBKDF2-SHA-256', iterations } as const;
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: header(shape) },
    key,
    new TextEncoder().encode(JSON.stringify(secret)),
  );
  return {
    ...shape,
    salt: toBase64(salt),
    iv: toBase64(iv),
    ciphertext: toBase64(new Uint8Array(ciphertext)),
  };
}

/** The box's secret; `WrongPassphrase` when the passphrase (or the box) does not open it. */
export async function openVault(box: VaultBox, passphrase: string): Promise<VaultSecret> {
  if (box.version !== 1 || box.kdf !== 'PBKDF2-SHA-256' || box.iterations < MIN_PBKDF2_ITERATIONS)
    throw new WrongPassphrase();
  const key = await deriveKey(passphrase, fromBase64(box.salt), box.iterations);
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(box.iv), additionalData: header(box) },
      key,
      fromBase64(box.ciphertext),
    );
  } catch {
    throw new WrongPassphrase();
  }
  const secret = JSON.parse(new TextDecoder().decode(plain)) as VaultSecret;
  if (typeof secret.mnemonic !== 'string') throw new WrongPassphrase();
  return secret;
}

/** Whether a stored value has the box's shape (storage can hold anything). */
export function isVaultBox(value: unknown): value is VaultBox {
  if (typeof value !== 'object' || value === null) return false;
  const box = value as Record<string, unknown>;
  return (
    box.version === 1 &&
    box.kdf === 'PBKDF2-SHA-256' &&
    typeof box.iterations === 'number' &&
    typeof box.salt === 'string' &&
    typeof box.iv === 'string' &&
    typeof box.ciphertext === 'string'
  );
}
