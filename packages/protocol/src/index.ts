export * from './gateway-sign.ts';
export * from './locales.ts';
