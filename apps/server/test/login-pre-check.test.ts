import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';

describe.each(backends)('§7 login pre-check on $name', (backend) => {
  let server: RunningServer;
  const client = (terminal: string) => {
    const c = new ApiClient(server.baseUrl);
    c.headers['terminal-code'] = terminal;
    return c;
  };
  beforeAll(async () => {
    server = await startServer(backend);
    await registerByEmail(client('device-home'), 'precheck@example.com');
  });
  afterAll(() => server.close());

  const preCheck = (terminal: string, loginName: string) =>
    client(terminal).post('/v1/user/login/pre-check', { loginName });

  it('§7 before the password: the account exists, and its own device needs no second factor', async () => {
    const answer = await preCheck('device-home', 'PreCheck@Example.com');
    expect(answer.body).toMatchObject({
      code: 0,
      data: { exists: true, captcha: false, secondFactor: false },
    });
  });

  it('§7 a device the account never used will be asked for a second factor', async () => {
    expect((await preCheck('device-away', 'precheck@example.com')).body.data).toEqual({
      exists: true,
      captcha: false,
      secondFactor: true,
    });
  });

  it('§7 a login name no account has', async () => {
    expect((await preCheck('device-home', 'nobody@example.com')).body.data).toEqual({
      exists: false,
      captcha: false,
      secondFactor: false,
    });
  });

  it('bad input is a localised 4xx', async () => {
    const answer = await client('device-home').post('/v1/user/login/pre-check', { loginName: '' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.msg).toBeTruthy();
  });
});
