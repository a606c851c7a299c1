import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWITCHED_SESSION_GRACE_SECONDS } from '../src/plugins/accounts/session-service.ts';
import { tokenDigest } from '../src/plugins/accounts/tokens.ts';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { stepUp } from './support/step-up.ts';

interface SubList {
  mainUserId: string;
  list: Array<{ userId: string; subName: string; current: boolean }>;
}

describe.each(backends)('sub-accounts and account settings on $name', (backend) => {
  let server: RunningServer;
  let main: ApiClient;
  let mainUserId: string;
  beforeAll(async () => {
    server = await startServer(backend);
    main = new ApiClient(server.baseUrl);
    main.headers['terminal-code'] = 'main-laptop';
    mainUserId = await registerByEmail(main, 'family@example.com');
  });
  afterAll(() => server.close());
  const family = () => ({ email: 'family@example.com', app: server.app });

  it('§6 creates and lists sub-accounts; names are unique per family', async () => {
    const created = await main.post<{ userId: string; subName: string }>('/v1/user/sub/create', {
      subName: 'trading_1',
    });
    expect(created.body).toMatchObject({ code: 0, data: { subName: 'trading_1' } });
    expect((await main.post('/v1/user/sub/create', { subName: 'TRADING_1' })).body.code).toBe('21101');
    expect((await main.post('/v1/user/sub/create', { subName: 'x' })).status).toBe(400);
    const list = await main.get<SubList>('/v1/user/sub/list');
    expect(list.body.data.mainUserId).toBe(mainUserId);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ userId: created.body.data.userId, subName: 'trading_1', current: false }),
    ]);
  });

  it('§7 switLogin, switchWeb and switchApp [userId] move the session within the family only', async () => {
    const sub = await main.post<{ userId: string }>('/v1/user/sub/create', { subName: 'bot' });
    const subId = sub.body.data.userId;
    const switched = await main.post('/v1/user/sub/switLogin', { userId: subId });
    expect(switched.body).toMatchObject({
      code: 0,
      data: { userId: subId, accountType: 'sub', terminal: 'web' },
    });
    expect(main.cookies.get('userId')).toBe(subId);
    const info = await main.get<{ userId: string; rootUserId: string; accountType: string }>(
      '/v1/user/overview/userinfo',
    );
    expect(info.body.data).toMatchObject({ userId: subId, rootUserId: mainUserId, accountType: 'sub' });
    // A sub-account session cannot create sub-accounts.
    expect((await main.post('/v1/user/sub/create', { subName: 'nested' })).body.code).toBe('21101');
    // Issue #21 item 1: nor set up an authenticator of its own, nor withdraw to an outside address.
    expect((await main.post('/v1/user/security/google/secret', {})).body.code).toBe('21101');
    expect((await main.post('/v1/user/security/google/bind', { googleCode: '123456' })).body.code).toBe(
      '21015',
    );
    await stepUp(main, family());
    expect((await main.post('/v1/user/security/google/bind', { googleCode: '123456' })).body.code).toBe(
      '21101',
    );
    const withdrawal = await main.post('/v1/asset/withdraw', {
      asset: 'USDT',
      amount: '1',
      address: 'TXabc12345678',
      emailCode: '123456',
    });
    expect(withdrawal.body).toMatchObject({ code: '21101', msg: 'Sub-accounts cannot do this' });

    const app = await main.post('/v1/user/sub/switchApp', { userId: Number(mainUserId) });
    expect(app.body.data).toMatchObject({ userId: mainUserId, terminal: 'app' });
    expect((await main.post('/v1/user/sub/switchWeb', { userId: subId })).body.code).toBe(0);
    expect((await main.post('/v1/user/sub/switchWeb', { userId: mainUserId })).body.code).toBe(0);

    const stranger = new ApiClient(server.baseUrl);
    await registerByEmail(stranger, 'stranger@example.com');
    expect((await stranger.post('/v1/user/sub/switLogin', { userId: 99_999_999_999 })).status).toBe(400);
    expect((await stranger.post('/v1/user/sub/switLogin', { userId: '9999999999' })).status).toBe(400);
    const refused = await stranger.post('/v1/user/sub/switLogin', { userId: subId });
    expect(refused.body.code).toBe('21101');
    expect(refused.body.msg).toBe('This account cannot be switched to');
  });

  it('§6 the old session ends when the account is switched, once the requests in flight with it are answered', async () => {
    const c = new ApiClient(server.baseUrl);
    c.headers['terminal-code'] = 'main-laptop';
    await c.post('/v1/user/login', { loginName: 'family@example.com', pwd: 'Passw0rd!x' });
    const before = c.cookies.get('token') ?? '';
    const switchedAt = Date.now();
    await c.post('/v1/user/sub/switchLoginDemo');
    expect(c.cookies.get('token')).not.toBe(before);
    // A request the page had already sent with the old cookie is still answered, not logged out.
    const old = new ApiClient(server.baseUrl);
    old.cookies.set('token', before);
    expect((await old.get('/v1/user/overview/userinfo')).body.code).toBe(0);
    // ...and the old session ends a few seconds later.
    const row = await server.app.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', tokenDigest(before))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBeLessThanOrEqual(
      switchedAt + (SWITCHED_SESSION_GRACE_SECONDS + 2) * 1000,
    );
    await server.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('token_hash', '=', tokenDigest(before))
      .execute();
    expect((await old.get('/v1/user/overview/userinfo')).body.code).toBe('20906');
  });

  it('§4 switchLoginDemo enters the demo account; switchTradeDemo moves between demo and real', async () => {
    const demo = await main.post<{ userId: string; accountType: string }>('/v1/user/sub/switchLoginDemo');
    expect(demo.body.data.accountType).toBe('demo');
    const info = await main.get<{ demo: boolean; rootUserId: string }>('/v1/user/overview/userinfo');
    expect(info.body.data).toMatchObject({ demo: true, rootUserId: mainUserId });
    const real = await main.post('/v1/user/sub/switchTradeDemo', { demo: false });
    expect(real.body.data).toMatchObject({ userId: mainUserId, accountType: 'main' });
    const again = await main.post<{ userId: string }>('/v1/user/sub/switchTradeDemo', { demo: true });
    expect(again.body.data.userId).toBe(demo.body.data.userId);
    await main.post('/v1/user/sub/switchTradeDemo', { demo: false });
  });

  it('§2 anti-phishing code per account, also set by the main account for its sub-account', async () => {
    expect((await main.get('/v1/user/setting/anti-phishing')).body.data).toMatchObject({ code: null });
    await stepUp(main, family());
    expect((await main.post('/v1/user/setting/anti-phishing', { code: 'Blue42' })).body.code).toBe(0);
    expect((await main.get('/v1/user/setting/anti-phishing')).body.data).toMatchObject({ code: 'Blue42' });
    const subs = await main.get<SubList>('/v1/user/sub/list');
    const subId = subs.body.data.list[0]!.userId;
    await stepUp(main, family());
    await main.post('/v1/user/setting/anti-phishing', { code: 'SubCode1', userId: subId });
    expect((await main.get(`/v1/user/setting/anti-phishing?userId=${subId}`)).body.data).toMatchObject({
      code: 'SubCode1',
      userId: subId,
    });
    expect((await main.post('/v1/user/setting/anti-phishing', { code: 'no spaces!' })).status).toBe(400);
    expect((await main.get('/v1/user/setting/anti-phishing?userId=1')).body.code).toBe('21101');
  });

  it('§2 devices and login history record each login; forgetting a device ends its sessions', async () => {
    const phone = new ApiClient(server.baseUrl);
    phone.headers['terminal-code'] = 'phone-1';
    const pending = await phone.post<{ loginTicket: string }>('/v1/user/login', {
      loginName: 'family@example.com',
      pwd: 'Passw0rd!x',
    });
    expect(pending.body.data).toMatchObject({ needVerify: true });
    await phone.post('/v1/user/login', { loginName: 'family@example.com', pwd: 'wrong-password-1' });

    const history = await main.get<{
      total: number;
      list: Array<{ success: boolean; method: string; deviceId: string }>;
    }>('/v1/user/setting/login-history?pageSize=2');
    expect(history.body.data.list).toHaveLength(2);
    expect(history.body.data.list[0]).toMatchObject({
      success: false,
      method: 'password',
      deviceId: 'phone-1',
    });
    expect(history.body.data.total).toBeGreaterThanOrEqual(3);

    const devices = await main.get<{ list: Array<{ id: number; deviceId: string }> }>(
      '/v1/user/setting/devices',
    );
    const laptop = devices.body.data.list.find((device) => device.deviceId === 'main-laptop');
    expect(laptop).toBeDefined();
    expect((await main.call('DELETE', '/v1/user/setting/devices/999999')).body.code).toBe('21202');
    const other = new ApiClient(server.baseUrl);
    other.headers['terminal-code'] = 'main-laptop';
    await other.post('/v1/user/login', { loginName: 'family@example.com', pwd: 'Passw0rd!x' });
    const forgotten = await main.call<{ sessionsEnded: number }>(
      'DELETE',
      `/v1/user/setting/devices/${laptop!.id}`,
    );
    expect(forgotten.body.data.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((await other.get('/v1/user/overview/userinfo')).body.code).toBe('20906');
  });

  it('§2 API keys: create with permissions and IP allow-list, list without secrets, delete', async () => {
    const c = new ApiClient(server.baseUrl);
    await registerByEmail(c, 'keys@example.com');
    await stepUp(c, { email: 'keys@example.com', app: server.app });
    const created = await c.post<{ accessKey: string; secretKey: string }>('/v1/user/setting/api-keys', {
      label: 'bot',
      permissions: ['read', 'trade'],
      ipAllowList: ['203.0.113.7', '2001:db8::/32'],
      passphrase: 'Passphrase123',
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data.secretKey).toHaveLength(43);
    const list = await c.get<{ list: Array<Record<string, unknown>> }>('/v1/user/setting/api-keys');
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        accessKey: created.body.data.accessKey,
        permissions: ['read', 'trade'],
        ipAllowList: ['203.0.113.7', '2001:db8::/32'],
      }),
    ]);
    expect(list.body.data.list[0]).not.toHaveProperty('secretKey');
    expect((await c.post('/v1/user/setting/api-keys', { label: 'x', permissions: ['fly'] })).status).toBe(
      400,
    );
    expect(
      (
        await c.post('/v1/user/setting/api-keys', {
          label: 'x',
          permissions: ['read'],
          ipAllowList: ['999.1.1.1'],
        })
      ).status,
    ).toBe(400);
    expect(
      (await c.post('/v1/user/setting/api-keys', { label: 'x', permissions: ['read', 'read'] })).status,
    ).toBe(400);
    expect(
      (await c.call('DELETE', `/v1/user/setting/api-keys/${created.body.data.accessKey}`)).body.code,
    ).toBe(0);
    expect(
      (await c.call('DELETE', `/v1/user/setting/api-keys/${created.body.data.accessKey}`)).body.code,
    ).toBe('21201');
    expect((await c.get<{ list: unknown[] }>('/v1/user/setting/api-keys')).body.data.list).toEqual([]);
  });
});
