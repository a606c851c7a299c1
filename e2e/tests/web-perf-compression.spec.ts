import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Issues #8 and #9: the product serves its pages and built scripts compressed, as a browser on a
// slow mobile network needs them. Plain HTTP, so the exact bytes and headers on the wire are seen.

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

test.describe('issue #9 compressed pages and scripts', () => {
  test('the spot page HTML is sent with brotli, or gzip, and varies on Accept-Encoding', async ({
    baseURL,
  }) => {
    const br = await rawGet(`${baseURL}/spot/BTCUSDT`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const html = decoded(br);
    expect(html).toContain('<html');
    expect(br.body.length).toBeLessThan(Buffer.byteLength(html) / 2);

    const gzip = await rawGet(`${baseURL}/spot/BTCUSDT`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toContain('<html');

    const plain = await rawGet(`${baseURL}/spot/BTCUSDT`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<html');
  });

  test('a hashed script is sent precompressed with brotli and cached for good', async ({ baseURL }) => {
    const html = decoded(await rawGet(`${baseURL}/spot/BTCUSDT`, 'br'));
    const scripts = [
      ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g),
    ].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    // The largest preloaded script: every one above 1 kB has a brotli copy.
    const answers = await Promise.all(scripts.map((src) => rawGet(`${baseURL}${src}`)));
    const largest =
      scripts[
        answers.reduce(
          (best, answer, index) => (answer.body.length > (answers[best]?.body.length ?? 0) ? index : best),
          0,
        )
      ];

    const plain = await rawGet(`${baseURL}${largest}`);
    const br = await rawGet(`${baseURL}${largest}`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(decoded(br)).toBe(plain.body.toString('utf8'));
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(plain.headers['content-encoding']).toBeUndefined();

    // The compressed copies are never addresses of their own.
    expect((await rawGet(`${baseURL}${largest}.br`)).status).toBe(404);
  });
});
