import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from '../../test/support/accounts.ts';
import { everyBackend, type RunningServer, startServer } from '../../test/support/backends.ts';
import { ApiClient } from '../../test/support/http-client.ts';
import { EXPIRED_ROW_RULES, pruneExpired } from './prune-expired.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(everyBackend)('issue #21 item 14: expired rows are pruned on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  const count = async (table: string, email: string) => {
    const db = server.app.db;
    if (table === 'sessions') {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`.execute(
        db,
      );
      return rows[0]?.n ?? 0;
    }
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from verification_codes where target = ${email}`.execute(db);
    return rows[0]?.n ?? 0;
  };

  it('keeps what the limits and account pages still read, and deletes the rest', async () => {
    const db = server.app.db;
    const now = new Date();
    const expired = async (email: string, ago: number) => {
      await registerByEmail(new ApiClient(server.baseUrl), email);
      const at = new Date(now.getTime() - ago);
      await sql`update verification_codes set expires_at = ${at} where target = ${email}`.execute(db);
      await sql`update sessions set expires_at = ${at} where user_id = (select id from users where email = ${email})`.execute(
        db,
      );
    };
    // Codes a little over an hour past expiry go; sessions stay for 30 days after it.
    await expired('prune-old@example.com', 31 * DAY);
    await expired('prune-recent@example.com', HOUR - 60_000);
    await expired('prune-code@example.com', HOUR + 60_000);

    const removed = await pruneExpired(db, now);
    expect(Object.keys(removed).sort()).toEqual(EXPIRED_ROW_RULES.map((rule) => rule.table).sort());
    expect(await count('verification_codes', 'prune-old@example.com')).toBe(0);
    expect(await count('sessions', 'prune-old@example.com')).toBe(0);
    expect(await count('verification_codes', 'prune-recent@example.com')).toBe(1);
    expect(await count('sessions', 'prune-recent@example.com')).toBe(1);
    expect(await count('verification_codes', 'prune-code@example.com')).toBe(0);
    expect(await count('sessions', 'prune-code@example.com')).toBe(1);
    // A second pass finds nothing more.
    expect(Object.values(await pruneExpired(db, now)).every((n) => n === 0)).toBe(true);
  });
});
