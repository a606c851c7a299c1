import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed } from './secret-box.ts';

describe('issue #21 item 14: secrets sealed at rest', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals a secret so that its text does not appear, and opens it back', () => {
    const sealed = box.seal('totp', 'JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open('totp', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('totp', 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('reads a value stored before sealing existed as its own plain text', () => {
    expect(box.open('totp', 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a sealed value under another key, for another purpose, or altered', () => {
    const sealed = box.seal('api-key', 'secret-of-a-bot');
    expect(() => createSecretBox(randomBytes(32)).open('api-key', sealed)).toThrow();
    expect(() => box.open('totp', sealed)).toThrow();
    // One ciphertext character changed (it decided by the last character before, so about one run
    // in 64 changed nothing and the box rightly opened it).
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(flipped).not.toBe(sealed);
    expect(() => box.open('api-key', flipped)).toThrow();
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
