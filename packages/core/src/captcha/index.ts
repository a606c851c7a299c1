export * from './captcha-flow.ts';
export * from './load-captcha-ui.ts';
