import type { Db } from '../../../db/database.ts';
import { secretBoxOf } from '../../../platform/secrets/database-secrets.ts';
import { verifyPassword } from '../../accounts/index.ts';
import { ipAllowed } from '../key-auth.ts';
import { sameSignature, TIMESTAMP_WINDOW_MS, v2Signature } from '../v2-sign.ts';
import { type WsRefusal, wsRefusal } from './ws-refusals.ts';

/** What Bitget's `login` op carries. */
export interface LoginArgs {
  apiKey: string;
  passphrase: string;
  timestamp: string;
  sign: string;
}

/** The key a login proved. */
export interface LoggedInKey {
  accessKey: string;
  userId: number;
}

/** A WebSocket login's signature: over timestamp + Bitget's fixed request line "GET/user/verify". */
export function loginSignature(secret: string, timestamp: string): string {
  return v2Signature(secret, { timestamp, method: 'GET', pathWithQuery: '/user/verify', body: '' });
}

/**
 * Bitget sends the login timestamp in seconds (ccxt does) and documents milliseconds in places:
 * both are accepted, read by their length.
 */
function timestampMs(timestamp: string): number | undefined {
  if (/^\d{10}$/.test(timestamp)) return Number(timestamp) * 1000;
  if (/^\d{13}$/.test(timestamp)) return Number(timestamp);
  return undefined;
}

/**
 * Checks a `login` op (issue #32 item 3) as key-auth.ts checks a REST call: the timestamp within
 * ±30 s, the key known, base64 HMAC-SHA256 of timestamp + "GET" + "/user/verify" with the key's
 * secret, the passphrase against its hash, the connecting address against the key's allow-list.
 */
export async function verifyLogin(
  db: Db,
  args: LoginArgs,
  ip: string,
  now: number,
): Promise<LoggedInKey | WsRefusal> {
  const at = timestampMs(args.timestamp);
  if (at === undefined) return wsRefusal('timestampInvalid');
  if (Math.abs(now - at) > TIMESTAMP_WINDOW_MS) return wsRefusal('timestampExpired');
  const key = await db
    .selectFrom('api_keys')
    .select(['access_key', 'user_id', 'secret', 'ip_allow_list', 'passphrase_hash'])
    .where('access_key', '=', args.apiKey)
    .executeTakeFirst();
  if (key === undefined) return wsRefusal('accessKeyInvalid');
  const secret = secretBoxOf(db).open('api-key', key.secret);
  if (!sameSignature(loginSignature(secret, args.timestamp), args.sign)) return wsRefusal('signInvalid');
  if (!(await verifyPassword(args.passphrase, key.passphrase_hash))) return wsRefusal('passphraseWrong');
  if (!ipAllowed(key.ip_allow_list as string[], ip)) return wsRefusal('loginFailed');
  return { accessKey: key.access_key, userId: key.user_id };
}
