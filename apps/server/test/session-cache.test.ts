// Issue #22 items 3 and 4: sessions and bound keys are kept in memory, and every way a session or
// a key changes reaches the cache. Each case first makes the gateway keep the entry (two calls
// answered), then changes it, then checks the next call sees the change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRootPublicKey } from '../src/gateway-security/keys/gateway-keys.ts';
import { DEMO_USER } from '../src/plugins/accounts/demo-user.ts';
import {
  SESSION_NEAR_END_MS,
  SESSION_RECHECK_MS,
  SessionCache,
} from '../src/plugins/accounts/session-cache.ts';
import type { AuthenticatedUser } from '../src/plugins/accounts/session-service.ts';
import { tokenDigest } from '../src/plugins/accounts/tokens.ts';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { stepUp } from './support/step-up.ts';
import { makeWebClient, sentHeaders } from './support/web-client.ts';

const password = 'Passw0rd!x';

describe('the session cache on its own', () => {
  const user: AuthenticatedUser = {
    userId: 7,
    rootUserId: 7,
    kind: 'main',
    sessionDigest: 'digest-7',
    terminal: 'web',
  };
  const at = 1_000_000_000_000;

  it('answers a kept session until it nears its end, then asks the database again', () => {
    const cache = new SessionCache();
    const expiresAt = at + 10 * SESSION_NEAR_END_MS;
    cache.keepSession(cache.ticket(), user, expiresAt, at);
    expect(cache.session('digest-7', at)).toEqual(user);
    expect(cache.session('digest-7', expiresAt - SESSION_NEAR_END_MS + 1)).toBeUndefined();
    // Once dropped it stays dropped: the next read goes to the database.
    expect(cache.session('digest-7', at)).toBeUndefined();
  });

  it('never keeps a session that ends soon, and rechecks a kept one after SESSION_RECHECK_MS', () => {
    const cache = new SessionCache();
    cache.keepSession(cache.ticket(), user, at + SESSION_NEAR_END_MS - 1, at);
    expect(cache.session('digest-7', at)).toBeUndefined();
    cache.keepSession(cache.ticket(), user, at + 100 * SESSION_RECHECK_MS, at);
    expect(cache.session('digest-7', at + SESSION_RECHECK_MS - 1)).toEqual(user);
    expect(cache.session('digest-7', at + SESSION_RECHECK_MS)).toBeUndefined();
  });

  it('does not keep what a read saw when an invalidation came while it was reading', () => {
    const cache = new SessionCache();
    const ticket = cache.ticket();
    cache.forgetSessions(['digest-7']);
    cache.keepSession(ticket, user, at + 100 * SESSION_RECHECK_MS, at);
    expect(cache.session('digest-7', at)).toBeUndefined();
  });

  it('forgets a family, and a session’s key with its binding or its session', () => {
    const cache = new SessionCache();
    const other = { ...user, userId: 8, rootUserId: 8, sessionDigest: 'digest-8' };
    const later = at + 100 * SESSION_RECHECK_MS;
    cache.keepSession(cache.ticket(), user, later, at);
    cache.keepSession(cache.ticket(), other, later, at);
    cache.keepKey(cache.ticket(), 'digest-7', 'key-a', at);
    cache.keepKey(cache.ticket(), 'digest-8', 'key-b', at);
    expect(cache.key('digest-7', at)).toEqual(expect.objectContaining({ publicKey: 'key-a' }));
    cache.forgetKey('digest-7');
    expect(cache.key('digest-7', at)).toBeNull();
    expect(cache.key('digest-8', at)).toEqual(expect.objectContaining({ publicKey: 'key-b' }));
    cache.forgetFamily(8);
    expect(cache.session('digest-8', at)).toBeUndefined();
    expect(cache.key('digest-8', at)).toBeNull();
    expect(cache.session('digest-7', at)).toEqual(user);
  });
});

