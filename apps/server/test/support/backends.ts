import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { type Db, openDatabase } from '../../src/db/database.ts';
import { totpClock } from '../../src/plugins/accounts/totp.ts';
import { buildServer, type ServerExtensions } from '../../src/server.ts';
import { readCodesOn } from './unused-totp.ts';

export interface Backend {
  name: 'pglite' | 'postgres';
}

const serverBackend: Backend[] = process.env.TEST_DATABASE_URL ? [{ name: 'postgres' }] : [];

/**
 * Where a product's tests run: the PostgreSQL server when TEST_DATABASE_URL names one (real
 * concurrent connections, as a deployment with DATABASE_URL has), PGlite otherwise. The embedded
 * database `npm start` uses is covered by `everyBackend` below, the crash tests (servers started
 * on a data folder) and every browser test. Running each product test on both doubled 68 files'
 * time for no difference either database could show (docs/performance.md).
 */
export const backends: Backend[] = serverBackend.length > 0 ? serverBackend : [{ name: 'pglite' }];

/** PGlite and, when TEST_DATABASE_URL names a server, PostgreSQL: for tests of the database layer itself. */
export const everyBackend: Backend[] = [{ name: 'pglite' }, ...serverBackend];

export interface RunningServer {
  app: FastifyInstance;
  baseUrl: string;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * Starts a real server on an ephemeral port. On PostgreSQL each server gets a fresh schema, dropped
 * on close, so test files running in parallel never see each other's rows.
 */
export async function startServer(
  backend: Backend,
  env: NodeJS.ProcessEnv = {},
  extensions: ServerExtensions = {},
): Promise<RunningServer> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    ...(backend.name === 'postgres' && databaseUrl
      ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
      : {}),
    ...env,
  });
  const app = await buildServer(config, extensions);
  // This gateway runs in the test's process: fresh authenticator codes come by moving its TOTP clock
  // to the next step rather than by waiting for it.
  readCodesOn(totpClock);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      if (backend.name === 'postgres' && databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    },
  };
}

/** A migrated database alone (no server) on `backend`; on PostgreSQL in a fresh schema, dropped by close. */
export async function openBackendDatabase(backend: Backend): Promise<{ db: Db; close(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const postgres = backend.name === 'postgres' && databaseUrl !== undefined && databaseUrl !== '';
  const db = await openDatabase(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ':memory:',
      ...(postgres ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    }),
  );
  return {
    db,
    async close() {
      await db.destroy();
      if (!postgres) return;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}
