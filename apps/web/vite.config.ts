import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressClientBuild } from './precompress-plugin.ts';

/**
 * The workspace logic packages run no code on import (no globals, no registrations), but their
 * package.json files do not say so; without this, importing one name from a barrel such as
 * `@tideline/core/request` would put the whole folder (axios, the 31-language catalogue) into
 * every page's first download. (Better: `"sideEffects": false` in their package.json.)
 */
const SIDE_EFFECT_FREE_SOURCES = /\/packages\/(?:core|protocol)\/src\//;

function workspaceSourcesWithoutSideEffects(): Plugin {
  return {
    name: 'tideline:workspace-side-effect-free',
    apply: 'build',
    transform: {
      filter: { id: SIDE_EFFECT_FREE_SOURCES },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), workspaceSourcesWithoutSideEffects(), precompressClientBuild()],
});
