import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leafHash, MerkleTree, rootFromProof } from './merkle.ts';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

describe('proof-of-reserves Merkle tree', () => {
  it('§2 /proof-of-reserves hashes leaves with 0x00 and nodes with 0x01 (sha256)', () => {
    const tree = new MerkleTree(['a', 'b']);
    const a = sha(Buffer.of(0), Buffer.from('a'));
    const b = sha(Buffer.of(0), Buffer.from('b'));
    expect(leafHash('a').equals(a)).toBe(true);
    expect(tree.root).toBe(sha(Buffer.of(1), a, b).toString('hex'));
  });

  it('§2 /proof-of-reserves carries the odd last node up unchanged', () => {
    const three = new MerkleTree(['a', 'b', 'c']);
    const two = new MerkleTree(['a', 'b']);
    const c = leafHash('c');
    expect(three.root).toBe(sha(Buffer.of(1), Buffer.from(two.root, 'hex'), c).toString('hex'));
    expect(three.proof(2)).toEqual([{ position: 'left', hash: two.root }]);
  });

  it('§2 /proof-of-reserves every leaf of trees of 1 to 9 leaves proves the root, and only its own text', () => {
    for (let size = 1; size <= 9; size += 1) {
      const texts = Array.from({ length: size }, (_, i) => `leaf-${i}`);
      const tree = new MerkleTree(texts);
      expect(tree.leafCount).toBe(size);
      texts.forEach((text, index) => {
        expect(rootFromProof(text, tree.proof(index))).toBe(tree.root);
        expect(rootFromProof(`${text}x`, tree.proof(index))).not.toBe(tree.root);
      });
    }
  });

  it('§2 /proof-of-reserves refuses a proof for a leaf that does not exist', () => {
    const tree = new MerkleTree(['a']);
    expect(() => tree.proof(1)).toThrow(RangeError);
    expect(() => tree.proof(-1)).toThrow(RangeError);
    expect(tree.proof(0)).toEqual([]);
  });
});
