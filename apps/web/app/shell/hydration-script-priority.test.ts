import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { hydrationScriptPriorityTransform, lowerPreloadPriority } from './hydration-script-priority.ts';

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/c.css"/></head>';
// The body is passed through as sent, even text that looks like a preload link.
const BODY =
  '<body><p>ünïcödé €</p><script>const tag = \'<link rel="modulepreload"\';</script></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>' +
  `<link rel="stylesheet" href="/assets/c.css"/></head>${BODY}`;

async function throughTransform(chunks: Buffer[]): Promise<string> {
  let out = '';
  for await (const piece of Readable.from(chunks).pipe(hydrationScriptPriorityTransform()))
    out += String(piece);
  return out;
}

describe('hydration scripts fetched at low priority', () => {
  it('marks each modulepreload link and leaves other links alone', () => {
    expect(lowerPreloadPriority(HEAD)).toBe(EXPECTED.slice(0, EXPECTED.indexOf('<body>')));
  });

  it('rewrites the head however the HTML is cut into chunks, bytes of one character included', async () => {
    const bytes = Buffer.from(HEAD + BODY);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await throughTransform([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
  });

  it('handles a document sent a byte at a time', async () => {
    const bytes = Buffer.from(HEAD + BODY);
    const single = Array.from(bytes, (byte) => Buffer.from([byte]));
    expect(await throughTransform(single)).toBe(EXPECTED);
  });
});
