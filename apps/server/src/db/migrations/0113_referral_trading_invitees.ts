import { type Kysely, sql } from 'kysely';

/**
 * Who of an inviter's invitees has traded, kept as the payout writes the commission records
 * (docs/protocol-referral.md §4): one row per invitee, the day of their first commission to the
 * inviter. The payout reads the inviters' tiers from it instead of counting distinct invitees
 * over every commission record ever written, a read that grew by a million rows a day in the
 * benchmark. Filled from the records written before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table referral_trading_invitees (
      invitee_id integer primary key,
      inviter_id integer not null,
      first_day text not null
    )`.execute(db);
  await sql`
    insert into referral_trading_invitees (invitee_id, inviter_id, first_day)
    select invitee_id, beneficiary_id, min(day) from referral_commissions
    where role = 'inviter' group by invitee_id, beneficiary_id
    on conflict (invitee_id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table referral_trading_invitees`.execute(db);
}
