/**
 * CPU time a local PostgreSQL server spent for one database, for the benches that time a run on
 * PostgreSQL beside PGlite: on the shared machine wall time counts the waits for a core, the CPU
 * time of the server's backends (read from /proc, so only when the server runs on this machine) is
 * what the run cost it. Backends that close during the run are not counted.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

async function backendTicks(db: Db): Promise<Map<number, number> | null> {
  const found = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const ticks = new Map<number, number>();
  for (const { pid } of found.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      return null;
    }
  }
  return ticks;
}

/** Starts counting; the answer reads the seconds since, or null when the server is not local. */
export async function serverCpu(db: Db): Promise<() => Promise<number | null>> {
  const before = await backendTicks(db);
  return async () => {
    const after = await backendTicks(db);
    if (before === null || after === null) return null;
    let ticks = 0;
    for (const [pid, total] of after) ticks += total - (before.get(pid) ?? 0);
    return ticks / TICKS_PER_SECOND;
  };
}
