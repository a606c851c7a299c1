import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';

export type Fido2Transport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

export interface Fido2CredentialsTable {
  /** The credential id, base64url, as the authenticator reported it. */
  id: string;
  user_id: number;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  transports: ColumnType<Fido2Transport[], string, string>;
  label: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
}

export type ChallengePurpose = 'register' | 'login';

export interface Fido2ChallengesTable {
  challenge: string;
  purpose: ChallengePurpose;
  user_id: number;
  /** The login ticket a login challenge belongs to; null for registration. */
  ticket_hash: string | null;
  expires_at: Date;
  consumed_at: Date | null;
}

export type StoredCredential = Selectable<Fido2CredentialsTable>;

/** The shared database handle, seeing the passkey tables of migration 0050 as well. */
export const withFido2 = (db: Db) =>
  db.withTables<{ fido2_credentials: Fido2CredentialsTable; fido2_challenges: Fido2ChallengesTable }>();
