import { describe, expect, it } from 'vitest';
import { hashPassword, isAcceptablePassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with scrypt and a fresh salt, and verifies only the right password', async () => {
    const first = await hashPassword('Passw0rd!');
    const second = await hashPassword('Passw0rd!');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Passw0rd!', first)).toBe(true);
    expect(await verifyPassword('Passw0rd?', first)).toBe(false);
  });

  it('treats a missing or foreign hash as a failed check', async () => {
    expect(await verifyPassword('Passw0rd!', null)).toBe(false);
    expect(await verifyPassword('Passw0rd!', 'bcrypt$2b$10$abc')).toBe(false);
  });

  it('accepts 8 to 32 characters with a letter and a digit', () => {
    expect(isAcceptablePassword('abcdef1')).toBe(false);
    expect(isAcceptablePassword('abcdefg1')).toBe(true);
    expect(isAcceptablePassword(`a${'1'.repeat(31)}`)).toBe(true);
    expect(isAcceptablePassword(`a${'1'.repeat(32)}`)).toBe(false);
    expect(isAcceptablePassword('abcdefgh')).toBe(false);
    expect(isAcceptablePassword('12345678')).toBe(false);
    expect(isAcceptablePassword('пароль12')).toBe(true);
  });
});
