import { DEVICE_TOKEN_SUCCESS_LENGTH } from '@tideline/protocol/device-token-paths';
import { describe, expect, it } from 'vitest';
import {
  DEMOTED_TOKEN_LENGTH,
  DEVICE_TOKEN_CLOCK_SKEW_SECONDS,
  DEVICE_TOKEN_LIFETIME_SECONDS,
  type DeviceTokenClaims,
  deriveDeviceTokenKeys,
  issueDeviceToken,
  verifyDeviceToken,
} from './device-token-codec.ts';

const keys = deriveDeviceTokenKeys(Buffer.from('a'.repeat(32)));
const otherKeys = deriveDeviceTokenKeys(Buffer.from('b'.repeat(32)));
const terminalCode = '0123456789abcdef0123456789abcdef';
const issuedAtSeconds = 1_800_000_000;
const success: DeviceTokenClaims = { app: 'test', issuedAtSeconds, terminalCode, demotion: [] };
const context = {
  terminalCode,
  nowSeconds: issuedAtSeconds + 10,
  acceptedApps: ['production', 'test'] as const,
};

/** Replaces the character at `index` with another base64url character. */
function tamper(token: string, index: number): string {
  const replacement = token[index] === 'A' ? 'B' : 'A';
  return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
}

describe('device token format', () => {
  it('§5 a success token is exactly 40 base64url characters', () => {
    const token = issueDeviceToken(keys, success);
    expect(token).toHaveLength(DEVICE_TOKEN_SUCCESS_LENGTH);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(verifyDeviceToken(keys, token, context)).toEqual({
      ok: true,
      token: { kind: 'success', app: 'test', issuedAtSeconds, demotion: [] },
    });
  });

  it('§4 a demoted token is non-empty, not 40 characters, and names its reasons', () => {
    const token = issueDeviceToken(keys, { ...success, demotion: ['automation', 'crowdedAddress'] });
    expect(token).toHaveLength(DEMOTED_TOKEN_LENGTH);
    expect(token).not.toHaveLength(DEVICE_TOKEN_SUCCESS_LENGTH);
    expect(token.startsWith('d.')).toBe(true);
    expect(verifyDeviceToken(keys, token, context)).toEqual({
      ok: true,
      token: { kind: 'demoted', app: 'test', issuedAtSeconds, demotion: ['automation', 'crowdedAddress'] },
    });
  });

  it('two tokens for the same device and second differ (random nonce)', () => {
    expect(issueDeviceToken(keys, success)).not.toBe(issueDeviceToken(keys, success));
  });

  it('refuses to issue a success token without a terminal code to bind to', () => {
    expect(() => issueDeviceToken(keys, { ...success, terminalCode: '' })).toThrow(/terminal code/);
  });

  it('a token issued without a terminal code is not bound to one', () => {
    const token = issueDeviceToken(keys, { ...success, terminalCode: '', demotion: ['noTerminalCode'] });
    for (const sent of ['', terminalCode, 'another-terminal']) {
      expect(verifyDeviceToken(keys, token, { ...context, terminalCode: sent })).toMatchObject({
        ok: true,
        token: { kind: 'demoted', demotion: ['noTerminalCode'] },
      });
    }
  });
});

describe('device token refusals', () => {
  it.each([undefined, ''])('missing when the header is %j', (token) => {
    expect(verifyDeviceToken(keys, token, context)).toEqual({ ok: false, reason: 'missing' });
  });

  it.each([
    ['39 characters', 'A'.repeat(39)],
    ['41 characters', 'A'.repeat(41)],
    ['a character outside base64url', `${'A'.repeat(39)}=`],
    ['a demoted prefix on a success length', `d.${'A'.repeat(38)}`],
    ['a demoted token of the wrong length', `d.${'A'.repeat(30)}`],
  ])('malformed with %s', (_label, token) => {
    expect(verifyDeviceToken(keys, token, context)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('malformed when the version byte is unknown', () => {
    const bytes = Buffer.from(issueDeviceToken(keys, success), 'base64url');
    bytes[0] = 2;
    expect(verifyDeviceToken(keys, bytes.toString('base64url'), context)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('malformed when base64url is not in its canonical spelling', () => {
    const token = issueDeviceToken(keys, { ...success, demotion: ['automation'] });
    const body = Buffer.from(token.slice(2), 'base64url');
    // 23 bytes leave 2 unused low bits in the last character; setting one keeps the bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1) ?? 'A');
    const variant = `${token.slice(0, -1)}${alphabet[last + 1]}`;
    expect(Buffer.from(variant.slice(2), 'base64url')).toEqual(body);
    expect(verifyDeviceToken(keys, variant, context)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('forged when any MAC or payload character changes', () => {
    const token = issueDeviceToken(keys, success);
    for (const index of [3, 12, 20, 30, 39]) {
      expect(verifyDeviceToken(keys, tamper(token, index), context)).toEqual({ ok: false, reason: 'forged' });
    }
  });

  it('forged when another secret signed it', () => {
    expect(verifyDeviceToken(keys, issueDeviceToken(otherKeys, success), context)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const demoted = issueDeviceToken(otherKeys, { ...success, demotion: ['automation'] });
    expect(verifyDeviceToken(keys, demoted, context)).toEqual({ ok: false, reason: 'forged' });
  });

  it('§7 forged when issued to the test app and checked by a production gateway', () => {
    const token = issueDeviceToken(keys, success);
    expect(verifyDeviceToken(keys, token, { ...context, acceptedApps: ['production'] })).toEqual({
      ok: false,
      reason: 'forged',
    });
    const production = issueDeviceToken(keys, { ...success, app: 'production' });
    expect(verifyDeviceToken(keys, production, { ...context, acceptedApps: ['production'] }).ok).toBe(true);
  });

  it('§9 expired exactly 14400 s after issue, valid one second before', () => {
    const token = issueDeviceToken(keys, success);
    expect(DEVICE_TOKEN_LIFETIME_SECONDS).toBe(14_400);
    const at = (nowSeconds: number) => verifyDeviceToken(keys, token, { ...context, nowSeconds });
    expect(at(issuedAtSeconds + 14_399).ok).toBe(true);
    expect(at(issuedAtSeconds + 14_400)).toEqual({ ok: false, reason: 'expired' });
  });

  it('expired when stamped further ahead of the clock than the allowed skew', () => {
    const token = issueDeviceToken(keys, success);
    const at = (nowSeconds: number) => verifyDeviceToken(keys, token, { ...context, nowSeconds });
    expect(at(issuedAtSeconds - DEVICE_TOKEN_CLOCK_SKEW_SECONDS).ok).toBe(true);
    expect(at(issuedAtSeconds - DEVICE_TOKEN_CLOCK_SKEW_SECONDS - 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('terminalMismatch when the request carries another or no terminal code', () => {
    const token = issueDeviceToken(keys, success);
    for (const sent of ['fedcba9876543210fedcba9876543210', '']) {
      expect(verifyDeviceToken(keys, token, { ...context, terminalCode: sent })).toEqual({
        ok: false,
        reason: 'terminalMismatch',
      });
    }
    const demoted = issueDeviceToken(keys, { ...success, demotion: ['crowdedAddress'] });
    expect(verifyDeviceToken(keys, demoted, { ...context, terminalCode: 'other' })).toEqual({
      ok: false,
      reason: 'terminalMismatch',
    });
  });
});
