export * from './normalize-request-params.ts';
