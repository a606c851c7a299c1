import type { FastifyRequest } from 'fastify';

// React Router's handler speaks the Fetch API; Fastify gives Node's request. Headers are copied as
// they arrived (repeated ones joined as the Fetch API does) and the raw body passed through.
export function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}
