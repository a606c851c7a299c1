export * from './browser-adapters.ts';
export * from './constant-id-fetcher.ts';
export * from './device-token-client.ts';
export * from './device-token-config.ts';
export * from './device-token-state.ts';
