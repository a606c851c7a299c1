import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser-hardening headers on every answer (issue #21 item 11), through @fastify/helmet:
 * no framing by another site (`X-Frame-Options: DENY`; the pages' CSP adds `frame-ancestors
 * 'none'`), no MIME sniffing, a referrer that leaves the site as its origin only, and features the
 * product never uses turned off. The Content-Security-Policy is per document, with a fresh script
 * nonce each time, so the web app's server entry writes it (apps/web/app/shell/content-security-policy.ts);
 * scripts and workers served as files keep none, so a module worker may import its chunks.
 * HSTS only over https: sent over plain http it is ignored, and a local start has no certificate.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'interest-cohort=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerResponseHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Third-party sign-in opens the provider in a pop-up that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
