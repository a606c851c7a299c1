import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressClientBuild } from './precompress-plugin.ts';

// `@tideline/core` and `@tideline/protocol` declare `"sideEffects": false`, so importing one name
// from a barrel such as `@tideline/core/request` does not pull the whole folder (axios, the
// 31-language catalogue) into every page's first download.
export default defineConfig({
  plugins: [reactRouter(), precompressClientBuild()],
});