describe.each(backends)('session and key invalidation through the gateway on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend, { GATEWAY_SIGNING: '0' });
  });
  afterAll(() => server.close());

  const userinfoCode = async (client: ApiClient) =>
    (await client.get('/v1/user/overview/userinfo')).body.code;

  it('logout ends a kept session at once', async () => {
    const c = new ApiClient(server.baseUrl);
    await c.post('/v1/user/login', { loginName: DEMO_USER.email, pwd: DEMO_USER.password });
    const token = c.cookies.get('token') ?? '';
    expect(await userinfoCode(c)).toBe(0);
    expect(await userinfoCode(c)).toBe(0);
    expect((await c.post('/v1/user/logout')).body.code).toBe(0);
    const replay = new ApiClient(server.baseUrl);
    replay.cookies.set('token', token);
    expect(await userinfoCode(replay)).toBe('20906');
  });

  it('a password change ends the family’s other kept sessions, and keeps the one that changed it', async () => {
    const laptop = new ApiClient(server.baseUrl);
    laptop.headers['terminal-code'] = 'cache-laptop';
    await registerByEmail(laptop, 'cache-pwd@example.com', password);
    const phone = new ApiClient(server.baseUrl);
    phone.headers['terminal-code'] = 'cache-laptop';
    await phone.post('/v1/user/login', { loginName: 'cache-pwd@example.com', pwd: password });
    for (const c of [laptop, phone, laptop, phone]) expect(await userinfoCode(c)).toBe(0);
    await stepUp(laptop, { email: 'cache-pwd@example.com', app: server.app });
    const changed = await laptop.post('/v1/user/security/password', {
      pwd: 'NewPassw0rd',
      rePwd: 'NewPassw0rd',
    });
    expect(changed.body).toMatchObject({ code: 0, data: { sessionsEnded: 1 } });
    expect(await userinfoCode(phone)).toBe('20906');
    expect(await userinfoCode(laptop)).toBe(0);
  });

  it('a session past its end is refused even after being kept', async () => {
    const c = new ApiClient(server.baseUrl);
    await c.post('/v1/user/login', { loginName: DEMO_USER.email, pwd: DEMO_USER.password });
    expect(await userinfoCode(c)).toBe(0);
    expect(await userinfoCode(c)).toBe(0);
    // A switch to the demo account retires the old session (its end moves to a few seconds away):
    // a session that near its end is read from the database, where the test then ends it.
    const old = new ApiClient(server.baseUrl);
    old.cookies.set('token', c.cookies.get('token') ?? '');
    await c.post('/v1/user/sub/switchLoginDemo');
    expect(await userinfoCode(old)).toBe(0);
    await server.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('token_hash', '=', tokenDigest(old.cookies.get('token') ?? ''))
      .execute();
    expect(await userinfoCode(old)).toBe('20906');
  });

  it('forgetting a device ends its kept sessions', async () => {
    const owner = new ApiClient(server.baseUrl);
    owner.headers['terminal-code'] = 'cache-owner';
    await registerByEmail(owner, 'cache-device@example.com', password);
    const other = new ApiClient(server.baseUrl);
    other.headers['terminal-code'] = 'cache-owner';
    await other.post('/v1/user/login', { loginName: 'cache-device@example.com', pwd: password });
    for (const c of [owner, other, owner, other]) expect(await userinfoCode(c)).toBe(0);
    const devices = await owner.get<{ list: { id: number }[] }>('/v1/user/setting/devices');
    expect(devices.body.code).toBe(0);
    const device = devices.body.data.list[0];
    expect(device).toBeDefined();
    const forgotten = await owner.call('DELETE', `/v1/user/setting/devices/${device?.id}`);
    expect(forgotten.body).toMatchObject({ code: 0 });
    expect(await userinfoCode(other)).toBe('20906');
  });

  it('§4 client key: a login elsewhere keeps this session’s key, and the other browser’s key is refused on its cookie', async () => {
    // A second gateway of the same backend with signing on (the other one's calls are unsigned).
    const signingKeys = mkdtempSync(join(tmpdir(), 'tideline-cache-sign-'));
    const signing = await startServer(backend, { GATEWAY_SIGNING: '1', KEYS_DIR: signingKeys });
    try {
      const signingRoot = await ensureRootPublicKey(signingKeys);
      const first = makeWebClient(signing.baseUrl, signingRoot, 'rsa1024');
      await first.security.ready();
      const login = { loginName: DEMO_USER.email, pwd: DEMO_USER.password };
      expect((await first.client.post('/user/login', login)).status).toBe('success');
      const headers = await sentHeaders(first, '/user/overview/userinfo');
      const url = `${signing.baseUrl}/v1/user/overview/userinfo`;
      const send = async (sent: Record<string, string>) =>
        ((await (await fetch(url, { headers: sent })).json()) as { code: unknown }).code;
      expect(await send(headers)).toBe(0);
      expect(await send(headers)).toBe(0);
      const second = makeWebClient(signing.baseUrl, signingRoot, 'rsa1024');
      await second.security.ready();
      expect((await second.client.post('/user/login', login)).status).toBe('success');
      expect((await second.client.get('/user/overview/userinfo')).status).toBe('success');
      // The second login bound its key to its own session: the first session's key still verifies.
      expect(await send(headers)).toBe(0);
      // A signature of the second browser's key on the first session's cookie is not that session's key.
      const secondHeaders = await sentHeaders(second, '/user/overview/userinfo');
      expect(await send({ ...secondHeaders, cookie: headers.cookie ?? '' })).toBe('00023');
      expect(await send(secondHeaders)).toBe(0);
      // A switch opens a session of the same family: it inherits the switching session's key.
      expect((await first.client.post('/user/sub/switchLoginDemo', {})).status).toBe('success');
      expect((await first.client.get('/user/overview/userinfo')).status).toBe('success');
      expect(await send({ ...secondHeaders, cookie: first.jar.header() })).toBe('00023');
    } finally {
      await signing.close();
      rmSync(signingKeys, { recursive: true, force: true });
    }
  });
});
