import { type Kysely, sql } from 'kysely';

/** P2P order chat (docs/protocol-p2p.md): plain-text messages of an order's two sides, oldest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table p2p_chat_messages (
      id text primary key,
      order_id text not null,
      user_id integer not null,
      text text not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index p2p_chat_messages_order_idx on p2p_chat_messages (order_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table p2p_chat_messages`.execute(db);
}
