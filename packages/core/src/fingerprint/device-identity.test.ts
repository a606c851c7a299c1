import { describe, expect, it } from 'vitest';
import { combineFingerprint, computeDeviceIdentity, deriveTerminalCode } from './device-identity.ts';

const hex32 = /^[0-9a-f]{32}$/;

describe('device identity', () => {
  it('§3 the fingerprint folds the audio component into the visitor id', () => {
    const withAudio = combineFingerprint('visitor', 124.04);
    expect(withAudio).toMatch(hex32);
    expect(combineFingerprint('visitor', 124.04)).toBe(withAudio);
    expect(combineFingerprint('visitor', 124.05)).not.toBe(withAudio);
    expect(combineFingerprint('visitor', null)).not.toBe(withAudio);
  });

  it('§3 the terminal code is derived from the fingerprint and differs from it', () => {
    const fingerprint = combineFingerprint('visitor', 1);
    const terminalCode = deriveTerminalCode(fingerprint);
    expect(terminalCode).toMatch(hex32);
    expect(terminalCode).not.toBe(fingerprint);
    expect(deriveTerminalCode(fingerprint)).toBe(terminalCode);
  });

  it('still identifies the device when the audio component fails', async () => {
    const identity = await computeDeviceIdentity({
      getVisitorId: async () => 'visitor',
      getAudioComponent: () => Promise.reject(new Error('no audio')),
    });
    expect(identity.fingerprint).toBe(combineFingerprint('visitor', null));
    expect(identity.terminalCode).toBe(deriveTerminalCode(identity.fingerprint));
  });
});
