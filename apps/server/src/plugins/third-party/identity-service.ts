import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ThirdPartyProvider, User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { beginLogin, randomToken, tokenDigest } from '../accounts/index.ts';

/** A pending third-party sign-in (its serialNO) must be finished within this time. */
export const SERIAL_TTL_SECONDS = 900;

export interface VerifiedIdentity {
  provider: ThirdPartyProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string;
}

export interface UnboundAnswer {
  bound: false;
  serialNO: string;
  provider: ThirdPartyProvider;
  email: string | null;
  /** An account already uses the provider's verified e-mail: /bind/choose can link to it. */
  emailAccountExists: boolean;
}

/**
 * After a provider vouched for an identity: log in the linked account, or keep the identity
 * pending under a fresh serialNO for the register, bind and check calls.
 */
export async function signInWithIdentity(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: VerifiedIdentity,
) {
  const linked = await db
    .selectFrom('third_party_identities')
    .innerJoin('users', 'users.id', 'third_party_identities.user_id')
    .selectAll('users')
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) {
    const answer = await beginLogin(db, request, reply, linked, {
      loginName: `${identity.provider}:${identity.subject}`,
      method: identity.provider,
      request,
    });
    return { bound: true as const, ...answer };
  }
  const serialNO = randomToken();
  await db
    .insertInto('third_party_pending')
    .values({
      serial_hash: tokenDigest(serialNO),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified,
      display_name: identity.displayName.slice(0, 64),
      expires_at: new Date(Date.now() + SERIAL_TTL_SECONDS * 1000),
      consumed_at: null,
    })
    .execute();
  const emailAccount =
    identity.email && identity.emailVerified
      ? await db.selectFrom('users').select('id').where('email', '=', identity.email).executeTakeFirst()
      : undefined;
  const answer: UnboundAnswer = {
    bound: false,
    serialNO,
    provider: identity.provider,
    email: identity.email,
    emailAccountExists: emailAccount !== undefined,
  };
  return answer;
}

export async function openPending(
  db: Db,
  serialNO: string,
  providers: readonly ThirdPartyProvider[],
): Promise<VerifiedIdentity & { serialHash: string }> {
  const row = await db
    .selectFrom('third_party_pending')
    .selectAll()
    .where('serial_hash', '=', tokenDigest(serialNO))
    .executeTakeFirst();
  if (!row || row.consumed_at !== null || row.expires_at <= new Date() || !providers.includes(row.provider)) {
    throw new ApiError(ResultCode.thirdParty, 'third.serialInvalid');
  }
  return {
    serialHash: row.serial_hash,
    provider: row.provider,
    subject: row.subject,
    email: row.email,
    emailVerified: row.email_verified,
    displayName: row.display_name,
  };
}

/** Links the pending identity to the account, once: a serialNO cannot be spent twice. */
export async function linkIdentity(
  db: Db,
  pending: VerifiedIdentity & { serialHash: string },
  user: User,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const consumed = await trx
      .updateTable('third_party_pending')
      .set({ consumed_at: new Date() })
      .where('serial_hash', '=', pending.serialHash)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (consumed.numUpdatedRows !== 1n) throw new ApiError(ResultCode.thirdParty, 'third.serialInvalid');
    await trx
      .insertInto('third_party_identities')
      .values({ provider: pending.provider, subject: pending.subject, user_id: user.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    if (pending.provider === 'wallet' && user.wallet_address === null) {
      await trx
        .updateTable('users')
        .set({ wallet_address: pending.subject })
        .where('id', '=', user.id)
        .execute();
    }
  });
}
