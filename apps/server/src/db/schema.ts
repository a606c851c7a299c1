import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type AccountKind = 'main' | 'sub' | 'demo';

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  password_hash: string | null;
  kind: AccountKind;
  parent_id: number | null;
  nickname: string;
  anti_phishing_code: string | null;
  /** The authenticator seed, sealed with the secrets key (platform/secrets); older rows are sealed at start. */
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  agency: Generated<boolean>;
  wallet_address: string | null;
  /** The chosen second factor; null keeps the rule of before the choice (verification-method.ts). */
  second_factor: Generated<'email' | 'mobile' | 'google' | null>;
  /** Withdrawals are refused until then: set for 24 hours when the second factor changes. */
  withdraw_locked_until: Generated<Date | null>;
  created_at: Generated<Date>;
}

export type Terminal = 'web' | 'app';

export interface SessionsTable {
  token_hash: string;
  /** The account the session acts as (a sub-account or demo account after a switch). */
  user_id: number;
  /** The main account whose credentials opened the session; switching stays within its family. */
  root_user_id: number;
  terminal: Terminal;
  device_id: string | null;
  ip: string;
  user_agent: string;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

export type CodeChannel = 'email' | 'mobile';

export interface VerificationCodesTable {
  id: Generated<number>;
  channel: CodeChannel;
  target: string;
  scene: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Date;
  consumed_at: Date | null;
}

export type SecondFactor = 'email' | 'mobile' | 'google';

export interface LoginTicketsTable {
  ticket_hash: string;
  user_id: number;
  factors: Json<SecondFactor[]>;
  agency: boolean;
  device_id: string | null;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface LoginHistoryTable {
  id: Generated<number>;
  user_id: number | null;
  login_name: string;
  method: string;
  success: boolean;
  reason: string | null;
  ip: string;
  user_agent: string;
  device_id: string | null;
  created_at: Generated<Date>;
}

export interface DevicesTable {
  id: Generated<number>;
  user_id: number;
  device_id: string;
  user_agent: string;
  ip: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  access_key: string;
  /**
   * Sealed with the secrets key (platform/secrets): verifying an HMAC-signed API request needs the
   * shared secret back, so it is encrypted rather than hashed.
   */
  secret: string;
  label: string;
  permissions: Json<string[]>;
  ip_allow_list: Json<string[]>;
  /** The key's passphrase as a password hash (issue #32); null on keys made before it. */
  passphrase_hash: string | null;
  created_at: Generated<Date>;
}

export type ThirdPartyProvider = 'telegram' | 'google' | 'apple' | 'wallet';

export interface ThirdPartyIdentitiesTable {
  provider: ThirdPartyProvider;
  subject: string;
  user_id: number;
  created_at: Generated<Date>;
}

/** A verified third-party identity not linked to an account yet, named by its serialNO. */
export interface ThirdPartyPendingTable {
  serial_hash: string;
  provider: ThirdPartyProvider;
  subject: string;
  email: string | null;
  email_verified: boolean;
  display_name: string;
  created_at: Generated<Date>;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface WalletNoncesTable {
  nonce: string;
  address: string;
  created_at: Generated<Date>;
  expires_at: Date;
  consumed_at: Date | null;
}

export type QrLoginStatus = 'waiting' | 'scanned' | 'confirmed' | 'used';

export interface QrLoginsTable {
  key_hash: string;
  status: QrLoginStatus;
  user_id: number | null;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  login_tickets: LoginTicketsTable;
  login_history: LoginHistoryTable;
  devices: DevicesTable;
  api_keys: ApiKeysTable;
  third_party_identities: ThirdPartyIdentitiesTable;
  third_party_pending: ThirdPartyPendingTable;
  wallet_nonces: WalletNoncesTable;
  qr_logins: QrLoginsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
