import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverCatalogues } from '../src/i18n/server-catalogues.ts';
import { PRODUCTS } from '../src/products.ts';

// Issue #19 item 2: src/products.ts is the one list of products; each entry is the manifest its
// folder's index.ts exports, and what manifests claim (migrations, channels) is claimed once.

const SRC = path.resolve(import.meta.dirname, '../src');
const shippedMigrations = readdirSync(path.join(SRC, 'db/migrations')).map((file) =>
  file.replace(/\.ts$/, ''),
);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('product list (issue #19 item 2)', () => {
  it('names each product once, after its folder under src/plugins', () => {
    const names = PRODUCTS.map((product) => product.name);
    expect(duplicates(names)).toEqual([]);
    for (const name of names)
      expect(existsSync(path.join(SRC, 'plugins', name, 'index.ts')), name).toBe(true);
  });

  it('claims only shipped migrations, each by one product', () => {
    const claimed = PRODUCTS.flatMap((product) => product.migrations);
    expect(duplicates(claimed)).toEqual([]);
    expect(claimed.filter((name) => !shippedMigrations.includes(name))).toEqual([]);
  });

  it('claims each /ws channel by one product', () => {
    const channels = PRODUCTS.flatMap((product) => product.streamChannels);
    expect(channels.length).toBeGreaterThan(0);
    expect(duplicates(channels)).toEqual([]);
  });

  it('gives its messages in every language the server answers in', () => {
    const languages = Object.keys(serverCatalogues).sort();
    for (const product of PRODUCTS) {
      if (product.messages === undefined) continue;
      expect(Object.keys(product.messages).sort(), product.name).toEqual(languages);
    }
  });
});
