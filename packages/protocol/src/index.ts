export * from './captcha.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './gateway-crypto.ts';
export * from './gateway-sign.ts';
export * from './locales.ts';
export * from './login-encryption.ts';
export * from './request-messages.ts';
