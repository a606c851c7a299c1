import { type Kysely, sql } from 'kysely';

/**
 * The local chain's faucet (docs/protocol-web3-wallet.md): one row per wallet address it gave
 * ether for gas to, so each address is served once and each user for a few addresses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table web3_gas_drips (
      address text primary key,
      user_id integer not null,
      amount numeric not null,
      tx_hash text not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index web3_gas_drips_user_idx on web3_gas_drips (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table web3_gas_drips`.execute(db);
}
