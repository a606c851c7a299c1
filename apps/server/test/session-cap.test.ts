import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, MAX_LIVE_SESSIONS, resolveSession } from '../src/plugins/accounts/session-service.ts';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';

// Issue #21 item 14: an account family holds at most MAX_LIVE_SESSIONS live sessions; one more
// sign-in ends the oldest, so the table is bounded and the newest sign-in always works.

describe.each(backends)('issue #21 item 14 session cap on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  it('ends the oldest live session when one more opens, and only that one', async () => {
    const client = new ApiClient(server.baseUrl);
    const userId = Number(await registerByEmail(client, `sessions-${backend.name}@example.com`));
    const context = {
      terminal: 'web' as const,
      deviceId: null,
      ip: '203.0.113.9',
      userAgent: 'test',
      ttlSeconds: 3600,
    };
    const account = { userId, rootUserId: userId };
    // Registering opened the first session; fill the family up to the cap.
    const tokens: string[] = [];
    for (let opened = 1; opened < MAX_LIVE_SESSIONS; opened++)
      tokens.push(await createSession(server.app.db, account, context));
    const registeredSession = (await client.get('/v1/user/overview/userinfo')).body.code;
    expect(registeredSession).toBe(0);

    const newest = await createSession(server.app.db, account, context);
    expect((await resolveSession(server.app.db, newest)).userId).toBe(userId);
    // The session registration opened is the oldest: it ended.
    const ended = await client.get('/v1/user/overview/userinfo');
    expect(ended.body.code).toBe('20906');
    // Every other one still works.
    for (const token of [tokens[0], tokens.at(-1)])
      expect((await resolveSession(server.app.db, token)).userId).toBe(userId);
    const live = await server.app.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('root_user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(MAX_LIVE_SESSIONS);
  });
});
