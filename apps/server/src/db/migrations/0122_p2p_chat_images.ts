import { type Kysely, sql } from 'kysely';

/**
 * P2P order chat images and P2P records (docs/protocol-p2p.md §7, §8): an image's bytes are kept
 * in the database beside its order, a chat message may name one, and the postings journal is read
 * by account for a user's records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table p2p_chat_images (
      id text primary key,
      order_id text not null,
      user_id integer not null,
      mime text not null,
      bytes bytea not null,
      created_at bigint not null
    )`.execute(db);
  await sql`alter table p2p_chat_messages add column image_id text`.execute(db);
  await sql`create index p2p_postings_account_idx on p2p_postings (account, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index p2p_postings_account_idx`.execute(db);
  await sql`alter table p2p_chat_messages drop column image_id`.execute(db);
  await sql`drop table p2p_chat_images`.execute(db);
}
