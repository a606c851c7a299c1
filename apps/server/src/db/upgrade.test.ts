import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from './database.ts';
import { StartRefused } from './migration-guard.ts';

// Issue #19 "safe upgrades", on a real on-disk PGlite folder: releases are stood in for by folders
// of migrations (plain JavaScript, so they load from a temporary folder).
const scratch = mkdtempSync(path.join(tmpdir(), 'tideline-upgrade-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function migration(table: string): string {
  return `export async function up(db) {\n  await db.schema.createTable('${table}').addColumn('id', 'integer').execute();\n}\n`;
}

/** A release: a folder holding the named migrations, each creating a table of its name. */
function release(name: string, migrations: Record<string, string>): string {
  const folder = path.join(scratch, name);
  mkdirSync(folder, { recursive: true });
  for (const [file, source] of Object.entries(migrations))
    writeFileSync(path.join(folder, `${file}.js`), source);
  return folder;
}

const first = release('first', { '0001_alpha': migration('alpha'), '0002_beta': migration('beta') });
const second = release('second', {
  '0001_alpha': migration('alpha'),
  '0002_beta': migration('beta'),
  '0003_gamma': migration('gamma'),
});
const editedSecond = release('edited', {
  '0001_alpha': migration('alpha'),
  '0002_beta': migration('beta_renamed'),
  '0003_gamma': migration('gamma'),
});

const config = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });

async function tables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_name in ('alpha', 'beta', 'beta_renamed', 'gamma')
    order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

async function withDatabase<T>(dataDir: string, folder: string, use: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(config(dataDir), folder);
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

describe('issue #19 safe upgrades (PGlite data folder)', () => {
  const dataDir = path.join(scratch, 'data');

  it('a new data folder runs every migration and makes no backup (there is nothing to keep)', async () => {
    expect(await withDatabase(dataDir, first, tables)).toEqual(['alpha', 'beta']);
    expect(readdirSync(dataDir)).not.toContain('backups');
  });

  it('an upgrade copies the folder to a dated backup first; the backup opens as the older release', async () => {
    expect(await withDatabase(dataDir, second, tables)).toEqual(['alpha', 'beta', 'gamma']);
    const backups = readdirSync(path.join(dataDir, 'backups'));
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(/^pglite-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-before-0003_gamma$/);
    const restored = path.join(scratch, 'restored');
    cpSync(path.join(dataDir, 'backups', backups[0] as string), path.join(restored, 'pglite'), {
      recursive: true,
    });
    expect(await withDatabase(restored, first, tables)).toEqual(['alpha', 'beta']);
  });

  it('opening again with nothing pending makes no further backup', async () => {
    await withDatabase(dataDir, second, tables);
    expect(readdirSync(path.join(dataDir, 'backups'))).toHaveLength(1);
  });

  it('a shipped migration edited after it ran refuses the start, naming it, and changes nothing', async () => {
    const refused = openDatabase(config(dataDir), editedSecond);
    await expect(refused).rejects.toBeInstanceOf(StartRefused);
    await expect(refused).rejects.toThrow(/0002_beta changed after they ran/);
    expect(await withDatabase(dataDir, second, tables)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('a database written by a newer release refuses an older one, naming what it lacks', async () => {
    const refused = openDatabase(config(dataDir), first);
    await expect(refused).rejects.toBeInstanceOf(StartRefused);
    await expect(refused).rejects.toThrow(/newer Tideline release.*0003_gamma/);
    expect(readdirSync(path.join(dataDir, 'backups'))).toHaveLength(1);
  });

  it('migrations run before checksums were kept are adopted, then guarded like the rest', async () => {
    await withDatabase(dataDir, second, (db) => sql`drop table tideline_migration_checksums`.execute(db));
    const adopted = await withDatabase(dataDir, second, async (db) => {
      const { rows } = await sql<{
        name: string;
      }>`select name from tideline_migration_checksums order by name`.execute(db);
      return rows.map((row) => row.name);
    });
    expect(adopted).toEqual(['0001_alpha', '0002_beta', '0003_gamma']);
    await expect(openDatabase(config(dataDir), editedSecond)).rejects.toBeInstanceOf(StartRefused);
  });
});
