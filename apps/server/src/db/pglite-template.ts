import { createHash } from 'node:crypto';
import { openAsBlob, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A fresh in-memory PGlite pays an initdb and then every migration: 2-3 s on an idle machine and
// several times that under load, and the test suites start hundreds of such servers. The migrated,
// still empty data directory is dumped once per (PGlite version, migration sources) and later
// in-memory databases load that dump instead (about 0.4 s). The dump holds nothing but the schema,
// so a database opened from it is the same as one migrated from scratch; the migrator still runs
// afterwards and finds nothing to do. A dump that fails to load is deleted and rebuilt.

// The package does not export its package.json; its manifest sits one folder above the entry.
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Names the dump after everything that shapes its contents, so a changed migration never reuses it. */
export function templateKey(migrationFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion);
  for (const file of readdirSync(migrationFolder).sort()) {
    hash.update(file).update(readFileSync(path.join(migrationFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function templatePath(key: string): string {
  return path.join(os.tmpdir(), `tideline-pglite-template-${key}.tar`);
}

/** An in-memory PGlite started from the dump when one exists; `undefined` when it has to be built. */
export async function pgliteFromTemplate(key: string): Promise<PGlite | undefined> {
  const file = templatePath(key);
  let dump: Blob;
  try {
    dump = await openAsBlob(file);
  } catch {
    return undefined;
  }
  try {
    const pglite = new PGlite({ loadDataDir: dump });
    await pglite.waitReady;
    return pglite;
  } catch {
    rmSync(file, { force: true });
    return undefined;
  }
}

/**
 * Saves a freshly migrated database as the dump. Written beside its final name and renamed, so
 * processes starting at the same moment never read half a file; the last writer wins with
 * identical contents.
 */
export async function saveTemplate(key: string, pglite: PGlite): Promise<void> {
  const file = templatePath(key);
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // Only a missed speed-up: the next in-memory database migrates from scratch and tries again.
    rmSync(partial, { force: true });
  }
}
