import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressClientBuild } from './precompress-plugin.ts';

export default defineConfig({
  plugins: [reactRouter(), precompressClientBuild()],
});
