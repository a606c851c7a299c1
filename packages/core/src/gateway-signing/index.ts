export * from './client-key.ts';
export * from './events.ts';
export * from './indexeddb-key-store.ts';
export * from './install-gateway-security.ts';
export * from './sign-debug.ts';
export * from './sign-recovery.ts';
export * from './sign-request.ts';
export * from './sign-setup.ts';
