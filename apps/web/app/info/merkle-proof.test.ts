import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rootFromProof } from './merkle-proof.ts';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const leaf = (text: string) => sha(Buffer.of(0), Buffer.from(text, 'utf8'));
const node = (left: Buffer, right: Buffer) => sha(Buffer.of(1), left, right);

describe('proof-of-reserves check in the browser (WebCrypto)', () => {
  // Tree of three leaves: root = node(node(a, b), c), the odd leaf carried up.
  const a = 'tideline-por-v1|1|aaaa|BTC=1.00000000';
  const b = 'tideline-por-v1|1|bbbb|';
  const c = 'tideline-por-v1|1|cccc|USDT=5.00000000';
  const ab = node(leaf(a), leaf(b));
  const root = node(ab, leaf(c)).toString('hex');

  it('§2 /proof-of-reserves rebuilds the published root from a leaf and its proof', async () => {
    const proofOfB = [
      { position: 'left' as const, hash: leaf(a).toString('hex') },
      { position: 'right' as const, hash: leaf(c).toString('hex') },
    ];
    expect(await rootFromProof(b, proofOfB)).toBe(root);
    expect(await rootFromProof(c, [{ position: 'left', hash: ab.toString('hex') }])).toBe(root);
  });

  it('§2 /proof-of-reserves a changed balance or a swapped side gives another root', async () => {
    const proofOfA = [
      { position: 'right' as const, hash: leaf(b).toString('hex') },
      { position: 'right' as const, hash: leaf(c).toString('hex') },
    ];
    expect(await rootFromProof(a, proofOfA)).toBe(root);
    expect(await rootFromProof(a.replace('1.0', '2.0'), proofOfA)).not.toBe(root);
    expect(await rootFromProof(a, [{ ...proofOfA[0]!, position: 'left' }, proofOfA[1]!])).not.toBe(root);
  });

  it('§2 /proof-of-reserves refuses a sibling that is not hex', async () => {
    await expect(rootFromProof(a, [{ position: 'left', hash: 'zz' }])).rejects.toThrow();
  });
});
