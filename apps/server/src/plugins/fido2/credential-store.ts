import type { Db } from '../../db/database.ts';
import { type Fido2Transport, type StoredCredential, withFido2 } from './tables.ts';

/** Whether the account has a passkey, which makes `fido` one of its login factors. */
export async function hasPasskey(db: Db, userId: number): Promise<boolean> {
  const row = await withFido2(db)
    .selectFrom('fido2_credentials')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listCredentials(db: Db, userId: number): Promise<StoredCredential[]> {
  return withFido2(db)
    .selectFrom('fido2_credentials')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findCredential(
  db: Db,
  userId: number,
  id: string,
): Promise<StoredCredential | undefined> {
  return withFido2(db)
    .selectFrom('fido2_credentials')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewCredential {
  id: string;
  userId: number;
  publicKey: string;
  counter: number;
  transports: Fido2Transport[];
  label: string;
}

/** Stores a verified credential; answers false when that credential id is already registered. */
export async function insertCredential(db: Db, credential: NewCredential): Promise<boolean> {
  const result = await withFido2(db)
    .insertInto('fido2_credentials')
    .values({
      id: credential.id,
      user_id: credential.userId,
      public_key: credential.publicKey,
      counter: credential.counter,
      transports: JSON.stringify(credential.transports),
      label: credential.label,
      last_used_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function deleteCredential(db: Db, userId: number, id: string): Promise<boolean> {
  const result = await withFido2(db)
    .deleteFrom('fido2_credentials')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Records a successful assertion. The update only applies while the stored counter is still the one
 * the assertion was checked against, so two concurrent uses of one counter value cannot both pass.
 */
export async function advanceCounter(
  db: Db,
  credential: StoredCredential,
  newCounter: number,
): Promise<boolean> {
  const result = await withFido2(db)
    .updateTable('fido2_credentials')
    .set({ counter: newCounter, last_used_at: new Date() })
    .where('id', '=', credential.id)
    .where('counter', '=', credential.counter)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
