import { Validator } from '@seriousme/openapi-schema-validator';
import { type Endpoint, endpointAnswer } from '@tideline/protocol/endpoint';
import { ENDPOINTS } from '@tideline/protocol/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';

// Issue #19: the endpoint table (packages/protocol/src/endpoints.ts) is the contract. Every row is
// a registered route, documented in /v1/openapi.json with its schemas and security, and the real
// gateway's answers to a valid and an invalid call match the row.

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

describe.each(backends)('issue #19 the endpoint table ($name)', (backend) => {
  let server: RunningServer;
  let anonymous: ApiClient;
  let member: ApiClient;
  let document: OpenApi;
  beforeAll(async () => {
    server = await startServer(backend);
    anonymous = new ApiClient(server.baseUrl);
    member = new ApiClient(server.baseUrl);
    await registerByEmail(member, 'table@example.com');
    document = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as OpenApi;
  });
  afterAll(() => server.close());

  it('lists each call once', () => {
    const keys = ENDPOINTS.map(label);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ENDPOINTS.length).toBeGreaterThan(0);
  });

  it.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s is a registered route, documented with its answer schema and security',
    (_name, endpoint) => {
      expect(server.app.hasRoute({ method: endpoint.method, url: `/v1${endpoint.path}` })).toBe(true);
      const operation = document.paths[`/v1${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary).toBe(endpoint.summary);
      expect(operation?.tags).toEqual([endpoint.tag]);
      expect(operation?.responses?.['200']?.content?.['application/json']?.schema).toEqual(
        expect.any(Object),
      );
      if (endpoint.auth === 'session') expect(operation?.security).toEqual([{ session: [] }]);
      else expect(operation?.security).toBeUndefined();
    },
  );

  it.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers a valid call as its row promises, and an invalid one with an error envelope',
    async (_name, endpoint) => {
      const call = (client: ApiClient, extra: Record<string, unknown>) =>
        endpoint.method === 'GET'
          ? client.get(`/v1${endpoint.path}?${new URLSearchParams(extra as Record<string, string>)}`)
          : client.post(`/v1${endpoint.path}`, extra);
      const client = endpoint.auth === 'session' ? member : anonymous;
      // Valid: no parameters beyond the common ones (every row so far takes none).
      const valid = await call(client, {});
      expect(valid.status).toBe(200);
      const answer = endpointAnswer(endpoint).parse(valid.body);
      // A new member is not in the reserve snapshot taken before they joined: a product error.
      if (endpoint.path !== '/info/reserves/proof') expect(answer.status).toBe('success');
      // Invalid: an unknown parameter is refused with the §8 parameter error, never a 500.
      const invalid = await call(client, { unknownParameter: '1' });
      expect(invalid.status).toBeLessThan(500);
      expect(invalid.body).toMatchObject({ status: 'error' });
      if (endpoint.auth === 'session') {
        const refused = await call(anonymous, {});
        expect(refused.body.status).toBe('error');
      }
    },
  );
});

describe('issue #19 /v1/openapi.json', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
  });
  afterAll(() => server.close());

  it('validates as OpenAPI 3.1 against the specification’s own schema', async () => {
    const document = await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});

describe('issue #19 /v1/docs', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
  });
  afterAll(() => server.close());

  it('serves the API reference page and its scripts from this server, reading /v1/openapi.json', async () => {
    const page = await fetch(`${server.baseUrl}/v1/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/swagger-ui/i);
    // Every script and stylesheet is local: the reference works offline.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((asset) => /^(https?:)?\/\//.test(asset))).toEqual([]);
    const initializer = await fetch(`${server.baseUrl}/v1/docs/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
    expect(await initializer.text()).toContain('json');
    const json = await fetch(`${server.baseUrl}/v1/docs/json`);
    expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });
});
