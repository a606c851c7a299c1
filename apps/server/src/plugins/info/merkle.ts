import { createHash } from 'node:crypto';

/**
 * A sha256 Merkle tree over the user balances of a proof-of-reserves snapshot (docs/protocol.md,
 * "Informational pages"). Leaves and inner nodes are hashed with different one-byte prefixes
 * (0x00 and 0x01, as in RFC 6962), so an inner node can never be passed off as a leaf. A level with
 * an odd number of nodes carries its last node up unchanged. The browser recomputes the root from
 * a proof with WebCrypto, so every step here is plain bytes, nothing Node-specific on the wire.
 */

export type ProofStep = { readonly position: 'left' | 'right'; readonly hash: string };

function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

const LEAF_PREFIX = Uint8Array.of(0);
const NODE_PREFIX = Uint8Array.of(1);

export function leafHash(leafText: string): Buffer {
  return sha256(LEAF_PREFIX, Buffer.from(leafText, 'utf8'));
}

function nodeHash(left: Buffer, right: Buffer): Buffer {
  return sha256(NODE_PREFIX, left, right);
}

/** Every level from the leaves (level 0) up to the root (last level, one node). */
function levelsOf(leaves: readonly Buffer[]): Buffer[][] {
  const levels: Buffer[][] = [[...leaves]];
  while (levels.at(-1)!.length > 1) {
    const below = levels.at(-1)!;
    const above: Buffer[] = [];
    for (let i = 0; i < below.length; i += 2) {
      const right = below[i + 1];
      above.push(right === undefined ? below[i]! : nodeHash(below[i]!, right));
    }
    levels.push(above);
  }
  return levels;
}

export class MerkleTree {
  private readonly levels: Buffer[][];

  constructor(leafTexts: readonly string[]) {
    this.levels = levelsOf(leafTexts.map(leafHash));
  }

  get leafCount(): number {
    return this.levels[0]!.length;
  }

  /** Hex root; the hash of the empty string's leaf prefix alone when there are no leaves. */
  get root(): string {
    return (this.levels.at(-1)![0] ?? sha256(LEAF_PREFIX)).toString('hex');
  }

  /** The sibling hashes from leaf `index` up to the root, each saying on which side it joins. */
  proof(index: number): ProofStep[] {
    if (!Number.isInteger(index) || index < 0 || index >= this.leafCount)
      throw new RangeError(`no leaf ${index}`);
    const steps: ProofStep[] = [];
    let position = index;
    for (const level of this.levels.slice(0, -1)) {
      const siblingIndex = position % 2 === 0 ? position + 1 : position - 1;
      const sibling = level[siblingIndex];
      if (sibling !== undefined) {
        steps.push({ position: position % 2 === 0 ? 'right' : 'left', hash: sibling.toString('hex') });
      }
      position = Math.floor(position / 2);
    }
    return steps;
  }
}

/** Recomputes the root from a leaf text and its proof (what the browser does with WebCrypto). */
export function rootFromProof(leafText: string, steps: readonly ProofStep[]): string {
  let hash = leafHash(leafText);
  for (const step of steps) {
    const sibling = Buffer.from(step.hash, 'hex');
    hash = step.position === 'left' ? nodeHash(sibling, hash) : nodeHash(hash, sibling);
  }
  return hash.toString('hex');
}
