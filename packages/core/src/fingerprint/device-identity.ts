import {
  hashComponents,
  loadSources,
  murmurX64Hash128,
  prepareForSources,
  sources,
} from '@fingerprintjs/fingerprintjs';
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

/**
 * FingerprintJS gives the event loop back only after 16 ms of collecting, which on a phone four
 * times slower than a desktop makes main-thread tasks of 60-120 ms while the page is starting.
 * Zero gives it back after every entropy source, so each task is one source.
 */
export const SOURCE_LOOP_RELEASE_MS = 0;

/**
 * FingerprintJS's visitor id, computed as its `load().get()` does (the same sources, the same
 * hash: the library version is pinned) but yielding after every source, and without `load`'s
 * usage beacon, which would send one visit in a thousand to a third-party host.
 */
export async function collectVisitorId(loopReleaseMs: number = SOURCE_LOOP_RELEASE_MS): Promise<string> {
  await prepareForSources();
  const getComponents = loadSources(sources, { cache: {}, debug: false }, [], loopReleaseMs);
  return hashComponents(await getComponents());
}

/** FingerprintJS 5 (MIT) and OfflineAudioContext in a browser. */
export const browserDeviceIdentitySources: DeviceIdentitySources = {
  getVisitorId: () => collectVisitorId(),
  getAudioComponent: () => renderAudioComponent(browserAudioRenderingContext()),
};
