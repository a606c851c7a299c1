export * from './alternate-links.ts';
export * from './locale-prefix.ts';
export * from './negotiate-locale.ts';
export * from './resolve-locale.ts';
export * from './text-direction.ts';
