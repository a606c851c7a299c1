// §9 lazy images (throttled scroll checks) with the §5 source rules and the §7/§8 image domains.
export * from './image-source.ts';
export * from './lazy-loader.ts';
