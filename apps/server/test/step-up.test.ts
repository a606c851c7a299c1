import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import { STEP_UP_HEADER, STEP_UP_MAX_FAILURES } from '@tideline/protocol/accounts/step-up';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { factorCode, stepUp } from './support/step-up.ts';
import { unusedTotp } from './support/unused-totp.ts';

const password = 'Passw0rd!x';

/** A second client holding a copy of `victim`'s session cookies: a stolen session. */
function thiefOf(victim: ApiClient, baseUrl: string): ApiClient {
  const thief = new ApiClient(baseUrl);
  for (const [name, value] of victim.cookies) thief.cookies.set(name, value);
  return thief;
}

describe.each(backends)('issue #21 item 1 step-up verification on $name', (backend) => {
  let server: RunningServer;
  let accounts = 0;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  async function member(): Promise<{ client: ApiClient; email: string }> {
    accounts += 1;
    const email = `stepup-${accounts}@example.com`;
    const client = new ApiClient(server.baseUrl);
    await registerByEmail(client, email, password);
    return { client, email };
  }

  it('every change of how the account proves itself or where money may go is a step-up call', () => {
    const stepUpRows = Object.entries(ACCOUNTS_ENDPOINTS)
      .filter(([, endpoint]) => 'stepUp' in endpoint && endpoint.stepUp === true)
      .map(([name]) => name)
      .sort();
    expect(stepUpRows).toEqual(
      [
        'changePassword',
        'createApiKey',
        'finishPasskeyRegistration',
        'googleBind',
        'googleUnbind',
        'removePasskey',
        'setAntiPhishing',
        'updateApiKey',
      ].sort(),
    );
  });

  it('a stolen session cannot make the account’s second factor its own', async () => {
    const { client: victim } = await member();
    const thief = thiefOf(victim, server.baseUrl);
    expect((await thief.get('/v1/user/overview/userinfo')).body.code).toBe(0);
    const secret = (await thief.post<{ secret: string }>('/v1/user/security/google/secret')).body.data.secret;
    // Before this fix the bind succeeded with a code of the secret the thief had just been given.
    const bind = await thief.post('/v1/user/security/google/bind', { googleCode: await unusedTotp(secret) });
    expect(bind.body).toMatchObject({ code: '21015', status: 'error' });
    // Without the password there is no ticket; with it, not without the e-mailed code.
    const guessed = await thief.post('/v1/user/security/step-up', { pwd: 'Guess1234!', code: '123456' });
    expect(guessed.body.code).toBe('21007');
    const noCode = await thief.post('/v1/user/security/step-up', { pwd: password, code: '123456' });
    expect(['21005', '21006']).toContain(noCode.body.code);
    const info = await victim.get<{ googleBound: boolean }>('/v1/user/overview/userinfo');
    expect(info.body.data.googleBound).toBe(false);
  });

  it('a ticket opens the step-up calls of the session that proved, for five minutes', async () => {
    const { client, email } = await member();
    const factor = { email, app: server.app };
    await stepUp(client, factor);
    const twice = await Promise.all(
      ['Racer111', 'Racer222'].map((code) => client.post('/v1/user/setting/anti-phishing', { code })),
    );
    expect(twice.map((answer) => answer.body.code)).toEqual([0, 0]);

    // Another session of the same account cannot use it.
    const laptop = new ApiClient(server.baseUrl);
    expect((await laptop.post('/v1/user/login', { loginName: email, pwd: password })).body.code).toBe(0);
    laptop.headers[STEP_UP_HEADER] = client.headers[STEP_UP_HEADER] as string;
    const borrowed = await laptop.post('/v1/user/setting/anti-phishing', { code: 'Borrow11' });
    expect(borrowed.body.code).toBe('21015');

    // A switch to a sub-account and back carries the ticket to the new session.
    const sub = await client.post<{ userId: string }>('/v1/user/sub/create', { subName: 'stepup_sub' });
    await client.post('/v1/user/sub/switchWeb', { userId: sub.body.data.userId });
    const forSub = await client.post('/v1/user/setting/anti-phishing', { code: 'SubKey11' });
    expect(forSub.body.code).toBe(0);
    const info = await client.get<{ rootUserId: string }>('/v1/user/overview/userinfo');
    await client.post('/v1/user/sub/switchWeb', { userId: info.body.data.rootUserId });
    expect((await client.post('/v1/user/setting/anti-phishing', { code: 'Back1111' })).body.code).toBe(0);

    // A ticket left waiting past its five minutes is refused.
    await server.app.clock.advance(301_000);
    const late = await client.post('/v1/user/setting/anti-phishing', { code: 'Late1111' });
    expect(late.body).toMatchObject({ code: '21015', msg: expect.stringContaining('password') });
    const german = await client.post('/v1/user/setting/anti-phishing?languageType=11', { code: 'Late1111' });
    expect(german.body.msg).toMatch(/Passwort/);
  });

  it('a change made with a ticket locks withdrawals for 24 hours; a refused one does not', async () => {
    const { client, email } = await member();
    const lockOf = async () =>
      (await client.get<{ withdrawLockedUntil: number | null }>('/v1/user/security/verification')).body.data
        .withdrawLockedUntil;
    await stepUp(client, { email, app: server.app });
    const weak = await client.post('/v1/user/security/password', { pwd: 'short1', rePwd: 'short1' });
    expect(weak.body.code).toBe('21001');
    expect(await lockOf()).toBeNull();

    await stepUp(client, { email, app: server.app });
    const before = server.app.clock.nowMs();
    const set = await client.post('/v1/user/setting/anti-phishing', { code: 'Tide2026' });
    expect(set.body.code).toBe(0);
    const until = await lockOf();
    expect(until).not.toBeNull();
    expect(until! - before).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(until! - before).toBeLessThan(24 * 3_600_000 + 60_000);
  });

  it(`${STEP_UP_MAX_FAILURES} wrong proofs end the session that made them`, async () => {
    const { client: victim } = await member();
    const thief = thiefOf(victim, server.baseUrl);
    for (let attempt = 1; attempt < STEP_UP_MAX_FAILURES; attempt += 1) {
      const wrong = await thief.post('/v1/user/security/step-up', {
        pwd: `Guess${attempt}xyz!`,
        code: '123456',
      });
      expect(wrong.body.code).toBe('21007');
    }
    const last = await thief.post('/v1/user/security/step-up', { pwd: 'GuessLast!9', code: '123456' });
    expect(last.body.code).toBe('20906');
    // The cookie was the victim's session: it is over for both, and the password was never found.
    expect((await victim.get('/v1/user/overview/userinfo')).body.code).toBe('20906');
  });

  it('bad proofs are refused with a parameter error and spend nothing', async () => {
    const { client, email } = await member();
    const malformed = [
      { pwd: password },
      { pwd: password, code: '12345' },
      { pwd: password, code: 123456 },
      { pwd: 'x'.repeat(129), code: '123456' },
      { pwd: password, code: '123456', ticket: 'mine' },
    ];
    for (const body of malformed) {
      const answer = await client.post('/v1/user/security/step-up', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('00004');
    }
    // The malformed requests counted no failure: a right proof still buys a ticket.
    const right = await client.post<{ ticket: string; expiresIn: number }>('/v1/user/security/step-up', {
      pwd: password,
      code: await factorCode(client, { email, app: server.app }),
    });
    expect(right.body).toMatchObject({ code: 0, data: { expiresIn: 300 } });
    expect(right.body.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
