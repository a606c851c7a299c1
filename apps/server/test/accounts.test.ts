import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TICKET_MAX_ATTEMPTS } from '../src/plugins/accounts/login-service.ts';
import { currentTotp } from '../src/plugins/accounts/totp.ts';
import { CODE_MAX_ATTEMPTS } from '../src/plugins/accounts/verification-codes.ts';
import { latestCode, registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { stepUp } from './support/step-up.ts';
import { unusedTotp } from './support/unused-totp.ts';

const password = 'Passw0rd!x';

describe.each(backends)('accounts on $name', (backend) => {
  let server: RunningServer;
  const client = () => new ApiClient(server.baseUrl);
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());
  /** Moves every sent code two minutes into the past, as if the resend wait had passed. */
  const ageCodes = () =>
    server.app.db
      .updateTable('verification_codes')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .execute();

  describe('registration', () => {
    it('§7 registers by e-mail with the emailed code and opens a session (§6 token and userId cookies)', async () => {
      const c = client();
      const email = 'alice@example.com';
      await c.post('/v1/user/public/sendCode', { type: 'email', email, scene: 'register' });
      const verifyCode = await latestCode(c, email);
      const response = await c.raw('POST', '/v1/user/register/email', {
        body: JSON.stringify({ email: 'Alice@Example.com', pwd: password, rePwd: password, verifyCode }),
        headers: { 'content-type': 'application/json' },
      });
      const body = await response.json();
      expect(body).toMatchObject({ code: 0, status: 'success', data: { needVerify: false } });
      const cookies = response.headers.getSetCookie();
      expect(cookies.find((line) => line.startsWith('token='))).toMatch(/HttpOnly/);
      expect(cookies.find((line) => line.startsWith('userId='))).toContain(`userId=${body.data.userId}`);
      expect(cookies.join('\n')).not.toMatch(/Secure/);
      const info = await c.get<{ userId: string; email: string }>('/v1/user/overview/userinfo');
      expect(info.body.data).toMatchObject({ userId: body.data.userId, email: 'al***@example.com' });
    });

    it('§7 registers by mobile and by mobile and e-mail together', async () => {
      const c = client();
      await c.post('/v1/user/public/sendCode', {
        type: 'mobile',
        mobile: '13800000001',
        areaCode: '+86',
        scene: 'register',
      });
      const mobileCode = await latestCode(c, '+86 13800000001');
      const byMobile = await c.post('/v1/user/register/mobile', {
        mobile: '13800000001',
        areaCode: '+86',
        pwd: password,
        rePwd: password,
        verifyCode: mobileCode,
      });
      expect(byMobile.body.code).toBe(0);

      const both = client();
      await both.post('/v1/user/public/sendCode', {
        type: 'mobile',
        mobile: '5550001',
        areaCode: '1',
        scene: 'register',
      });
      await both.post('/v1/user/public/sendCode', {
        type: 'email',
        email: 'both@example.com',
        scene: 'register',
      });
      const answer = await both.post('/v1/user/register/mobileAndEmail', {
        mobile: '5550001',
        areaCode: '1',
        email: 'both@example.com',
        pwd: password,
        rePwd: password,
        verifyCode: await latestCode(both, '+1 5550001'),
        emailVerifyCode: await latestCode(both, 'both@example.com'),
      });
      expect(answer.body.code).toBe(0);
      const info = await both.get<{ mobile: string; areaCode: string; email: string }>(
        '/v1/user/overview/userinfo',
      );
      expect(info.body.data).toMatchObject({
        areaCode: '1',
        mobile: '555****0001',
        email: 'bo***@example.com',
      });
      // Either address now logs in.
      const viaMobile = await client().post('/v1/user/login', {
        loginName: '5550001',
        areaCode: '+1',
        pwd: password,
      });
      expect(viaMobile.body.data).toMatchObject({ needVerify: false });
    });

    it('refuses a wrong code (21005), a reused code, a weak password (21001) and different passwords (21002)', async () => {
      const c = client();
      const email = 'codes@example.com';
      await c.post('/v1/user/public/sendCode', { type: 'email', email, scene: 'register' });
      const code = await latestCode(c, email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(
        (
          await c.post('/v1/user/register/email', {
            email,
            pwd: password,
            rePwd: password,
            verifyCode: wrong,
          })
        ).body,
      ).toMatchObject({
        code: '21005',
        status: 'error',
        msg: 'The verification code is incorrect',
      });
      expect(
        (await c.post('/v1/user/register/email', { email, pwd: 'short1', rePwd: 'short1', verifyCode: code }))
          .body.code,
      ).toBe('21001');
      expect(
        (
          await c.post('/v1/user/register/email', {
            email,
            pwd: password,
            rePwd: `${password}2`,
            verifyCode: code,
          })
        ).body.code,
      ).toBe('21002');
      expect(
        (await c.post('/v1/user/register/email', { email, pwd: password, rePwd: password, verifyCode: code }))
          .body.code,
      ).toBe(0);
      const again = await client().post('/v1/user/register/email', {
        email,
        pwd: password,
        rePwd: password,
        verifyCode: code,
      });
      expect(again.body.code).toBe('21003');
    });

    it('issue #21 item 14: of twenty guesses sent at once, exactly CODE_MAX_ATTEMPTS are compared', async () => {
      const c = client();
      const email = 'racing-guesses@example.com';
      await c.post('/v1/user/public/sendCode', { type: 'email', email, scene: 'register' });
      const code = await latestCode(c, email);
      const guesses = Array.from({ length: 20 }, (_, index) =>
        String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
      );
      const answers = await Promise.all(
        guesses.map((verifyCode) =>
          client().post('/v1/user/register/email', { email, pwd: password, rePwd: password, verifyCode }),
        ),
      );
      const codes = answers.map((answer) => String(answer.body.code));
      // Each comparison of a wrong guess answers 21005; the rest find the code spent (21006).
      expect(codes.filter((value) => value === '21005')).toHaveLength(CODE_MAX_ATTEMPTS);
      expect(codes.filter((value) => value === '21006')).toHaveLength(20 - CODE_MAX_ATTEMPTS);
      // The code is void now, even the right one.
      const right = await c.post('/v1/user/register/email', {
        email,
        pwd: password,
        rePwd: password,
        verifyCode: code,
      });
      expect(right.body.code).toBe('21006');
    });

    it('rate-limits codes: a second code within 60 seconds answers 429', async () => {
      const c = client();
      const first = await c.post('/v1/user/public/sendCode', {
        type: 'email',
        email: 'rate@example.com',
        scene: 'register',
      });
      expect(first.body).toMatchObject({ code: 0, data: { expiresIn: 600 } });
      const second = await c.post('/v1/user/public/sendCode', {
        type: 'email',
        email: 'rate@example.com',
        scene: 'register',
      });
      expect(second.status).toBe(429);
      expect(second.body.code).toBe('00006');
      expect(second.body.msg).toMatch(/^Please wait \d+ seconds/);
    });

    it('a code past its lifetime answers 21006', async () => {
      const c = client();
      const email = 'late@example.com';
      await c.post('/v1/user/public/sendCode', { type: 'email', email, scene: 'register' });
      const code = await latestCode(c, email);
      await server.app.db
        .updateTable('verification_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('target', '=', email)
        .execute();
      const answer = await c.post('/v1/user/register/email', {
        email,
        pwd: password,
        rePwd: password,
        verifyCode: code,
      });
      expect(answer.body.code).toBe('21006');
    });

    it('refuses to send a registration code to a registered address', async () => {
      const answer = await client().post('/v1/user/public/sendCode', {
        type: 'email',
        email: 'demo@tideline.local',
        scene: 'register',
      });
      expect(answer.body.code).toBe('21003');
    });
  });

  describe('login and sessions', () => {
    it('§6 logs in, reads userinfo, logs out; afterwards 20205 without cookies and 20906 with the old token', async () => {
      const c = client();
      const login = await c.post('/v1/user/login', {
        loginName: 'demo@tideline.local',
        pwd: 'TidelineDemo1',
      });
      expect(login.body).toMatchObject({ code: 0, data: { needVerify: false } });
      const token = c.cookies.get('token');
      expect(token).toHaveLength(43);
      expect((await c.get('/v1/user/overview/userinfo')).body.code).toBe(0);
      expect((await c.post('/v1/user/logout')).body.code).toBe(0);
      expect(c.cookies.has('token')).toBe(false);
      const anonymous = await c.get('/v1/user/overview/userinfo');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: '20205', msg: 'Please login to visit' });
      c.cookies.set('token', token ?? '');
      const replay = await c.get('/v1/user/overview/userinfo');
      expect(replay.body).toMatchObject({ code: '20906', msg: 'Login expired, please log in again' });
    });

    it('§8 an expired session answers 20906 with the localised message', async () => {
      const c = client();
      await c.post('/v1/user/login', { loginName: 'demo@tideline.local', pwd: 'TidelineDemo1' });
      await server.app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1) })
        .execute();
      const answer = await c.get('/v1/user/overview/userinfo?languageType=1');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: '20906',
        data: null,
        msg: '登录已过期，请重新登录',
        status: 'error',
      });
    });

    it('stores only a digest of the session token', async () => {
      const c = client();
      await c.post('/v1/user/login', { loginName: 'demo@tideline.local', pwd: 'TidelineDemo1' });
      const stored = await server.app.db.selectFrom('sessions').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(c.cookies.get('token'));
    });

    it('answers a wrong password with 21007 and locks the name after 5 failures (429)', async () => {
      const c = client();
      await registerByEmail(c, 'locked@example.com', password);
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await client().post('/v1/user/login', {
          loginName: 'locked@example.com',
          pwd: 'Wrong12345',
        });
        expect(answer.body.code).toBe('21007');
      }
      const locked = await client().post('/v1/user/login', {
        loginName: 'locked@example.com',
        pwd: password,
      });
      expect(locked.status).toBe(429);
      expect(locked.body.msg).toBe('Too many failed attempts, please try again in 15 minutes');
      const unknown = await client().post('/v1/user/login', {
        loginName: 'ghost@example.com',
        pwd: password,
      });
      expect(unknown.body.code).toBe('21007');
    });

    it('§6 agency login accepts agency accounts only (21010 otherwise)', async () => {
      const agency = await client().post('/v1/user/agency/login', {
        loginName: 'demo@tideline.local',
        pwd: 'TidelineDemo1',
      });
      expect(agency.body.code).toBe(0);
      const c = client();
      await registerByEmail(c, 'plain@example.com', password);
      const refused = await client().post('/v1/user/agency/login', {
        loginName: 'plain@example.com',
        pwd: password,
      });
      expect(refused.body.code).toBe('21010');
    });

    it('issue #21 item 14: of twenty second-factor answers sent at once on one ticket, at most five are checked', async () => {
      const c = client();
      await registerByEmail(c, 'ticket-race@example.com', password);
      const secret = (await c.post<{ secret: string }>('/v1/user/security/google/secret')).body.data.secret;
      await stepUp(c, { email: 'ticket-race@example.com', app: server.app });
      await c.post('/v1/user/security/google/bind', { googleCode: await unusedTotp(secret) });
      const next = client();
      const pending = await next.post<{ loginTicket: string }>('/v1/user/login', {
        loginName: 'ticket-race@example.com',
        pwd: password,
      });
      const loginTicket = pending.body.data.loginTicket;
      const current = currentTotp(secret);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          client().post('/v1/user/login/verify-login', {
            loginTicket,
            googleCode: String((Number(current) + 7 + index) % 1_000_000).padStart(6, '0'),
          }),
        ),
      );
      const codes = answers.map((answer) => String(answer.body.code));
      expect(codes.filter((value) => value === '21009').length).toBeLessThanOrEqual(
        LOGIN_TICKET_MAX_ATTEMPTS,
      );
      expect(codes.filter((value) => value === '21008').length).toBeGreaterThanOrEqual(
        20 - LOGIN_TICKET_MAX_ATTEMPTS,
      );
      // The ticket is spent: even the right code cannot finish it.
      const right = await next.post('/v1/user/login/verify-login', {
        loginTicket,
        googleCode: await unusedTotp(secret),
      });
      expect(right.body.code).toBe('21008');
    });

    it('§7 verify-login with Google Authenticator: binding, then login needs the TOTP code', async () => {
      const c = client();
      await registerByEmail(c, 'totp@example.com', password);
      const secret = await c.post<{ secret: string; otpauthUrl: string }>('/v1/user/security/google/secret');
      expect(secret.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tideline:/);
      await stepUp(c, { email: 'totp@example.com', app: server.app });
      expect((await c.post('/v1/user/security/google/bind', { googleCode: '000000' })).body.code).not.toBe(0);
      // A failed change spends its ticket: the next try proves the account again.
      await stepUp(c, { email: 'totp@example.com', app: server.app });
      const bound = await c.post('/v1/user/security/google/bind', {
        googleCode: await unusedTotp(secret.body.data.secret),
      });
      expect(bound.body.code).toBe(0);

      const next = client();
      const first = await next.post<{ needVerify: boolean; loginTicket: string; verifyTypes: string[] }>(
        '/v1/user/login',
        {
          loginName: 'totp@example.com',
          pwd: password,
        },
      );
      expect(first.body.data).toMatchObject({ needVerify: true, verifyTypes: ['google'] });
      expect(next.cookies.has('token')).toBe(false);
      const ticket = first.body.data.loginTicket;
      const wrong = await next.post('/v1/user/login/verify-login', {
        loginTicket: ticket,
        googleCode: '000000',
      });
      expect(wrong.body.code).toBe(currentTotp(secret.body.data.secret) === '000000' ? 0 : '21009');
      const right = await next.post('/v1/user/login/verify-login-v2', {
        loginTicket: ticket,
        googleCode: await unusedTotp(secret.body.data.secret),
      });
      expect(right.body.code).toBe(0);
      expect(next.cookies.has('token')).toBe(true);
      const reused = await client().post('/v1/user/login/verify-login', {
        loginTicket: ticket,
        googleCode: await unusedTotp(secret.body.data.secret),
      });
      expect(reused.body.code).toBe('21008');
    });

    it('§7 a login from a new device needs the e-mailed code (verifySystemLogin, verify-login with emailCode)', async () => {
      const known = client();
      known.headers['terminal-code'] = 'device-known';
      await registerByEmail(known, 'devices@example.com', password);

      const stranger = client();
      stranger.headers['terminal-code'] = 'device-new';
      const first = await stranger.post<{ loginTicket: string; verifyTypes: string[] }>('/v1/user/login', {
        loginName: 'devices@example.com',
        pwd: password,
      });
      expect(first.body.data.verifyTypes).toEqual(['email']);
      const ticket = first.body.data.loginTicket;
      await ageCodes();
      expect(
        (await stranger.post('/v1/user/login/sendCode', { loginTicket: ticket, type: 'email' })).body.code,
      ).toBe(0);
      const code = await latestCode(stranger, 'devices@example.com');
      const done = await stranger.post('/v1/user/login/verifySystemLogin', {
        loginTicket: ticket,
        verifyCode: code,
      });
      expect(done.body.code).toBe(0);

      // The device is now known: the next login from it needs no code.
      const again = client();
      again.headers['terminal-code'] = 'device-new';
      const direct = await again.post('/v1/user/login', { loginName: 'devices@example.com', pwd: password });
      expect(direct.body.data).toMatchObject({ needVerify: false });

      const third = client();
      third.headers['terminal-code'] = 'device-third';
      const pending = await third.post<{ loginTicket: string }>('/v1/user/login', {
        loginName: 'devices@example.com',
        pwd: password,
      });
      const loginTicket = pending.body.data.loginTicket;
      await ageCodes();
      await third.post('/v1/user/login/sendCode', { loginTicket, type: 'email' });
      const emailCode = await latestCode(third, 'devices@example.com');
      expect(
        (await third.post('/v1/user/agency/login/verify-login', { loginTicket, emailCode })).body.code,
      ).toBe('21008');
      expect((await third.post('/v1/user/login/verify-login', { loginTicket, emailCode })).body.code).toBe(0);
    });
  });

  it('§7 agency verify-login and verifySystemLogin-v2 finish new-device logins', async () => {
    const first = client();
    first.headers['terminal-code'] = 'agency-desk';
    await first.post('/v1/user/agency/login', { loginName: 'demo@tideline.local', pwd: 'TidelineDemo1' });
    const elsewhere = client();
    elsewhere.headers['terminal-code'] = 'agency-laptop';
    const pending = await elsewhere.post<{ loginTicket: string; verifyTypes: string[] }>(
      '/v1/user/agency/login',
      {
        loginName: 'demo@tideline.local',
        pwd: 'TidelineDemo1',
      },
    );
    expect(pending.body.data.verifyTypes).toEqual(['email']);
    await ageCodes();
    await elsewhere.post('/v1/user/login/sendCode', {
      loginTicket: pending.body.data.loginTicket,
      type: 'email',
    });
    const emailCode = await latestCode(elsewhere, 'demo@tideline.local');
    // An agency ticket is finished on the agency variant only.
    expect(
      (
        await elsewhere.post('/v1/user/login/verify-login', {
          loginTicket: pending.body.data.loginTicket,
          emailCode,
        })
      ).body.code,
    ).toBe('21008');
    const done = await elsewhere.post('/v1/user/agency/login/verify-login', {
      loginTicket: pending.body.data.loginTicket,
      emailCode,
    });
    expect(done.body.code).toBe(0);

    const third = client();
    third.headers['terminal-code'] = 'home-tablet';
    const next = await third.post<{ loginTicket: string }>('/v1/user/login', {
      loginName: 'demo@tideline.local',
      pwd: 'TidelineDemo1',
    });
    await ageCodes();
    await third.post('/v1/user/login/sendCode', { loginTicket: next.body.data.loginTicket, type: 'email' });
    const verifyCode = await latestCode(third, 'demo@tideline.local');
    const finished = await third.post('/v1/user/login/verifySystemLogin-v2', {
      loginTicket: next.body.data.loginTicket,
      verifyCode,
    });
    expect(finished.body.code).toBe(0);
    expect(third.cookies.has('token')).toBe(true);
  });

  it('§6 cookies are Secure when the request arrived over https', async () => {
    const secure = await startServer(backend, { TRUST_PROXY: '1' });
    try {
      const c = new ApiClient(secure.baseUrl);
      c.headers['x-forwarded-proto'] = 'https';
      await c.post('/v1/user/login', { loginName: 'demo@tideline.local', pwd: 'TidelineDemo1' });
      const response = await c.raw('POST', '/v1/user/login', {
        body: JSON.stringify({ loginName: 'demo@tideline.local', pwd: 'TidelineDemo1' }),
        headers: { 'content-type': 'application/json' },
      });
      for (const line of response.headers.getSetCookie()) expect(line).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
