import { type Kysely, sql } from 'kysely';

/**
 * Spec §4 "Client key": a key is bound to the session its login opened, no longer one per user, so
 * a login in a second browser leaves the first browser's session and key alone. Each live session
 * starts with the key its family had; `client_sign_keys` becomes each user's recent keys (one row
 * per key) for the device check. Key rows go with their session (cascade, and the binding prunes
 * ended ones).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table session_sign_keys (
      token_hash text primary key references sessions(token_hash) on delete cascade,
      root_user_id integer not null references users(id) on delete cascade,
      public_key text not null,
      algorithm text not null,
      bound_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index session_sign_keys_root_idx on session_sign_keys (root_user_id)`.execute(db);
  await sql`
    insert into session_sign_keys (token_hash, root_user_id, public_key, algorithm, bound_at)
    select s.token_hash, s.root_user_id, k.public_key, k.algorithm, k.bound_at
    from sessions s join client_sign_keys k on k.user_id = s.root_user_id
    where s.revoked_at is null and s.expires_at > now()`.execute(db);
  await sql`alter table client_sign_keys drop constraint client_sign_keys_pkey`.execute(db);
  await sql`alter table client_sign_keys drop constraint client_sign_keys_user_id_hash_key`.execute(db);
  await sql`alter table client_sign_keys add primary key (user_id, public_key)`.execute(db);
  await sql`create index client_sign_keys_hash_idx on client_sign_keys (user_id_hash, bound_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table session_sign_keys`.execute(db);
  await sql`
    delete from client_sign_keys k where exists (
      select 1 from client_sign_keys newer
      where newer.user_id = k.user_id and (newer.bound_at, newer.public_key) > (k.bound_at, k.public_key)
    )`.execute(db);
  await sql`drop index client_sign_keys_hash_idx`.execute(db);
  await sql`alter table client_sign_keys drop constraint client_sign_keys_pkey`.execute(db);
  await sql`alter table client_sign_keys add primary key (user_id)`.execute(db);
  await sql`alter table client_sign_keys add constraint client_sign_keys_user_id_hash_key unique (user_id_hash)`.execute(
    db,
  );
}
