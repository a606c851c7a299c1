export * from './audio-component.ts';
export * from './device-identity.ts';
export * from './fingerprint-claim.ts';
export * from './shared-device-identity.ts';
