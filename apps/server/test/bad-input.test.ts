import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface Route {
  method: string;
  path: string;
  operation: Operation;
}

/** Every route the server documents; the matrix therefore grows with the API by itself. */
async function documentedRoutes(baseUrl: string): Promise<Route[]> {
  const document = (await (await fetch(`${baseUrl}/v1/openapi.json`)).json()) as OpenApi;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

function concretePath(route: Route): string {
  return route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = route.operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    return parameter?.schema.type === 'integer' ? '1' : 'abcdefghijklmnop1234';
  });
}

/** Top-level body properties, whichever branch of a union declares them. */
function bodyProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return Object.assign({}, ...branches.map((branch) => branch.properties ?? {}));
}

function hasRequiredFields(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return branches.some((branch) => (branch.required ?? []).length > 0);
}

function acceptsString(schema: JsonSchema): boolean {
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
  return types.includes('string');
}

/** Describes what is wrong with an answer that should have been a 4xx envelope, or '' when it is one. */
async function clientErrorProblem(response: Response, allowed: number[]): Promise<string> {
  const text = await response.text();
  if (!allowed.includes(response.status))
    return `status ${response.status} (wanted ${allowed.join('/')}): ${text.slice(0, 120)}`;
  try {
    const body = JSON.parse(text) as { status: unknown; msg: unknown; data: unknown };
    if (body.status !== 'error' || typeof body.msg !== 'string' || body.data !== null)
      return `not an error envelope: ${text.slice(0, 120)}`;
  } catch {
    return `not JSON: ${text.slice(0, 120)}`;
  }
  return '';
}

describe.each(backends)('§8 bad-input matrix over every route on $name', (backend) => {
  let server: RunningServer;
  let routes: Route[];
  beforeAll(async () => {
    server = await startServer(backend);
    routes = await documentedRoutes(server.baseUrl);
  });
  afterAll(() => server.close());

  it('documents every route of the API, so the matrix covers them all', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it('answers every bad input on every route with a 4xx envelope, never 500', async () => {
    const client = new ApiClient(server.baseUrl);
    const problems: string[] = [];
    const expectClientError = async (response: Response, allowed: number[], label: string) => {
      const problem = await clientErrorProblem(response, allowed);
      if (problem) problems.push(`${label}: ${problem}`);
    };
    for (const route of routes) {
      const path = concretePath(route);
      const label = `${route.method} ${route.path}`;
      const send = (body: string | undefined, contentType = 'application/json', query = '') =>
        client.raw(
          route.method,
          `${path}${query}`,
          body === undefined ? {} : { body, headers: { 'content-type': contentType } },
        );

      await expectClientError(
        await send(undefined, undefined, '?unexpected=1'),
        [400],
        `${label} unknown query parameter`,
      );
      await expectClientError(
        await send(undefined, undefined, '?languageType=abc'),
        [400],
        `${label} languageType of the wrong type`,
      );
      await expectClientError(await client.raw('PATCH', path), [404], `${label} unknown method`);

      const schema = route.operation.requestBody?.content['application/json']?.schema;
      if (!route.operation.requestBody) continue;
      await expectClientError(await send('{"unterminated":'), [400], `${label} malformed JSON`);
      await expectClientError(await send('[]'), [400], `${label} array body`);
      await expectClientError(await send('"text"'), [400], `${label} string body`);
      await expectClientError(
        await send('{"__proto__":{"admin":true}}'),
        [400],
        `${label} prototype poisoning`,
      );
      await expectClientError(await send(JSON.stringify({ unexpected: 1 })), [400], `${label} unknown field`);
      if (hasRequiredFields(schema)) {
        await expectClientError(await send('{}'), [400], `${label} missing fields`);
      } else {
        // {} is a complete body here: the answer may be anything but a server fault.
        const empty = await send('{}');
        if (empty.status >= 500) problems.push(`${label} empty body: status ${empty.status}`);
        await empty.body?.cancel();
      }
      await expectClientError(
        await send('x'.repeat(server.config.bodyLimitBytes + 1)),
        [413],
        `${label} oversize body`,
      );
      await expectClientError(await send('a=1', 'text/plain'), [415], `${label} unsupported content type`);
      for (const [name, property] of Object.entries(bodyProperties(schema))) {
        await expectClientError(
          await send(JSON.stringify({ [name]: { nested: true } })),
          [400],
          `${label} ${name} as an object`,
        );
        if (acceptsString(property)) {
          await expectClientError(
            await send(JSON.stringify({ [name]: 'x'.repeat(5000) })),
            [400],
            `${label} ${name} oversize`,
          );
        } else {
          await expectClientError(
            await send(JSON.stringify({ [name]: 'not-the-right-type' })),
            [400],
            `${label} ${name} as text`,
          );
        }
      }
    }
    // Every offending route and input at once, so one run shows the whole list.
    expect(problems).toEqual([]);
  });
});
