import { load, murmurX64Hash128 } from '@fingerprintjs/fingerprintjs';
import { browserAudioRenderingContext, renderAudioComponent } from './audio-component.ts';

/** §3 device fingerprint: the fingerprint and the terminal code sent with every request (§7). */
export interface DeviceIdentity {
  fingerprint: string;
  terminalCode: string;
}

/** Folds the audio component into FingerprintJS's visitor id; 32 hex characters. */
export function combineFingerprint(visitorId: string, audio: number | null): string {
  return murmurX64Hash128(`${visitorId}|audio:${audio === null ? 'none' : String(audio)}`);
}

/**
 * The terminal code is derived rather than the fingerprint itself so that the value sent on every
 * request does not reveal the stored fingerprint; 32 hex characters.
 */
export function deriveTerminalCode(fingerprint: string): string {
  return murmurX64Hash128(`terminal:${fingerprint}`);
}

export interface DeviceIdentitySources {
  getVisitorId: () => Promise<string>;
  getAudioComponent: () => Promise<number | null>;
}

export async function computeDeviceIdentity(sources: DeviceIdentitySources): Promise<DeviceIdentity> {
  const [visitorId, audio] = await Promise.all([
    sources.getVisitorId(),
    sources.getAudioComponent().catch(() => null),
  ]);
  const fingerprint = combineFingerprint(visitorId, audio);
  return { fingerprint, terminalCode: deriveTerminalCode(fingerprint) };
}

/** FingerprintJS 5 (MIT) and OfflineAudioContext in a browser. */
export const browserDeviceIdentitySources: DeviceIdentitySources = {
  async getVisitorId() {
    const agent = await load();
    return (await agent.get()).visitorId;
  },
  getAudioComponent: () => renderAudioComponent(browserAudioRenderingContext()),
};
