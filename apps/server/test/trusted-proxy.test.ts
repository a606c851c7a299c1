import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../src/plugins/accounts/demo-user.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';

// Issue #21 item 14: a client that is not a listed proxy writes X-Forwarded-* itself; believing it
// would let anyone claim https (Secure cookies off a plain connection) or another address.

async function loginCookies(server: RunningServer, forwarded: Record<string, string>): Promise<string[]> {
  const client = new ApiClient(server.baseUrl);
  const response = await client.raw('POST', '/v1/user/login', {
    body: JSON.stringify({ loginName: DEMO_USER.email, pwd: DEMO_USER.password }),
    headers: { 'content-type': 'application/json', ...forwarded },
  });
  return response.headers.getSetCookie();
}

describe.each(backends)('issue #21 TRUST_PROXY on $name', (backend) => {
  let listedElsewhere: RunningServer;
  let thisMachine: RunningServer;
  beforeAll(async () => {
    // The tests connect from 127.0.0.1: a proxy somewhere else is listed in one server, this
    // machine's in the other.
    listedElsewhere = await startServer(backend, { TRUST_PROXY: '10.20.30.40' });
    thisMachine = await startServer(backend, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await listedElsewhere.close();
    await thisMachine.close();
  });

  it('ignores X-Forwarded-Proto from a client that is not a listed proxy', async () => {
    const cookies = await loginCookies(listedElsewhere, { 'x-forwarded-proto': 'https' });
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line).not.toMatch(/; Secure/);
  });

  it('believes the proxy on this machine when TRUST_PROXY=1', async () => {
    const cookies = await loginCookies(thisMachine, { 'x-forwarded-proto': 'https' });
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line).toMatch(/; Secure/);
  });
});
