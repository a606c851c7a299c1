import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessage } from '../src/i18n/index.ts';
import { RATE_LIMITS } from '../src/platform/rate-limits.ts';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';

// Issue #21 item 12: every route of the endpoint table is limited by its class, per address and per
// account, with the §8 rate-limit code 00006, its localised text and Retry-After.

const JAPANESE = 2;
const accountPerMinute = (by: 'address' | 'account') =>
  RATE_LIMITS.account.find((rule) => rule.by === by)?.perMinute ?? 0;

/** A login attempt as the proxy forwards it from `address` (its body need not be valid: floods are counted before parsing). */
function loginFrom(server: RunningServer, address: string) {
  const client = new ApiClient(server.baseUrl);
  client.headers['x-forwarded-for'] = address;
  return client.post(`/v1/user/login?languageType=${JAPANESE}`, {});
}

describe.each(backends)('issue #21 item 12 rate limits on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    // The tests' connections come through "the proxy on this machine", which names the caller.
    server = await startServer(backend, { RATE_LIMITS: '1', TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('refuses the account class past its limit per address with 429, 00006, localised text and Retry-After', async () => {
    const limit = accountPerMinute('address');
    const answers = [];
    for (let call = 0; call < limit; call++) answers.push(await loginFrom(server, '203.0.113.7'));
    expect(answers.every((answer) => answer.status !== 429)).toBe(true);
    const refused = await loginFrom(server, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: '00006',
      data: null,
      status: 'error',
      msg: serverMessage('request.tooManyRequests', JAPANESE),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each address apart, and each class apart', async () => {
    expect((await loginFrom(server, '203.0.113.8')).status).not.toBe(429);
    const reader = new ApiClient(server.baseUrl);
    reader.headers['x-forwarded-for'] = '203.0.113.7';
    expect((await reader.get('/v1/info/fees')).status).toBe(200);
  });

  it('does not count the loopback address, which every local client shares', async () => {
    const local = new ApiClient(server.baseUrl);
    const answers = [];
    for (let call = 0; call <= accountPerMinute('address'); call++)
      answers.push(
        await local.raw('POST', '/v1/user/login', {
          body: '{}',
          headers: { 'content-type': 'application/json' },
        }),
      );
    expect(answers.some((answer) => answer.status === 429)).toBe(false);
  });

  it("counts a session's calls against its account, wherever they come from", async () => {
    const client = new ApiClient(server.baseUrl);
    await registerByEmail(client, `rate-${Date.now()}@example.com`);
    const limit = accountPerMinute('account');
    const statuses = [];
    for (let call = 0; call < limit; call++) {
      client.headers['x-forwarded-for'] = `198.51.100.${call % 200}`;
      statuses.push((await client.post('/v1/user/security/google/secret', {})).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(0);
    client.headers['x-forwarded-for'] = '198.51.100.250';
    const refused = await client.post('/v1/user/security/google/secret', {});
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('00006');
  });
});
