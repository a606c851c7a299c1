import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { secretBoxOf } from '../../platform/secrets/database-secrets.ts';
import { verifyPassword } from '../accounts/index.ts';
import { V2Error } from './v2-errors.ts';
import { sameSignature, signedTargets, TIMESTAMP_WINDOW_MS, v2Signature } from './v2-sign.ts';

export type KeyRight = 'read' | 'trade' | 'withdraw';

/** The key a signed request proved, and the account it acts for. */
export interface ProvenKey {
  accessKey: string;
  userId: number;
  permissions: readonly KeyRight[];
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** Whether `ip` is one of the list's addresses or inside one of its CIDR blocks. */
export function ipAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowList) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const plain = mapped ?? ip;
  return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

/**
 * Checks a request's Bitget v2 credentials (issue #32) in the order Bitget reports them: the
 * headers present, the timestamp inside ±30 s, the key known, the signature, the passphrase, the
 * address allowed. A passphrase proven once is remembered as its SHA-256 (compared in constant
 * time), so the password hash's deliberate cost is paid once per key and process, not per request.
 */
export class KeyAuthenticator {
  private readonly provenPassphrases = new Map<string, Buffer>();

  constructor(private readonly db: Db) {}

  async authenticate(request: FastifyRequest, rawBody: string, now: number): Promise<ProvenKey> {
    const accessKey = header(request, 'access-key');
    const sign = header(request, 'access-sign');
    const timestamp = header(request, 'access-timestamp');
    const passphrase = header(request, 'access-passphrase');
    if (accessKey === undefined) throw new V2Error('accessKeyMissing');
    if (sign === undefined) throw new V2Error('signMissing');
    if (passphrase === undefined) throw new V2Error('passphraseMissing');
    if (timestamp === undefined || !/^\d{10,16}$/.test(timestamp)) throw new V2Error('timestampInvalid');
    if (Math.abs(now - Number(timestamp)) > TIMESTAMP_WINDOW_MS) throw new V2Error('timestampExpired');
    const key = await this.db
      .selectFrom('api_keys')
      .select(['access_key', 'user_id', 'secret', 'permissions', 'ip_allow_list', 'passphrase_hash'])
      .where('access_key', '=', accessKey)
      .executeTakeFirst();
    if (key === undefined) throw new V2Error('accessKeyInvalid');
    const secret = secretBoxOf(this.db).open('api-key', key.secret);
    const signed = signedTargets(request.url).some((pathWithQuery) =>
      sameSignature(
        v2Signature(secret, { timestamp, method: request.method, pathWithQuery, body: rawBody }),
        sign,
      ),
    );
    if (!signed) throw new V2Error('signInvalid');
    if (!(await this.passphraseMatches(key.access_key, passphrase, key.passphrase_hash)))
      throw new V2Error('passphraseWrong');
    if (!ipAllowed(key.ip_allow_list as string[], request.ip)) throw new V2Error('ipNotAllowed');
    return {
      accessKey: key.access_key,
      userId: key.user_id,
      permissions: key.permissions as KeyRight[],
    };
  }

  private async passphraseMatches(accessKey: string, given: string, stored: string | null): Promise<boolean> {
    const digest = createHash('sha256').update(`${accessKey}\n${given}`).digest();
    const known = this.provenPassphrases.get(accessKey);
    if (known !== undefined && timingSafeEqual(known, digest)) return true;
    if (!(await verifyPassword(given, stored))) return false;
    this.provenPassphrases.set(accessKey, digest);
    return true;
  }
}
