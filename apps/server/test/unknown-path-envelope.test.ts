import { requestMessageByType } from '@tideline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';

const notFound = { code: '00005', data: null, msg: 'Request error', status: 'error' };

// The launcher mounts the web app's page catch-all (`/*`) beside the gateway; a wildcard there
// must not take unknown gateway paths away from the gateway's own 404 envelope.
describe('§7 §8 unknown paths under /v1 and /ws with a page catch-all mounted beside the gateway', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', SEED_DEMO_USER: 'false' }),
    );
    await app.register(async (web) => {
      web.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        handler: async (request, reply) =>
          /^\/(v1|ws)(\/|$)/.test(request.url)
            ? reply.callNotFound()
            : reply.type('text/html').send('<p>page</p>'),
      });
    });
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/v1/no/such/path', undefined],
    ['GET', '/v1/no/such/path?x=1', undefined],
    ['POST', '/v1/no/such/path', undefined],
    ['POST', '/v1/no/such/path', { some: 'params' }],
    ['PUT', '/v1/no/such/path', { some: 'params' }],
    ['DELETE', '/v1/health', undefined],
    ['PATCH', '/v1/user/login', { loginName: 'x' }],
    ['GET', '/ws/unknown', undefined],
  ] as const)('%s %s answers 404 with the envelope', async (method, url, body) => {
    const answer = await app.inject({ method, url, ...(body ? { payload: body } : {}) });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual(notFound);
  });

  it('the message is in the language the request asks for', async () => {
    const chinese = await app.inject({ method: 'GET', url: '/v1/no/such/path?languageType=1' });
    expect(chinese.statusCode).toBe(404);
    expect(chinese.json()).toEqual({ ...notFound, msg: requestMessageByType('notfound', 1) });
    expect(chinese.json().msg).not.toBe(notFound.msg);
  });

  it('known routes and pages outside the gateway are still answered by their owners', async () => {
    const health = await app.inject({ method: 'GET', url: '/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ code: 0, status: 'success' });
    const page = await app.inject({ method: 'GET', url: '/spot/BTCUSDT' });
    expect(page.body).toBe('<p>page</p>');
  });
});
