export * from './demo-flag.ts';
export * from './demo-routes.ts';
