import type { Db } from '../../db/database.ts';
import { type ChallengePurpose, withFido2 } from './tables.ts';

/** A WebAuthn ceremony must finish within this time; its challenge then works once. */
export const CHALLENGE_TTL_SECONDS = 300;

export interface ChallengeOwner {
  purpose: ChallengePurpose;
  userId: number;
  ticketHash: string | null;
}

export async function storeChallenge(db: Db, challenge: string, owner: ChallengeOwner): Promise<void> {
  await withFido2(db)
    .insertInto('fido2_challenges')
    .values({
      challenge,
      purpose: owner.purpose,
      user_id: owner.userId,
      ticket_hash: owner.ticketHash,
      expires_at: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      consumed_at: null,
    })
    .execute();
}

/**
 * Spends a live challenge issued to this owner. Answers false for an unknown, foreign, expired or
 * already spent challenge; the single conditional update makes a concurrent replay lose.
 */
export async function consumeChallenge(db: Db, challenge: string, owner: ChallengeOwner): Promise<boolean> {
  const now = new Date();
  let update = withFido2(db)
    .updateTable('fido2_challenges')
    .set({ consumed_at: now })
    .where('challenge', '=', challenge)
    .where('purpose', '=', owner.purpose)
    .where('user_id', '=', owner.userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now);
  update =
    owner.ticketHash === null
      ? update.where('ticket_hash', 'is', null)
      : update.where('ticket_hash', '=', owner.ticketHash);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
