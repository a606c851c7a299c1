import { type Kysely, sql } from 'kysely';

/**
 * Samples of the protection (insurance) fund's balance on the live futures venue, for the history
 * the /protection-fund page shows. The balance is a decimal string, as on the wire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table info_fund_samples (
      sampled_at bigint primary key,
      balance text not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table info_fund_samples`.execute(db);
}
