import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { pgliteFromTemplate, saveTemplate, templateKey } from './pglite-template.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Every `NNNN_name.ts` file of the migrations folder, keyed by name so they apply in order. Imported
 * from here rather than by Kysely's file provider so the TypeScript sources load under tsx and vitest.
 */
const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const files = readdirSync(migrationFolder)
      .filter((file) => /^\d{4}_[\w-]+\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = module;
    }
    return migrations;
  },
};

/** Which engine holds the data: embedded PGlite, or a PostgreSQL server when DATABASE_URL is set. */
export function databaseBackend(config: Pick<ServerConfig, 'databaseUrl'>): 'pglite' | 'postgres' {
  return config.databaseUrl ? 'postgres' : 'pglite';
}

async function openPostgres(config: ServerConfig): Promise<Db> {
  const schema = config.databaseSchema;
  const admin = new pg.Client({ connectionString: config.databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema if not exists "${schema}"`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: 10,
    options: `-c search_path="${schema}"`,
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

interface OpenedPGlite {
  db: Db;
  /** Set for an in-memory database built from scratch: its migrated state can seed later ones. */
  pgliteToDump?: { key: string; pglite: PGlite };
}

async function openPGlite(config: ServerConfig): Promise<OpenedPGlite> {
  if (config.dataDir !== ':memory:') {
    const dataDir = path.resolve(config.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    return { db: new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(dataDir)) }) };
  }
  const key = templateKey(migrationFolder);
  const fromTemplate = await pgliteFromTemplate(key);
  const pglite = fromTemplate ?? new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return fromTemplate ? { db } : { db, pgliteToDump: { key, pglite } };
}

/** Opens the configured database and applies every migration not applied yet, in file-name order. */
export async function openDatabase(config: ServerConfig): Promise<Db> {
  const opened: OpenedPGlite = config.databaseUrl
    ? { db: await openPostgres(config) }
    : await openPGlite(config);
  const { db } = opened;
  await sql`select 1`.execute(db);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: config.databaseUrl ? config.databaseSchema : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  if (opened.pgliteToDump) await saveTemplate(opened.pgliteToDump.key, opened.pgliteToDump.pglite);
  return db;
}
