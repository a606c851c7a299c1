import { describe, expect, it } from 'vitest';
import { isVaultBox, MIN_PBKDF2_ITERATIONS, openVault, sealVault, WrongPassphrase } from './vault.ts';

const MNEMONIC =
  'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth title';

describe('web3 vault (PBKDF2-SHA-256 600,000 + AES-256-GCM)', () => {
  it('opens with its passphrase and holds no plain secret', async () => {
    const box = await sealVault({ mnemonic: MNEMONIC }, 'correct horse battery');
    expect(box.iterations).toBe(MIN_PBKDF2_ITERATIONS);
    expect(box.kdf).toBe('PBKDF2-SHA-256');
    expect(atob(box.salt)).toHaveLength(16);
    expect(atob(box.iv)).toHaveLength(12);
    // The mnemonic's bytes plus the 16-byte GCM tag, and none of its words in the stored text.
    expect(atob(box.ciphertext).length).toBe(JSON.stringify({ mnemonic: MNEMONIC }).length + 16);
    const stored = JSON.stringify(box);
    for (const word of MNEMONIC.split(' ')) expect(stored).not.toContain(word);
    expect(isVaultBox(JSON.parse(stored))).toBe(true);
    expect(await openVault(box, 'correct horse battery')).toEqual({ mnemonic: MNEMONIC });
  });

  it('uses a new salt and nonce each time', async () => {
    const [one, two] = await Promise.all([
      sealVault({ mnemonic: MNEMONIC }, 'same passphrase'),
      sealVault({ mnemonic: MNEMONIC }, 'same passphrase'),
    ]);
    expect(one.salt).not.toBe(two.salt);
    expect(one.iv).not.toBe(two.iv);
    expect(one.ciphertext).not.toBe(two.ciphertext);
  });

  it('refuses a wrong passphrase, a changed box and a weakened cost', async () => {
    const box = await sealVault({ mnemonic: MNEMONIC }, 'right passphrase');
    await expect(openVault(box, 'wrong passphrase')).rejects.toBeInstanceOf(WrongPassphrase);
    const bytes = atob(box.ciphertext);
    const flipped = btoa(String.fromCharCode(bytes.charCodeAt(0) ^ 1) + bytes.slice(1));
    await expect(openVault({ ...box, ciphertext: flipped }, 'right passphrase')).rejects.toBeInstanceOf(
      WrongPassphrase,
    );
    // The iteration count is bound to the ciphertext, and below the floor it is not even tried.
    await expect(
      openVault({ ...box, iterations: MIN_PBKDF2_ITERATIONS + 1 }, 'right passphrase'),
    ).rejects.toBeInstanceOf(WrongPassphrase);
    await expect(openVault({ ...box, iterations: 1000 }, 'right passphrase')).rejects.toBeInstanceOf(
      WrongPassphrase,
    );
    await expect(sealVault({ mnemonic: MNEMONIC }, 'x', 1000)).rejects.toThrow();
  });

  it.each([null, 'text', { version: 2 }, { version: 1, kdf: 'PBKDF2-SHA-256', iterations: '1' }])(
    'does not take %j for a box',
    (value) => {
      expect(isVaultBox(value)).toBe(false);
    },
  );
});
