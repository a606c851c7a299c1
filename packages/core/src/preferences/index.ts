export * from './preferences.ts';
export * from './preferences-cookie.ts';
