import { randomBytes } from 'node:crypto';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

// The migrator's view of the database is the connection's own schema only: another schema (one
// being dropped by a test server closing, another application's) is never read, so dropping it
// meanwhile cannot fail a migration (CI once failed with "schema t_… does not exist").
describe.skipIf(!databaseUrl)('the current-schema introspector on PostgreSQL', () => {
  const own = `t_${randomBytes(6).toString('hex')}`;
  const other = `t_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema "${own}"; create table "${own}".mine (id int)`);
    await admin.query(`create schema "${other}"; create table "${other}".theirs (id int)`);
    db = new Kysely({
      dialect: new CurrentSchemaPostgresDialect({
        pool: new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path="${own}"` }),
      }),
    });
  });
  afterAll(async () => {
    await db.destroy();
    await admin.query(`drop schema if exists "${own}" cascade; drop schema if exists "${other}" cascade`);
    await admin.end();
  });

  it('lists the tables of its own schema and none of another', async () => {
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => `${table.schema}.${table.name}`)).toEqual([`${own}.mine`]);
  });

  it('still answers after another schema is dropped, and sees both schemas it is asked about', async () => {
    await admin.query(`drop schema "${other}" cascade`);
    expect((await db.introspection.getTables()).map((table) => table.name)).toEqual(['mine']);
    const schemas = (await db.introspection.getSchemas()).map((schema) => schema.name);
    expect(schemas).toContain(own);
    expect(schemas).not.toContain(other);
    await sql`select 1`.execute(db);
  });
});
