import { type Kysely, sql } from 'kysely';

/**
 * The referral wallet's sent legs stay unsettled until the ledger's transfer port settles them,
 * so a crash between the referral wallet's send and spot's receive is finished at the next start
 * (`app.ledger.recover('referral')`). Legs written before this column were settled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral_transfer_legs add column settled boolean not null default true`.execute(db);
  await sql`create index referral_transfer_legs_unsettled_idx on referral_transfer_legs (venue) where not settled`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral_transfer_legs drop column settled`.execute(db);
}
