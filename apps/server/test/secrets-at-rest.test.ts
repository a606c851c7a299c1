import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { stepUp } from './support/step-up.ts';
import { unusedTotp } from './support/unused-totp.ts';

// Issue #21 item 14: authenticator seeds and API-key secrets are sealed in the database with a key
// kept outside it, so a copy of the database alone gives no usable secret; a database written
// before sealing existed is sealed at the next start, and its users still sign in.

const folder = mkdtempSync(path.join(os.tmpdir(), 'secrets-at-rest-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const onDisk = { DATA_DIR: path.join(folder, 'data'), KEYS_DIR: path.join(folder, 'keys') };

describe('issue #21 item 14 secrets at rest', () => {
  it('stores the authenticator seed and the API-key secret sealed, and the codes still prove', async () => {
    const server = await startServer({ name: 'pglite' }, onDisk);
    try {
      const client = new ApiClient(server.baseUrl);
      await registerByEmail(client, 'sealed@example.com');
      await stepUp(client, { email: 'sealed@example.com', app: server.app });
      const seed = (await client.post<{ secret: string }>('/v1/user/security/google/secret')).body.data
        .secret;
      expect(
        (await client.post('/v1/user/security/google/bind', { googleCode: await unusedTotp(seed) })).body
          .code,
      ).toBe(0);

      await stepUp(client, { googleSecret: seed });
      const created = await client.post<{ secretKey: string }>('/v1/user/setting/api-keys', {
        label: 'bot',
        permissions: ['read'],
        ipAllowList: [],
        passphrase: 'Passphrase123',
      });
      expect(created.body.code).toBe(0);

      const user = await server.app.db
        .selectFrom('users')
        .select('totp_secret')
        .where('email', '=', 'sealed@example.com')
        .executeTakeFirstOrThrow();
      expect(user.totp_secret).toMatch(/^sealed:v1:/);
      expect(user.totp_secret).not.toContain(seed);
      const key = await server.app.db.selectFrom('api_keys').select('secret').executeTakeFirstOrThrow();
      expect(key.secret).toMatch(/^sealed:v1:/);
      expect(key.secret).not.toContain(created.body.data.secretKey);
      // The replay memory names the seed by a digest, not by its text.
      const traces = await sql`select * from signed_traces`.execute(server.app.db);
      expect(JSON.stringify(traces.rows)).not.toContain(seed);
      expect(statSync(path.join(onDisk.KEYS_DIR, 'secrets.key')).mode & 0o777).toBe(0o600);
    } finally {
      await server.close();
    }
  });

  it('seals a seed stored in the clear at the next start, and its owner still proves with it', async () => {
    const first = await startServer({ name: 'pglite' }, onDisk);
    const legacySeed = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    try {
      const client = new ApiClient(first.baseUrl);
      await registerByEmail(client, 'legacy@example.com');
      // As a database of an earlier release holds it.
      await first.app.db
        .updateTable('users')
        .set({ totp_secret: legacySeed, totp_enabled: true, second_factor: 'google' })
        .where('email', '=', 'legacy@example.com')
        .execute();
    } finally {
      await first.close();
    }
    const second = await startServer({ name: 'pglite' }, onDisk);
    try {
      const row = await second.app.db
        .selectFrom('users')
        .select('totp_secret')
        .where('email', '=', 'legacy@example.com')
        .executeTakeFirstOrThrow();
      expect(row.totp_secret).toMatch(/^sealed:v1:/);
      // Signing in asks for the authenticator, and the seed sealed at start proves it.
      const client = new ApiClient(second.baseUrl);
      const pending = await client.post<{ loginTicket: string }>('/v1/user/login', {
        loginName: 'legacy@example.com',
        pwd: 'Passw0rd!x',
      });
      const verified = await client.post('/v1/user/login/verify-login', {
        loginTicket: pending.body.data.loginTicket,
        googleCode: await unusedTotp(legacySeed),
      });
      expect(verified.body.code).toBe(0);
    } finally {
      await second.close();
    }
  });
});
