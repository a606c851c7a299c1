import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../src/plugins/accounts/totp.ts';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { stepUp } from './support/step-up.ts';
import { unusedTotp } from './support/unused-totp.ts';

const password = 'Passw0rd!x';

function device(server: RunningServer, terminal: string): ApiClient {
  const client = new ApiClient(server.baseUrl);
  client.headers['terminal-code'] = terminal;
  return client;
}

describe.each(backends)('account security changes on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  it('§2 password change checks the rule and the match, then ends other sessions', async () => {
    const laptop = device(server, 'pwd-laptop');
    await registerByEmail(laptop, 'pwd@example.com', password);
    const second = device(server, 'pwd-laptop');
    expect(
      (await second.post('/v1/user/login', { loginName: 'pwd@example.com', pwd: password })).body,
    ).toMatchObject({ code: 0, data: { needVerify: false } });
    const factor = { email: 'pwd@example.com', app: server.app };

    const change = (body: Record<string, string>) => laptop.post('/v1/user/security/password', body);
    // Issue #21 item 1: the session alone cannot change the password.
    expect((await change({ pwd: 'NewPassw0rd', rePwd: 'NewPassw0rd' })).body.code).toBe('21015');
    await stepUp(laptop, factor);
    expect((await change({ pwd: 'short1', rePwd: 'short1' })).body.code).toBe('21001');
    await stepUp(laptop, factor);
    expect((await change({ pwd: 'NewPassw0rd', rePwd: 'NewPassw0rd2' })).body.code).toBe('21002');
    expect((await change({ pwd: 'NewPassw0rd' })).status).toBe(400);

    await stepUp(laptop, factor);
    const changed = await change({ pwd: 'NewPassw0rd', rePwd: 'NewPassw0rd' });
    expect(changed.body).toMatchObject({ code: 0, data: { sessionsEnded: 1 } });
    expect((await laptop.get('/v1/user/overview/userinfo')).body.code).toBe(0);
    expect((await second.get('/v1/user/overview/userinfo')).body.code).toBe('20906');

    const again = device(server, 'pwd-laptop');
    expect(
      (await again.post('/v1/user/login', { loginName: 'pwd@example.com', pwd: password })).body.code,
    ).toBe('21007');
    expect(
      (await again.post('/v1/user/login', { loginName: 'pwd@example.com', pwd: 'NewPassw0rd' })).body,
    ).toMatchObject({ code: 0 });
  });

  // Four authenticator codes, each used once: with three time steps usable at a time the last one
  // may have to wait for the next 30 s step, so this test has more than the default time.
  it('§2 with Google Authenticator bound, step-up asks for its current code, each code once', {
    timeout: 120_000,
  }, async () => {
    const c = device(server, 'totp-laptop');
    await registerByEmail(c, 'unbind@example.com', password);
    await stepUp(c, { email: 'unbind@example.com', app: server.app });
    const notBound = await c.post('/v1/user/security/google/unbind');
    expect(notBound.body).toMatchObject({ code: '21012', msg: 'Google Authenticator is not enabled' });
    await stepUp(c, { email: 'unbind@example.com', app: server.app });
    const german = await c.post('/v1/user/security/google/unbind?languageType=11');
    expect(german.body.msg).toBe('Google Authenticator ist nicht aktiviert');
    const secret = (await c.post<{ secret: string }>('/v1/user/security/google/secret')).body.data.secret;
    await stepUp(c, { email: 'unbind@example.com', app: server.app });
    await c.post('/v1/user/security/google/bind', { googleCode: await unusedTotp(secret) });

    // Now the authenticator, not the e-mail, proves the account.
    const wrongCode = currentTotp(secret) === '000000' ? '111111' : '000000';
    const proof = (code: string, pwd = password) => c.post('/v1/user/security/step-up', { pwd, code });
    expect((await proof(wrongCode)).body.code).toBe('21009');
    const spent = await unusedTotp(secret);
    const ticket = await proof(spent);
    expect(ticket.body.code).toBe(0);
    // Issue #21 item 14: the same code, read over a shoulder within its step, is spent.
    expect((await proof(spent)).body.code).toBe('21009');

    await stepUp(c, { googleSecret: secret });
    const body = { pwd: 'NewPassw0rd', rePwd: 'NewPassw0rd' };
    expect((await c.post('/v1/user/security/password', body)).body.code).toBe(0);

    expect((await c.post('/v1/user/security/google/unbind', { googleCode: '123456' })).status).toBe(400);
    await stepUp(c, { googleSecret: secret }, 'NewPassw0rd');
    const unbound = await c.post('/v1/user/security/google/unbind');
    expect(unbound.body).toMatchObject({ code: 0, data: { googleBound: false } });
    const info = await c.get<{ googleBound: boolean }>('/v1/user/overview/userinfo');
    expect(info.body.data.googleBound).toBe(false);
  });

  it('§6 a sub-account session cannot change the password', async () => {
    const c = device(server, 'sub-laptop');
    await registerByEmail(c, 'subpwd@example.com', password);
    const sub = await c.post<{ userId: string }>('/v1/user/sub/create', { subName: 'desk' });
    await c.post('/v1/user/sub/switchWeb', { userId: sub.body.data.userId });
    // The family's owner proves themself, and the change is still refused to the sub-account.
    await stepUp(c, { email: 'subpwd@example.com', app: server.app });
    const refused = await c.post('/v1/user/security/password', {
      pwd: 'NewPassw0rd',
      rePwd: 'NewPassw0rd',
    });
    expect(refused.body).toMatchObject({ code: '21101', msg: 'Sub-accounts cannot do this' });
  });

  it('§2 API key edit replaces label, permissions and allow-list, also for a sub-account', async () => {
    const c = device(server, 'keys-laptop');
    await registerByEmail(c, 'editkeys@example.com', password);
    const sub = await c.post<{ userId: string }>('/v1/user/sub/create', { subName: 'keys_sub' });
    const subId = sub.body.data.userId;
    await stepUp(c, { email: 'editkeys@example.com', app: server.app });
    const created = await c.post<{ accessKey: string }>('/v1/user/setting/api-keys', {
      label: 'bot',
      permissions: ['read'],
      passphrase: 'Passphrase123',
      userId: subId,
    });
    const path = `/v1/user/setting/api-keys/${created.body.data.accessKey}`;
    await stepUp(c, { email: 'editkeys@example.com', app: server.app });
    const edited = await c.call('PUT', path, {
      label: 'bot 2',
      permissions: ['read', 'trade'],
      ipAllowList: ['198.51.100.0/24'],
      userId: subId,
    });
    expect(edited.body).toMatchObject({ code: 0, data: { label: 'bot 2', permissions: ['read', 'trade'] } });
    const list = await c.get<{ list: unknown[] }>(`/v1/user/setting/api-keys?userId=${subId}`);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        label: 'bot 2',
        permissions: ['read', 'trade'],
        ipAllowList: ['198.51.100.0/24'],
      }),
    ]);
    // The main account's own keys do not hold it.
    await stepUp(c, { email: 'editkeys@example.com', app: server.app });
    expect((await c.call('PUT', path, { label: 'x', permissions: ['read'] })).body.code).toBe('21201');
    expect((await c.call('PUT', path, { label: '', permissions: ['read'], userId: subId })).status).toBe(400);
    expect((await c.call('PUT', path, { label: 'x', permissions: [], userId: subId })).status).toBe(400);
  });
});
