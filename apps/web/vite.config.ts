import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressClientBuild } from './precompress-plugin.ts';

// `@tideline/core` and `@tideline/protocol` declare `"sideEffects": false`, so importing one name
// from a barrel such as `@tideline/core/request` does not pull the whole folder (axios, the
// 31-language catalogue) into every page's first download.
//
// Modules that at least COMMON_SHARE_COUNT route chunks use (the shell: hooks, stores, endpoint
// tables, formatting) go into one `common` chunk. Left to itself the bundler gives every set of
// routes sharing a module its own chunk, and a first visit to /download asked for 75 scripts, most
// under 2 kB. With the group it asks for 34, and fewer bytes (298 kB against 379 kB brotli, larger
// files compress better); a cold load in headless Chromium measured 1.3-1.5 s against 1.7-2.0 s
// (docs/performance.md). Modules fewer routes share keep the automatic split, so a page still
// downloads no trading-only code (the chart library, the order forms) it does not use.
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
