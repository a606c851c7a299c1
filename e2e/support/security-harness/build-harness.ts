// Bundles entry.ts for the browser with Vite (the build tool the web app uses), so a test can run
// the product's real client modules inside Chromium against the real gateway.
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

export async function buildSecurityHarness(): Promise<string> {
  const entry = fileURLToPath(new URL('./entry.ts', import.meta.url));
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'TidelineHarness', fileName: 'harness' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error('the security harness did not bundle');
  return chunk.code;
}
