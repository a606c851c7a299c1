import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';

interface Received {
  from: string;
  to: string[];
  body: string;
}

/** A local SMTP server that keeps what it is sent: the mail provider a deployment points SMTP_URL at. */
async function startMailbox(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

describe.each(backends)('issue #21 item 10 verification e-mail through SMTP_URL on $name', (backend) => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let server: RunningServer;
  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer(backend, {
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Tideline <codes@tideline.example>',
    });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  it('a registration code arrives as an e-mail, and no outbox route exists', async () => {
    const client = new ApiClient(server.baseUrl);
    const sent = await client.post('/v1/user/public/sendCode', {
      type: 'email',
      email: 'mailed@example.com',
      scene: 'register',
    });
    expect(sent.body.code).toBe(0);
    await expect.poll(() => mailbox.received.length).toBe(1);
    const [mail] = mailbox.received;
    expect(mail?.from).toBe('codes@tideline.example');
    expect(mail?.to).toEqual(['mailed@example.com']);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const registered = await client.post('/v1/user/register/email', {
      email: 'mailed@example.com',
      pwd: 'Passw0rd!x',
      rePwd: 'Passw0rd!x',
      verifyCode: code,
    });
    expect(registered.body).toMatchObject({ code: 0, status: 'success' });
    expect((await client.get('/v1/dev/outbox')).status).toBe(404);
  });
});
