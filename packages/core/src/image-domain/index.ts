export * from './image-domain.ts';
export * from './image-domain-selector.ts';
