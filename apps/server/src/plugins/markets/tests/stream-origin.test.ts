import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerByEmail } from '../../../../test/support/accounts.ts';
import { backends, type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';

// Issue #21 item 9, as an attacker's page would try it: a page on another site opens /ws in a
// signed-in visitor's browser, which sends the session cookie along. The gateway must refuse the
// upgrade before any channel is offered; its own pages and listed origins still connect.

type Outcome = { opened: true; firstOp: unknown } | { opened: false; status: number | undefined };

function connect(baseUrl: string, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, { headers });
    socket.once('message', (data) => {
      resolve({ opened: true, firstOp: (JSON.parse(String(data)) as { op?: unknown }).op });
      socket.terminate();
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve({ opened: false, status: response.statusCode });
      socket.terminate();
    });
    socket.once('error', () => resolve({ opened: false, status: undefined }));
  });
}

describe.each(backends)('issue #21 item 9 /ws checks the page’s Origin on $name', (backend) => {
  let server: RunningServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer(backend, { ALLOWED_ORIGINS: 'https://app.example.com' });
    const member = new ApiClient(server.baseUrl);
    await registerByEmail(member, 'origin@example.com');
    cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });
  afterAll(() => server.close());

  it('refuses a signed-in visitor’s browser opening the stream from another site', async () => {
    expect(await connect(server.baseUrl, { cookie, origin: 'https://evil.example' })).toEqual({
      opened: false,
      status: 403,
    });
    expect(await connect(server.baseUrl, { cookie, origin: 'null' })).toEqual({ opened: false, status: 403 });
  });

  it('lets the gateway’s own pages, a listed origin and a non-browser client connect', async () => {
    const own = new URL(server.baseUrl).origin;
    expect(await connect(server.baseUrl, { cookie, origin: own })).toEqual({
      opened: true,
      firstOp: 'welcome',
    });
    expect(await connect(server.baseUrl, { cookie, origin: 'https://app.example.com' })).toEqual({
      opened: true,
      firstOp: 'welcome',
    });
    expect(await connect(server.baseUrl, { cookie })).toEqual({ opened: true, firstOp: 'welcome' });
  });
});
