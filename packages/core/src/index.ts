export * from './decimal/index.ts';
export * from './locale/index.ts';
export * from './format/index.ts';
export * from './numeric-input/index.ts';
export * from './demo-mode/index.ts';
export * from './preferences/index.ts';
export * from './currency/index.ts';
export * from './storage/index.ts';
