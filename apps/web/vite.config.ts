import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressClientBuild } from './precompress-plugin.ts';

// `@tideline/core` and `@tideline/protocol` declare `"sideEffects": false`, so importing one name
// from a barrel such as `@tideline/core/request` does not pull the whole folder (axios, the
// 31-language catalogue) into every page's first download.
//
// Modules that at least COMMON_SHARE_COUNT route chunks use (the shell: hooks, stores, endpoint
// tables, formatting) go into one `common` chunk. Left to itself the bundler gives every set of
// routes sharing a module its own chunk, and a first visit asked for dozens of scripts under 2 kB;
// the figures before and after are in docs/performance.md. Modules fewer routes share keep the
// automatic split, so a page still downloads no trading-only code it does not use.
const COMMON_SHARE_COUNT = 20;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), precompressClientBuild()],
  // The server build is one file the server imports once; only the browser's download is split.
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'common', minShareCount: COMMON_SHARE_COUNT }] },
          },
        },
      },
}));
