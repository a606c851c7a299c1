// The image probe (spec §7, §9): a tiny PNG every candidate image domain serves at the same path, so
// the web app can time each domain and keep the fastest (docs/protocol-device.md "Image probe").
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';

/** Same path as `DEFAULT_PROBE_IMAGE_PATH` of the core image-domain selector. */
export const PROBE_IMAGE_PATH = '/static/probe.png';

/** The probe never changes; the client defeats caches with a `?t=` parameter when it times a domain. */
export const PROBE_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function transparentPixel(): Buffer {
  const image = new PNG({ width: 1, height: 1 });
  image.data.fill(0);
  return PNG.sync.write(image);
}

export const PROBE_IMAGE = transparentPixel();
const PROBE_IMAGE_ETAG = `"${createHash('sha256').update(PROBE_IMAGE).digest('base64url').slice(0, 16)}"`;

/** Registered at the root, outside /v1: image hosts serve it next to their other static files. */
export async function imageProbeRoute(app: FastifyInstance): Promise<void> {
  app.get(PROBE_IMAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply
      .header('cache-control', PROBE_IMAGE_CACHE_CONTROL)
      .header('etag', PROBE_IMAGE_ETAG)
      // Lets a page on another origin load and time it (Resource Timing, fetch, cross-origin isolation).
      .header('access-control-allow-origin', '*')
      .header('timing-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === PROBE_IMAGE_ETAG) return reply.code(304).send();
    return reply.type('image/png').send(PROBE_IMAGE);
  });
}
