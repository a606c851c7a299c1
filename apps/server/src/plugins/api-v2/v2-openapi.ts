import { V2_REFUSALS } from './v2-errors.ts';
import type { V2Route } from './v2-route.ts';

/** Where the /api/v2 reference document is served; /v1/docs offers it beside /v1's. */
export const V2_OPENAPI_PATH = '/api/v2/openapi.json';

const KEY_HEADERS = {
  accessKey: ['ACCESS-KEY', 'The access key shown when the key was created.'],
  accessSign: [
    'ACCESS-SIGN',
    'base64 HMAC-SHA256 with the secret over timestamp + METHOD + path (+ "?" + query) + body (docs/api.md §2).',
  ],
  accessTimestamp: ['ACCESS-TIMESTAMP', 'Milliseconds since the epoch, within 30 s of the server clock.'],
  accessPassphrase: ['ACCESS-PASSPHRASE', 'The passphrase chosen when the key was created.'],
} as const;

function tagOf(path: string): string {
  if (path.startsWith('/mix/')) return 'api v2: USDT futures';
  if (path.startsWith('/spot/')) return 'api v2: spot';
  return 'api v2: common';
}

const envelope = (data: object) => ({
  type: 'object',
  required: ['code', 'msg', 'requestTime', 'data'],
  properties: {
    code: { type: 'string', description: '"00000" when it succeeded, else a Bitget v2 error code' },
    msg: { type: 'string' },
    requestTime: { type: 'integer', description: 'Server time of the answer, ms' },
    data,
  },
});

/**
 * The /api/v2 routes as an OpenAPI 3.1 document (issue #32): each route's method, path, key
 * right and credential headers, and the v2 answer and error bodies. Parameters and fields are
 * Bitget's v2 documentation's; docs/api.md lists them with the differences that remain.
 */
export function v2OpenApiDocument(routes: readonly V2Route[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const url = `/api/v2${route.path}`;
    paths[url] ??= {};
    paths[url][route.method.toLowerCase()] = {
      tags: [tagOf(route.path)],
      summary: `Bitget v2 ${route.path}`,
      description:
        `${route.right === 'public' ? 'Public: no key.' : `Needs a key with the "${route.right}" right.`} ` +
        `Parameters (${route.method === 'GET' ? 'query string' : 'JSON body'}) and fields as Bitget's v2 API ` +
        'documents them; docs/api.md §4-5 gives what answers them here and the differences.',
      operationId: `v2${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_all, next: string | undefined) => (next ?? '').toUpperCase())}`,
      security:
        route.right === 'public'
          ? []
          : [{ accessKey: [], accessSign: [], accessTimestamp: [], accessPassphrase: [] }],
      responses: {
        '200': {
          description: 'Success: code "00000"',
          content: { 'application/json': { schema: envelope({}) } },
        },
        '4XX': {
          description: `Refused: a v2 error code (${Object.values(V2_REFUSALS)
            .filter((refusal) => refusal.status < 500)
            .map((refusal) => refusal.code)
            .join(', ')}) and data null`,
          content: { 'application/json': { schema: envelope({ type: 'null' }) } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tideline API for programs (Bitget v2 compatible)',
      version: '2.0.0',
      description:
        'The /api/v2 REST routes: Bitget v2 paths, parameters and fields, answered from the same engines and ' +
        'ledger as /v1. Answers are {code, msg, requestTime, data}. Keys are made on /account/api; ' +
        'signing, limits and differences from Bitget: docs/api.md.',
    },
    components: {
      securitySchemes: Object.fromEntries(
        Object.entries(KEY_HEADERS).map(([name, [header, description]]) => [
          name,
          { type: 'apiKey', in: 'header', name: header, description },
        ]),
      ),
    },
    paths,
  };
}
