// @vitest-environment node
// The week picker must work where @tideline/ui is the only code that touches dayjs: nothing in
// the app sets dayjs up, and the package is bundled the way an app bundles it (its package.json
// marks it free of side effects, so the bundler keeps only what importers use).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';

const PACKAGE_ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = '\0standalone-week-entry';

/** An app that imports only the package's week helper and its own plain dayjs. */
const APP_SOURCE = `
import dayjs from 'dayjs';
import { toWeekValue } from '@tideline/ui';
export const weekOf = (text) => toWeekValue(dayjs(text));
`;

async function bundleApp(): Promise<string> {
  const output = await build({
    root: PACKAGE_ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'standalone-week-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? APP_SOURCE : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: ENTRY, output: { format: 'es' }, preserveEntrySignatures: 'strict' },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((result) => result.output).find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the bundle has no chunk');
  return chunk.code;
}

describe('§3 the week picker with @tideline/ui on its own', () => {
  it('gives ISO weeks in a fresh module graph, with no dayjs set-up by the app', async () => {
    vi.resetModules();
    const { toWeekValue } = await import('@tideline/ui');
    const { default: dayjs } = await import('dayjs');
    expect(toWeekValue(dayjs('2026-11-26'))).toMatchObject({ year: 2026, week: 48, value: '2026w48' });
  });

  it('gives ISO weeks once bundled the way an app bundles the package', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ui-standalone-'));
    try {
      const file = path.join(folder, 'app.mjs');
      writeFileSync(file, await bundleApp());
      const app = (await import(pathToFileURL(file).href)) as {
        weekOf: (text: string) => { year: number; week: number; value: string };
      };
      expect(app.weekOf('2026-11-26')).toMatchObject({ year: 2026, week: 48, value: '2026w48' });
      expect(app.weekOf('2027-01-01')).toMatchObject({ year: 2026, week: 53, value: '2026w53' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
