import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';

// Issue #21 item 13: the sanitiser that renders every rich or user-written text
// (packages/core/src/sanitize-html) is proven in real Chromium against DOMPurify's regression
// corpus: each payload, sanitised and rendered into a live page, runs nothing. The same payloads
// rendered raw do run, so the harness can see an execution when there is one. The page is a blank
// one without the product's Content-Security-Policy, so only the sanitiser stands in the way.

const CORPUS_PATH = '/work/shared/corpora/dompurify/expect.json';
const payloads = (JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as Array<{ payload: string }>).map(
  (entry) => entry.payload,
);

async function sanitiserBundle(): Promise<string> {
  const entry = fileURLToPath(new URL('../../packages/core/src/sanitize-html/index.ts', import.meta.url));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: 'TidelineSanitizer',
    platform: 'browser',
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Renders each payload into the page (sanitised or raw) and answers how many times script ran. */
async function executionsOf(page: Page, sanitise: boolean): Promise<number> {
  await page.setContent('<!doctype html><html><head><title>harness</title></head><body></body></html>');
  await page.addScriptTag({ content: await sanitiserBundle() });
  return page.evaluate(
    async ({ list, sanitise }) => {
      let executions = 0;
      const record = () => {
        executions += 1;
        return '';
      };
      Object.assign(window, { alert: record, confirm: record, prompt: record, print: record });
      const sanitizer = (
        window as unknown as { TidelineSanitizer: { sanitizeHtml(html: string, options: object): string } }
      ).TidelineSanitizer;
      // Raw payloads clobber document properties (`<img name="createElement">`): keep our own.
      const create = document.createElement.bind(document);
      const body = document.body;
      for (const payload of list) {
        const holder = create('div');
        holder.innerHTML = sanitise ? sanitizer.sanitizeHtml(payload, { warn: () => undefined }) : payload;
        body.append(holder);
      }
      // Event handlers of images and media fire once their loads fail; give them the time.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return executions;
    },
    { list: payloads, sanitise },
  );
}

test('DOMPurify corpus: 0 executions once sanitised, some when raw', async ({ page }) => {
  expect(payloads).toHaveLength(223);
  expect(await executionsOf(page, true)).toBe(0);
  expect(await executionsOf(page, false)).toBeGreaterThan(0);
});
