import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #19 item 2: a product is its own folder under src/plugins. It may use the platform
// (src/platform, plugins/platform and the gateway's shared services), the engines (src/markets,
// src/futures) and another product only through that product's public index.ts, never its
// tables, services, routes, views, streams or test helpers.

const PLUGINS_DIR = path.resolve(import.meta.dirname, '../src/plugins');

/** Folders under src/plugins that are gateway services every product may use, not products. */
const SHARED_PLUGIN_FOLDERS = new Set(['platform', 'notifier', 'openapi']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Relative module specifiers of a file's static and dynamic imports and re-exports. */
function relativeImports(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\bfrom\s+'(\.[^']+)'/g),
    ...source.matchAll(/\bimport\s*\(\s*'(\.[^']+)'\s*\)/g),
    ...source.matchAll(/^import\s+'(\.[^']+)'/gm),
  ];
  return specifiers.map((match) => match[1] as string);
}

interface BoundaryBreach {
  file: string;
  imports: string;
}

/** Every import of one product's file into another product's folder other than its index.ts. */
function boundaryBreaches(pluginsDir: string): BoundaryBreach[] {
  const products = readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_PLUGIN_FOLDERS.has(entry.name))
    .map((entry) => entry.name);
  const breaches: BoundaryBreach[] = [];
  for (const product of products) {
    for (const file of sourceFiles(path.join(pluginsDir, product))) {
      for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
        const target = path.relative(pluginsDir, path.resolve(path.dirname(file), specifier));
        const [owner, ...rest] = target.split(path.sep);
        if (owner === undefined || owner === '..' || owner === product || !products.includes(owner)) continue;
        if (rest.join('/') === 'index.ts') continue;
        breaches.push({ file: path.relative(pluginsDir, file), imports: target });
      }
    }
  }
  return breaches;
}

describe('product boundaries (issue #19 item 2)', () => {
  it('no product imports another product other than through its public index.ts', () => {
    const breaches = boundaryBreaches(PLUGINS_DIR).map(
      (breach) => `plugins/${breach.file} imports plugins/${breach.imports}`,
    );
    expect(breaches).toEqual([]);
  });
});
