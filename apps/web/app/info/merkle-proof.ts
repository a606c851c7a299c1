import type { ProofStep } from '@tideline/protocol/info/schemas';

// The browser's half of the proof of reserves: rebuild the Merkle root from the user's leaf and
// the sibling hashes with WebCrypto's sha256, using the server's hashing rule (leaf = sha256(0x00 ||
// utf-8 text), node = sha256(0x01 || left || right)), so the check does not trust the page's data.

const LEAF_PREFIX = 0;
const NODE_PREFIX = 1;

function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error(`not a hex string: ${hex}`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function sha256(prefix: number, ...parts: Uint8Array[]): Promise<Uint8Array> {
  const length = 1 + parts.reduce((sum, part) => sum + part.length, 0);
  const input = new Uint8Array(length);
  input[0] = prefix;
  let offset = 1;
  for (const part of parts) {
    input.set(part, offset);
    offset += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', input));
}

/** The hex root that `leaf` and `steps` lead to. */
export async function rootFromProof(leaf: string, steps: readonly ProofStep[]): Promise<string> {
  let hash = await sha256(LEAF_PREFIX, new TextEncoder().encode(leaf));
  for (const step of steps) {
    const sibling = hexToBytes(step.hash);
    hash =
      step.position === 'left'
        ? await sha256(NODE_PREFIX, sibling, hash)
        : await sha256(NODE_PREFIX, hash, sibling);
  }
  return bytesToHex(hash);
}
