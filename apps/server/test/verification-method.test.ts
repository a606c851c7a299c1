import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../src/plugins/accounts/totp.ts';
import { latestCode, registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { unusedTotp } from './support/unused-totp.ts';

// Issue #20 item 6 and #21 item 1: `/modifyverification` changes the second factor only with the
// password, the factor in force and the new one, each proved on the server; withdrawals then lock.

const password = 'Passw0rd!x';
const DAY_MS = 24 * 3_600_000;

interface State {
  method: 'google' | 'email' | 'mobile';
  googleBound: boolean;
  email: string | null;
  mobile: string | null;
  withdrawLockedUntil: number | null;
}

function device(server: RunningServer, terminal: string): ApiClient {
  const client = new ApiClient(server.baseUrl);
  client.headers['terminal-code'] = terminal;
  return client;
}

/**
 * A code the outbox holds for the account's own address, sent by the session-bound call. An address
 * gets one code a minute (§2), and the account was just registered with one: the earlier codes are
 * dated back past that minute rather than the test waiting it out.
 */
async function ownCode(
  server: RunningServer,
  client: ApiClient,
  channel: 'email' | 'mobile',
  to: string,
): Promise<string> {
  await server.app.db
    .updateTable('verification_codes')
    .set({ created_at: sql`created_at - interval '61 seconds'` })
    .where('target', '=', to)
    .execute();
  const sent = await client.post('/v1/user/security/verification/sendCode', { channel });
  expect(sent.body.code).toBe(0);
  return latestCode(client, to);
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(backends)('the second-factor method on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  it('a new account proves itself by e-mail; nothing is locked', async () => {
    const c = device(server, 'method-new');
    await registerByEmail(c, 'method-new@example.com', password);
    const state = await c.get<State>('/v1/user/security/verification');
    expect(state.body.data).toEqual({
      method: 'email',
      googleBound: false,
      email: 'me***@example.com',
      mobile: null,
      withdrawLockedUntil: null,
    });
    const unchanged = await c.post('/v1/user/security/verification/modify', {
      method: 'email',
      pwd: password,
      currentCode: '123456',
      newCode: '123456',
    });
    expect(unchanged.body).toMatchObject({ code: '21013', msg: 'This is already your verification method' });
    // No phone yet: changing to the phone needs the new number.
    const noPhone = await c.post('/v1/user/security/verification/sendCode', { channel: 'mobile' });
    expect(noPhone.body.code).toBe('21013');
    const noNumber = await c.post('/v1/user/security/verification/modify', {
      method: 'mobile',
      pwd: password,
      currentCode: '123456',
      newCode: '123456',
    });
    expect(noNumber.body.code).toBe('21013');
    // The authenticator must have been prepared (its secret issued) first.
    const unprepared = await c.post('/v1/user/security/verification/modify', {
      method: 'google',
      pwd: password,
      currentCode: '123456',
      newCode: '123456',
    });
    expect(unprepared.body.code).toBe('21012');
  });

  it('to the authenticator: the password, the e-mail code and the new code are each checked; then withdrawals lock for 24 hours', async () => {
    const c = device(server, 'method-google');
    const email = 'method-google@example.com';
    await registerByEmail(c, email, password);
    expect((await c.post('/v1/asset/deposit/simulate', { asset: 'USDT', amount: '100' })).body.code).toBe(0);
    const secret = (await c.post<{ secret: string }>('/v1/user/security/google/secret')).body.data.secret;
    const modify = (body: Record<string, string>) =>
      c.post<State>('/v1/user/security/verification/modify', { method: 'google', ...body });

    const emailCode = await ownCode(server, c, 'email', email);
    // The password is checked before any code, so this code is not spent.
    const wrongPassword = await modify({
      pwd: 'Wrong0ne!',
      currentCode: emailCode,
      newCode: currentTotp(secret),
    });
    expect(wrongPassword.body.code).toBe('21007');
    const wrongNew = await modify({
      pwd: password,
      currentCode: emailCode,
      newCode: otherCode(currentTotp(secret)),
    });
    expect(wrongNew.body.code).toBe('21009');
    const wrongCurrent = await modify({
      pwd: password,
      currentCode: otherCode(emailCode),
      newCode: await unusedTotp(secret),
    });
    expect(wrongCurrent.body.code).toBe('21005');
    // None of the refusals changed anything.
    expect((await c.get<State>('/v1/user/security/verification')).body.data.method).toBe('email');

    const before = Date.now();
    const changed = await modify({
      pwd: password,
      currentCode: emailCode,
      newCode: await unusedTotp(secret),
    });
    expect(changed.body.code).toBe(0);
    expect(changed.body.data).toMatchObject({ method: 'google', googleBound: true });
    const lockedUntil = changed.body.data.withdrawLockedUntil ?? 0;
    expect(lockedUntil).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(lockedUntil).toBeLessThanOrEqual(Date.now() + DAY_MS);
    // The e-mail code was spent: it cannot prove a second change.
    const reused = await c.post('/v1/user/security/verification/modify', {
      method: 'email',
      pwd: password,
      currentCode: await unusedTotp(secret),
      newCode: emailCode,
    });
    expect(reused.body.code).toBe('21005');

    const withdraw = await c.post('/v1/asset/withdraw?languageType=11', {
      asset: 'USDT',
      amount: '1',
      address: 'TXabc12345678',
      googleCode: await unusedTotp(secret),
    });
    expect(withdraw.body).toMatchObject({ code: '21014' });
    expect(withdraw.body.msg).toMatch(/24 Stunden/);

    // A login from a new device now asks for the authenticator.
    const laptop = device(server, 'method-google-laptop');
    const login = await laptop.post('/v1/user/login', { loginName: email, pwd: password });
    expect(login.body.data).toMatchObject({ needVerify: true, verifyTypes: ['google'] });

    // And back to e-mail: the authenticator's code proves the factor in force; it is then off.
    const back = await c.post<State>('/v1/user/security/verification/modify', {
      method: 'email',
      pwd: password,
      currentCode: await unusedTotp(secret),
      newCode: await ownCode(server, c, 'email', email),
    });
    expect(back.body.data).toMatchObject({ method: 'email', googleBound: false });
    const info = await c.get<{ googleBound: boolean }>('/v1/user/overview/userinfo');
    expect(info.body.data.googleBound).toBe(false);
    // Five Google codes in all: more than one 30-second step allows (each is spent once), so the
    // test waits for the next step once.
  }, 100_000);

  it('to a new phone: a code of scene bind sent to the new number proves it, and the number is the account’s', async () => {
    const c = device(server, 'method-phone');
    const email = 'method-phone@example.com';
    await registerByEmail(c, email, password);
    const taken = device(server, 'method-phone-other');
    await taken.post('/v1/user/public/sendCode', {
      type: 'mobile',
      mobile: '5550001',
      areaCode: '44',
      scene: 'register',
    });
    const registerCode = await latestCode(taken, '+44 5550001');
    await taken.post('/v1/user/register/mobile', {
      mobile: '5550001',
      areaCode: '44',
      pwd: password,
      rePwd: password,
      verifyCode: registerCode,
    });
    const takenNumber = await c.post('/v1/user/security/verification/modify', {
      method: 'mobile',
      pwd: password,
      currentCode: '123456',
      newCode: '123456',
      areaCode: '+44',
      mobile: '5550001',
    });
    expect(takenNumber.body.code).toBe('21004');

    await c.post('/v1/user/public/sendCode', {
      type: 'mobile',
      mobile: '5550002',
      areaCode: '44',
      scene: 'bind',
    });
    const changed = await c.post<State>('/v1/user/security/verification/modify', {
      method: 'mobile',
      pwd: password,
      currentCode: await ownCode(server, c, 'email', email),
      newCode: await latestCode(c, '+44 5550002'),
      areaCode: '+44',
      mobile: '5550002',
    });
    expect(changed.body.code).toBe(0);
    expect(changed.body.data).toMatchObject({ method: 'mobile', mobile: '555****0002' });
    // A new device is now asked for a code by phone.
    const laptop = device(server, 'method-phone-laptop');
    const login = await laptop.post('/v1/user/login', { loginName: email, pwd: password });
    expect(login.body.data).toMatchObject({ needVerify: true, verifyTypes: ['mobile'] });
  });

  it('a session acting as a sub-account cannot change the method; one acting as the demo account can', async () => {
    const c = device(server, 'method-sub');
    await registerByEmail(c, 'method-sub@example.com', password);
    const created = await c.post<{ userId: string }>('/v1/user/sub/create', { subName: 'methodsub' });
    expect(created.body.code).toBe(0);
    await c.post('/v1/user/sub/switLogin', { userId: created.body.data.userId });
    const refused = await c.post('/v1/user/security/verification/modify', {
      method: 'google',
      pwd: password,
      currentCode: '123456',
      newCode: '123456',
    });
    expect(refused.body.code).toBe('21101');
    // The code for the family's owner still goes to the main account's address (a step-up proof).
    expect((await c.post('/v1/user/security/verification/sendCode', { channel: 'email' })).body.code).toBe(0);
    // The page is on the demo allow-list: acting as the demo account, the main account's method shows and can change.
    const root = await c.get<{ rootUserId: string }>('/v1/user/overview/userinfo');
    await c.post('/v1/user/sub/switLogin', { userId: root.body.data.rootUserId });
    expect((await c.post('/v1/user/sub/switchLoginDemo', {})).body.code).toBe(0);
    expect((await c.get<State>('/v1/user/security/verification')).body.data.method).toBe('email');
    const demoUnchanged = await c.post('/v1/user/security/verification/modify', {
      method: 'email',
      pwd: password,
      currentCode: '123456',
      newCode: '123456',
    });
    expect(demoUnchanged.body).toMatchObject({ code: '21013' });
  });
});
