export * from './decimal/index.ts';
export * from './locale/index.ts';
export * from './format/index.ts';
