export * from './decimal/index.ts';
