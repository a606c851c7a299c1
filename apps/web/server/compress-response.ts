// Compresses the server-rendered pages (and route data) on the fly. Built files are compressed
// once at build time instead (precompress-plugin.ts); only dynamic answers come through here.
import { pipeline, Readable, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/** HTML, React Router's route data (text/x-script) and JSON; images and the like are left alone. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|[\w.+-]*\+(?:json|xml)))/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType.trim());
}

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    if (name?.toLowerCase() === 'q') {
      const q = Number(value);
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
}

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): brotli before gzip
 * at equal weight, never a coding the client weighs 0, null when neither is acceptable.
 */
export function pickContentCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (acceptEncoding === undefined) return null;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [coding, ...parameters] = entry.split(';');
    const name = coding?.trim().toLowerCase();
    if (name) weights.set(name, qualityOf(parameters));
  }
  const wildcard = weights.get('*');
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? wildcard ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

function encoderFor(coding: ContentCoding): Transform {
  // Flushing after every write keeps streamed rendering streaming: the shell and each resolved
  // part reach the browser as soon as React writes them. Mid-range levels: this runs per request.
  return coding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}

function withVaryOnEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  const names = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}

/**
 * A Fastify onSend step: returns the payload compressed for the client when it is a streamed text
 * answer not already encoded, setting Content-Encoding and Vary; anything else passes unchanged.
 */
export function compressPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!(payload instanceof Readable) || request.method === 'HEAD') return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (!isCompressibleType(String(reply.getHeader('content-type') ?? ''))) return payload;
  reply.header('vary', withVaryOnEncoding(reply.getHeader('vary')));
  const coding = pickContentCoding(request.headers['accept-encoding']);
  if (coding === null) return payload;
  reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  // pipeline tears both down together: a visitor leaving mid-stream stops the rendering too.
  const encoder = encoderFor(coding);
  // When the visitor leaves, Fastify destroys the stream it sends and the pipeline then destroys
  // the page's stream, each with a premature-close error that can come after the pipeline settled
  // and dropped its own listeners; unheard, either would stop the whole server.
  encoder.on('error', ignoreLeftVisitor);
  payload.on('error', ignoreLeftVisitor);
  return pipeline(payload, encoder, ignoreLeftVisitor);
}

/** A visitor closing the connection mid-answer is not a fault of the server. */
function ignoreLeftVisitor(): void {
  // Nothing to do: the answer is gone with the connection.
}
