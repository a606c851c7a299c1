export * from './safe-storage.ts';
export * from './versioned-cache.ts';
