export * from './decimal/index.ts';
export * from './locale/index.ts';
export * from './format/index.ts';
export * from './numeric-input/index.ts';
