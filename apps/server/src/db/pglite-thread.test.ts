import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread.ts';

describe('PGlite in its own thread', () => {
  let dir: string;
  let db: PGliteThread;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tideline-pglite-thread-'));
    db = new PGliteThread(dir);
    await db.waitReady;
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers rows with their types, and affected row counts', async () => {
    await db.query('create table t (id int8 primary key, at timestamptz, doc jsonb, raw bytea)');
    const at = new Date('2026-01-02T03:04:05.000Z');
    const inserted = await db.query('insert into t values ($1, $2, $3, $4)', [
      1n,
      at,
      JSON.stringify({ a: 1 }),
      new Uint8Array([1, 2, 3]),
    ]);
    expect(inserted.affectedRows).toBe(1);
    const { rows } = await db.query<{ id: bigint; at: Date; doc: unknown; raw: Uint8Array }>(
      'select * from t',
    );
    expect(rows[0]?.at).toEqual(at);
    expect(rows[0]?.doc).toEqual({ a: 1 });
    expect([...(rows[0]?.raw ?? [])]).toEqual([1, 2, 3]);
    expect(BigInt(rows[0]?.id ?? 0)).toBe(1n);
  });

  it('sends a class instance parameter as its text, as PGlite on the calling thread does', async () => {
    class Amount {
      constructor(private readonly text: string) {}
      toString() {
        return this.text;
      }
    }
    await db.query('create table w (amount numeric, label text)');
    await db.query('insert into w values ($1, $2)', [new Amount('12.50'), new Amount('twelve')]);
    const { rows } = await db.query<{ amount: string; label: string }>('select amount::text, label from w');
    expect(rows).toEqual([{ amount: '12.50', label: 'twelve' }]);
  });

  it('hands a database error back with its PostgreSQL code and constraint', async () => {
    await db.query('create table u (name text unique)');
    await db.query("insert into u values ('a')");
    const error = await db.query("insert into u values ('a')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'u_name_key' });
  });

  it('keeps a transaction across calls, and what it committed survives a reopen', async () => {
    await db.query('create table v (n int)');
    await db.query('begin');
    await db.query('insert into v values (7)');
    await db.query('commit');
    await db.close();
    db = new PGliteThread(dir);
    await db.waitReady;
    expect((await db.query<{ n: number }>('select n from v')).rows).toEqual([{ n: 7 }]);
  });
});
