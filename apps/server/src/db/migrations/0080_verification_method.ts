import { type Kysely, sql } from 'kysely';

/**
 * The account's chosen second factor (`/modifyverification`) and the withdrawal lock a change of it
 * sets. No method recorded means the rule from before the choice existed: the authenticator when
 * bound, else the e-mail, else the phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column second_factor text`.execute(db);
  await sql`alter table users add column withdraw_locked_until timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column withdraw_locked_until`.execute(db);
  await sql`alter table users drop column second_factor`.execute(db);
}
