import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isPrecompressible } from '../precompress-plugin.ts';
import { compressPayload, isCompressibleType, pickContentCoding } from '../server/compress-response.ts';

describe('issue #8 picking the content coding', () => {
  it('prefers brotli when the browser takes both', () => {
    expect(pickContentCoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('follows the weights the browser gives', () => {
    expect(pickContentCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickContentCoding('br;q=0, gzip;q=0.1')).toBe('gzip');
  });

  it('answers uncompressed when nothing usable is accepted', () => {
    expect(pickContentCoding(undefined)).toBeNull();
    expect(pickContentCoding('identity')).toBeNull();
    expect(pickContentCoding('deflate')).toBeNull();
    expect(pickContentCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickContentCoding('*;q=0')).toBeNull();
  });

  it('takes the wildcard for codings not named', () => {
    expect(pickContentCoding('*')).toBe('br');
    expect(pickContentCoding('br;q=0, *')).toBe('gzip');
  });
});

describe('issue #8 what gets compressed', () => {
  it('text answers yes, images no', () => {
    expect(isCompressibleType('text/html; charset=utf-8')).toBe(true);
    expect(isCompressibleType('text/x-script')).toBe(true);
    expect(isCompressibleType('application/json')).toBe(true);
    expect(isCompressibleType('application/manifest+json')).toBe(true);
    expect(isCompressibleType('image/png')).toBe(false);
    expect(isCompressibleType('')).toBe(false);
  });

  it('build files of 1 kB and more with a text extension are precompressed', () => {
    expect(isPrecompressible('assets/root-abc123.js', 1024)).toBe(true);
    expect(isPrecompressible('assets/root-abc123.css', 50_000)).toBe(true);
    expect(isPrecompressible('assets/tiny-abc123.js', 1023)).toBe(false);
    expect(isPrecompressible('favicon.png', 50_000)).toBe(false);
  });
});

async function serverWithPage(body: string, contentType: string) {
  const app = Fastify();
  app.get('/page', {
    onSend: async (request, reply, payload) => compressPayload(request, reply, payload),
    handler: async (_request, reply) =>
      reply.type(contentType).send(Readable.from([body.slice(0, 10), body.slice(10)])),
  });
  await app.ready();
  return app;
}

describe('issue #8 streamed pages are compressed on the fly', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>Tideline</p>'.repeat(200)}</body></html>`;

  it('sends brotli to a browser that accepts it, with Vary', async () => {
    const app = await serverWithPage(html, 'text/html; charset=utf-8');
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.rawPayload.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
    await app.close();
  });

  it('a visitor leaving after the answer settled does not raise an unheard error', async () => {
    const reply = {
      hasHeader: () => false,
      getHeader: () => 'text/html',
      header: () => reply,
      removeHeader: () => reply,
    };
    const request = { method: 'GET', headers: { 'accept-encoding': 'br' } };
    const page = Readable.from(['<p>Tideline</p>']);
    const sent = compressPayload(request as never, reply as never, page) as Readable;
    sent.resume();
    await new Promise((resolve) => sent.on('end', resolve));
    // What Fastify does when the connection closes early: destroy the stream with an error.
    expect(sent.listenerCount('error')).toBeGreaterThan(0);
    expect(() => sent.destroy(new Error('premature close'))).not.toThrow();
    expect(page.listenerCount('error')).toBeGreaterThan(0);
    expect(() => page.destroy(new Error('premature close'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('sends gzip when brotli is not accepted', async () => {
    const app = await serverWithPage(html, 'text/html');
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(html);
    await app.close();
  });

  it('sends the bytes as they are without Accept-Encoding, or for a type that is not text', async () => {
    const app = await serverWithPage(html, 'text/html');
    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    await app.close();

    const image = await serverWithPage(html, 'image/png');
    const response = await image.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(html);
    await image.close();
  });
});
