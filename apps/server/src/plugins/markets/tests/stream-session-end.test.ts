import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerByEmail } from '../../../../test/support/accounts.ts';
import { backends, type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';

// Issue #21 item 14: a stream opened with a session must not outlive it. Whoever holds a copied
// session cookie keeps a socket open; when the owner logs out, that socket must close.

function openSocket(baseUrl: string, cookie: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, { headers: { cookie } });
  const welcome = new Promise<{ authenticated?: boolean }>((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)) as { authenticated?: boolean })),
  );
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, welcome, closed };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

describe.each(backends)('issue #21 a signed-in stream ends with its session on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend, { STREAM_SESSION_CHECK_MS: '200' });
  });
  afterAll(() => server.close());

  it('closes the socket of a session that logged out, and keeps another session’s', async () => {
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, 'stream-end@example.com');
    const cookieOf = (client: ApiClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const stolen = openSocket(server.baseUrl, cookieOf(owner));
    expect((await stolen.welcome).authenticated).toBe(true);
    // The same user signed in elsewhere: that session is not ended by this logout.
    const elsewhere = new ApiClient(server.baseUrl);
    const login = await elsewhere.post('/v1/user/login', {
      loginName: 'stream-end@example.com',
      pwd: 'Passw0rd!x',
    });
    expect(login.body.status).toBe('success');
    const other = openSocket(server.baseUrl, cookieOf(elsewhere));
    expect((await other.welcome).authenticated).toBe(true);

    expect((await owner.post('/v1/user/logout', {})).body.status).toBe('success');
    expect(await within(stolen.closed, 10_000)).toBeUndefined();
    expect(await within(other.closed, 1_000)).toBe('still open');
    other.socket.terminate();
  });
});
