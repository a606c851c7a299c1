// Mounts the server-rendered web app on a Fastify instance as the fallback for every path the
// gateway does not own. The launcher composes the two; the gateway never imports this file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { compressPayload } from './compress-response.ts';
import { isGatewayPath } from './gateway-paths.ts';
import { sendWebResponse } from './send-web-response.ts';
import { toWebRequest } from './to-web-request.ts';

export interface MountWebOptions {
  /** The React Router build directory, holding `client/` and `server/index.js`. */
  buildDir: string;
}

// Vite puts content-hashed files under assets/, so they can be cached for good; anything else in
// the client build (favicon and the like) keeps a short cache so a new release shows up.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const PLAIN_FILE_CACHE = 'public, max-age=3600';

export async function mountWeb(app: FastifyInstance, opts: MountWebOptions): Promise<void> {
  const serverEntry = path.join(opts.buildDir, 'server', 'index.js');
  const clientDir = path.join(opts.buildDir, 'client');
  if (!existsSync(serverEntry)) {
    throw new Error(`web build not found at ${serverEntry}: run \`npm run build -w @tideline/web\` first`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(
    build,
    process.env.NODE_ENV === 'production' ? 'production' : 'development',
  );
  const assetsDir = `${path.sep}assets${path.sep}`;

  await app.register(async (web) => {
    await web.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route per built file, so the page catch-all below stays the only wildcard.
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz copies of its text files (precompress-plugin.ts): they are
      // sent in place of the original when the browser accepts them, never as files of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = filePath.slice(clientDir.length);
        res.setHeader(
          'Cache-Control',
          relative.startsWith(assetsDir) ? HASHED_ASSET_CACHE : PLAIN_FILE_CACHE,
        );
        // Brotli, gzip or plain bytes under one address: shared caches must key on the coding.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });

    // Route actions read the raw body themselves, so hand it over untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    web.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      onSend: async (request, reply, payload) => compressPayload(request, reply, payload),
      handler: async (request, reply) => {
        if (isGatewayPath(request.url)) return reply.callNotFound();
        const abort = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        const response = await handleRequest(toWebRequest(request, abort.signal));
        return sendWebResponse(reply, response);
      },
    });
  });
}
