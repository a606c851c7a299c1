import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config.ts';
import { runsTransactionsSentWhole } from './commit-together.ts';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.ts';
import {
  type AppliedMigration,
  migrationChecksum,
  planUpgrade,
  refusal,
  type ShippedMigration,
} from './migration-guard.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { pgliteFromTemplate, saveTemplate, templateKey } from './pglite-template.ts';
import { type PGliteConnectionLike, PGliteThread } from './pglite-thread.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Where this release's migrations live; tests pass folders of their own to `openDatabase`. */
const shippedMigrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

function migrationFiles(migrationFolder: string): string[] {
  return readdirSync(migrationFolder)
    .filter((file) => /^\d{4}_[\w-]+\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
}

const migrationName = (file: string) => file.replace(/\.(ts|js)$/, '');

/**
 * Every `NNNN_name.ts` file of the migrations folder, keyed by name so they apply in order. Imported
 * from here rather than by Kysely's file provider so the TypeScript sources load under tsx and vitest.
 */
const migrationProvider = (migrationFolder: string): MigrationProvider => ({
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of migrationFiles(migrationFolder)) {
      const module = (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Migration;
      migrations[migrationName(file)] = module;
    }
    return migrations;
  },
});

function shippedMigrations(migrationFolder: string): ShippedMigration[] {
  return migrationFiles(migrationFolder).map((file) => ({
    name: migrationName(file),
    checksum: migrationChecksum(readFileSync(path.join(migrationFolder, file), 'utf8')),
  }));
}

/** Kept beside Kysely's own table: the checksum of each migration's source when it ran. */
const CHECKSUM_TABLE = 'tideline_migration_checksums';

async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from information_schema.tables
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.length > 0;
}

/** What the database says it has run; nothing for a new database. */
async function appliedMigrations(db: Db): Promise<AppliedMigration[]> {
  if (!(await tableExists(db, 'kysely_migration'))) return [];
  const names = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const checksums = new Map<string, string>();
  if (await tableExists(db, CHECKSUM_TABLE)) {
    const { rows } = await sql<{ name: string; checksum: string }>`
      select name, checksum from ${sql.table(CHECKSUM_TABLE)}`.execute(db);
    for (const row of rows) checksums.set(row.name, row.checksum);
  }
  return names.rows.map(({ name }) => ({ name, checksum: checksums.get(name) }));
}

async function recordChecksums(db: Db, migrations: readonly ShippedMigration[]): Promise<void> {
  await sql`create table if not exists ${sql.table(CHECKSUM_TABLE)} (
    name text primary key,
    checksum text not null
  )`.execute(db);
  for (const { name, checksum } of migrations) {
    await sql`insert into ${sql.table(CHECKSUM_TABLE)} (name, checksum) values (${name}, ${checksum})
      on conflict (name) do nothing`.execute(db);
  }
}

/**
 * Copies an on-disk PGlite folder aside before migrations change it, so an upgrade that goes wrong
 * is undone by moving the copy back. Named by the time and the first migration it precedes.
 */
function backUpPGlite(dataDir: string, firstPending: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(dataDir, 'backups', `pglite-${stamp}-before-${firstPending}`);
  cpSync(path.resolve(dataDir, 'pglite'), target, { recursive: true });
  return target;
}

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
  return new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
}

function pgliteDatabase(pglite: PGliteConnectionLike): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // On its own thread a transaction is sent whole; in this one Kysely's transaction does as well.
  if (pglite instanceof PGliteThread) runsTransactionsSentWhole(db);
  return db;
}

interface OpenedPGlite {
  db: Db;
  /** Set for an in-memory database built from scratch: its migrated state can seed later ones. */
  pgliteToDump?: { key: string; pglite: PGlite };
}

async function openPGlite(config: ServerConfig, migrationFolder: string): Promise<OpenedPGlite> {
  if (config.dataDir !== ':memory:') {
    const dataDir = path.resolve(config.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    // The thread (pglite-thread.ts) was opt-in while the spot kill -9 test failed with it on; the
    // cause was the acknowledgement reading state a later, uncommitted batch had already changed
    // (fixed in the markets service), not the thread (docs/performance.md).
    const pglite = config.pgliteThread ? new PGliteThread(dataDir) : new PGlite(dataDir);
    return { db: pgliteDatabase(pglite) };
  }
  const key = templateKey(migrationFolder);
  const fromTemplate = await pgliteFromTemplate(key);
  const pglite = fromTemplate ?? new PGlite();
  const db = pgliteDatabase(pglite);
  return fromTemplate ? { db } : { db, pgliteToDump: { key, pglite } };
}

async function openConfigured(config: ServerConfig, migrationFolder: string): Promise<OpenedPGlite> {
  const opened: OpenedPGlite = config.databaseUrl
    ? { db: await openPostgres(config) }
    : await openPGlite(config, migrationFolder);
  await sql`select 1`.execute(opened.db);
  return opened;
}

/**
 * Opens the configured database and brings it to this release's schema: refuses a database a newer
 * release wrote or one whose shipped migrations were edited (migration-guard.ts), copies an on-disk
 * PGlite folder aside before pending migrations run, then applies them in file-name order.
 */
export async function openDatabase(
  config: ServerConfig,
  migrationFolder = shippedMigrationFolder,
): Promise<Db> {
  let opened = await openConfigured(config, migrationFolder);
  const shipped = shippedMigrations(migrationFolder);
  const applied = await appliedMigrations(opened.db);
  const plan = planUpgrade(shipped, applied);
  if (plan.kind !== 'proceed') {
    await opened.db.destroy();
    throw refusal(plan);
  }
  const onDiskPGlite = !config.databaseUrl && config.dataDir !== ':memory:';
  const firstPending = plan.pending[0];
  if (
    onDiskPGlite &&
    applied.length > 0 &&
    firstPending !== undefined &&
    existsSync(path.resolve(config.dataDir, 'pglite'))
  ) {
    await opened.db.destroy();
    backUpPGlite(config.dataDir, firstPending);
    opened = await openConfigured(config, migrationFolder);
  }
  const { db } = opened;
  const migrator = new Migrator({
    db,
    provider: migrationProvider(migrationFolder),
    migrationTableSchema: config.databaseUrl ? config.databaseSchema : undefined,
    // Each product numbers its migrations in its own range (earn 0090s, red packets 0100s...), so
    // a release can ship a migration numbered below one a database already ran; it still runs,
    // pending ones in file-name order (migration-guard.ts).
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  await recordChecksums(db, [
    ...plan.adopt,
    ...shipped.filter((migration) => plan.pending.includes(migration.name)),
  ]);
  if (opened.pgliteToDump) await saveTemplate(opened.pgliteToDump.key, opened.pgliteToDump.pglite);
  return db;
}
