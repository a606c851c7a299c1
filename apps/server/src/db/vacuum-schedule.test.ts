import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from './database.ts';
import { startVacuumSchedule } from './vacuum-schedule.ts';

// A journal's life: rows appended, then deleted when a snapshot covers them, over and over.
async function churn(db: Db, rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    await sql`insert into churn (payload) select repeat('x', 400) from generate_series(1, 2000)`.execute(db);
    await sql`delete from churn`.execute(db);
  }
}

async function tableBytes(db: Db): Promise<number> {
  const { rows } = await sql<{
    bytes: string;
  }>`select pg_total_relation_size('churn')::text as bytes`.execute(db);
  return Number(rows[0]?.bytes);
}

describe('PGlite vacuum schedule (no autovacuum in PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase(loadConfig({ DATA_DIR: ':memory:', NODE_ENV: 'test' }));
    await sql`create table churn (id serial primary key, payload text not null)`.execute(db);
  });
  afterAll(() => db.destroy());

  it('without vacuum, deleted rows keep their space and the table grows with every round', async () => {
    await churn(db, 3);
    const afterThree = await tableBytes(db);
    await churn(db, 3);
    expect(await tableBytes(db)).toBeGreaterThan(afterThree * 1.5);
  });

  it('with a vacuum between rounds, the space is reused and the table stops growing', async () => {
    const schedule = startVacuumSchedule(db, (error) => {
      throw error;
    });
    try {
      await schedule.runOnce();
      await churn(db, 1);
      await schedule.runOnce();
      const settled = await tableBytes(db);
      for (let round = 0; round < 4; round += 1) {
        await churn(db, 1);
        await schedule.runOnce();
      }
      expect(await tableBytes(db)).toBeLessThanOrEqual(settled * 1.1);
    } finally {
      await schedule.stop();
    }
  });
});
