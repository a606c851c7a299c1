import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CodeChannel } from '../../db/schema.ts';
import { ApiError, tooManyRequests } from '../../platform/api-error.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { constantTimeEqual } from './tokens.ts';

export type CodeScene = 'register' | 'login' | 'security' | 'bind';

/** Sending limits per address: one code a minute for each scene, ten an hour in all. */
export const CODE_RESEND_SECONDS = 60;
export const CODE_HOURLY_LIMIT = 10;
/** Wrong guesses allowed on one code before it is void. */
export const CODE_MAX_ATTEMPTS = 5;

function digest(channel: CodeChannel, target: string, scene: CodeScene, code: string): string {
  return createHash('sha256').update(`${channel}\n${target}\n${scene}\n${code}`).digest('base64url');
}

export async function sendVerificationCode(
  db: Db,
  notifier: Notifier,
  input: { channel: CodeChannel; target: string; scene: CodeScene; ttlSeconds: number; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const recent = await db
    .selectFrom('verification_codes')
    .select(['created_at', 'scene'])
    .where('channel', '=', input.channel)
    .where('target', '=', input.target)
    .where('created_at', '>', new Date(now.getTime() - 3600_000))
    .orderBy('created_at', 'desc')
    .execute();
  // The minute between codes is counted per purpose: the code a member asks for to confirm a
  // security change right after registering does not wait for the registration code's minute.
  const latest = recent.find((code) => code.scene === input.scene)?.created_at;
  if (latest) {
    const wait = CODE_RESEND_SECONDS - Math.floor((now.getTime() - latest.getTime()) / 1000);
    if (wait > 0) throw tooManyRequests('account.codeTooFrequent', { seconds: wait });
  }
  if (recent.length >= CODE_HOURLY_LIMIT) throw tooManyRequests('account.codeDailyLimit');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insertInto('verification_codes')
    .values({
      channel: input.channel,
      target: input.target,
      scene: input.scene,
      code_hash: digest(input.channel, input.target, input.scene, code),
      created_at: now,
      expires_at: new Date(now.getTime() + input.ttlSeconds * 1000),
      consumed_at: null,
    })
    .execute();
  const minutes = Math.round(input.ttlSeconds / 60);
  await notifier.send({
    channel: input.channel,
    to: input.target,
    subject: 'Tideline verification code',
    text: `Your Tideline verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  });
}

/**
 * Checks and consumes the newest code sent to the address for the scene. A code works once; after
 * CODE_MAX_ATTEMPTS tries it is void and a new one must be requested.
 */
export async function consumeVerificationCode(
  db: Db,
  input: { channel: CodeChannel; target: string; scene: CodeScene; code: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const latest = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('channel', '=', input.channel)
    .where('target', '=', input.target)
    .where('scene', '=', input.scene)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw new ApiError(ResultCode.codeInvalid, 'account.codeInvalid');
  if (latest.expires_at <= now || latest.attempts >= CODE_MAX_ATTEMPTS) {
    throw new ApiError(ResultCode.codeExpired, 'account.codeExpired');
  }
  // Every try spends one of the code's attempts before it is compared, in one statement (issue #21
  // item 14): guesses sent at once cannot all read the same count and get more than
  // CODE_MAX_ATTEMPTS comparisons between them.
  const tried = await db
    .updateTable('verification_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', latest.id)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (tried.numUpdatedRows !== 1n) throw new ApiError(ResultCode.codeExpired, 'account.codeExpired');
  if (!constantTimeEqual(latest.code_hash, digest(input.channel, input.target, input.scene, input.code))) {
    throw new ApiError(ResultCode.codeInvalid, 'account.codeInvalid');
  }
  const consumed = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', latest.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  // Two requests racing with the same code: only the one that flipped consumed_at wins.
  if (consumed.numUpdatedRows !== 1n) throw new ApiError(ResultCode.codeInvalid, 'account.codeInvalid');
}
