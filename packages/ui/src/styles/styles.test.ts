import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const cssFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

/** Custom properties declared in the block that starts at `selector`. */
function declaredIn(css: string, selector: RegExp): Set<string> {
  const start = css.search(selector);
  const block = css.slice(start, css.indexOf('}', start));
  return new Set(block.match(/--tl-[\w-]+(?=:)/g) ?? []);
}

describe('styles', () => {
  it('§6 dark (default) and light themes define the same colour tokens', () => {
    const tokens = readFileSync(join(SRC, 'styles/tokens.css'), 'utf8');
    const dark = declaredIn(tokens, /\[data-theme=["']dark["']\]\s*\{/);
    const light = declaredIn(tokens, /\[data-theme=["']light["']\]\s*\{/);
    expect(dark.size).toBeGreaterThan(10);
    expect([...light].sort()).toEqual([...dark].sort());
  });

  it('§6 every custom property a widget uses is defined in the tokens', () => {
    const tokens = readFileSync(join(SRC, 'styles/tokens.css'), 'utf8');
    const defined = new Set(tokens.match(/--tl-[\w-]+(?=:)/g));
    for (const { file, text } of cssFiles) {
      const local = new Set(text.match(/--tl-[\w-]+(?=:)/g));
      for (const used of text.match(/var\((--tl-[\w-]+)/g) ?? []) {
        const name = used.slice(4);
        expect(defined.has(name) || local.has(name), `${file} uses ${name}`).toBe(true);
      }
    }
  });

  it('§6 widgets use logical properties only, so right-to-left mirrors them', () => {
    const physical =
      /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right)(?:-[\w]+)?\s*:|(?:^|[\s;{])(?:left|right)\s*:|text-align:\s*(?:left|right)|float:\s*(?:left|right)/m;
    for (const { file, text } of cssFiles) {
      expect(physical.exec(text)?.[0], file).toBeUndefined();
    }
  });

  it('§6 right-to-left overrides key on the dir attribute, not :dir(), which minifiers rewrite into :lang() guesses', () => {
    for (const { file, text } of cssFiles) {
      expect(text.includes(':dir('), file).toBe(false);
    }
  });
});
