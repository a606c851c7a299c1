import { type Kysely, sql } from 'kysely';

/**
 * Every read of commission records by invitee also names the beneficiary, which the
 * (beneficiary_id, day) index serves; the invitee index only slowed the daily payout's inserts
 * (a million records a day in the benchmark).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index referral_commissions_invitee_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index referral_commissions_invitee_idx on referral_commissions (invitee_id)`.execute(db);
}
