/**
 * A demo (paper-trading) session's call on a gateway, answered by the product server beside the
 * cluster (its demo venue), as that server answered it (product-routes.ts, futures-product-routes.ts).
 */
import type { FastifyRequest } from 'fastify';

export async function passToProduct(
  webUrl: string | undefined,
  request: FastifyRequest,
  unavailable: () => Error,
): Promise<never> {
  if (webUrl === undefined) throw unavailable();
  const answer = await fetch(`${webUrl}${request.url}`, {
    method: request.method,
    headers: {
      cookie: request.headers.cookie ?? '',
      'content-type': 'application/json',
      ...(request.headers.origin === undefined ? {} : { origin: request.headers.origin }),
    },
    ...(request.method === 'GET' ? {} : { body: JSON.stringify(request.body ?? {}) }),
  });
  // The product server's envelope, already in the endpoint row's shape.
  return (await answer.json()) as never;
}
