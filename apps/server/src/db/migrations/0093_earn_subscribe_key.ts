import { type Kysely, sql } from 'kysely';

/**
 * Earn subscriptions carry an optional idempotency key from the client (docs/protocol-earn.md):
 * the same key from the same account on the same venue names one holding, so a retried or
 * replayed subscribe never subscribes twice. Unique where set, so two concurrent copies cannot
 * both insert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table earn_holdings add column client_key text`.execute(db);
  await sql`
    create unique index earn_holdings_client_key on earn_holdings (venue, user_id, client_key)
    where client_key is not null`.execute(db);
}
