import {
  STEP_UP_FAILURE_WINDOW_SECONDS,
  STEP_UP_HEADER,
  STEP_UP_MAX_FAILURES,
  STEP_UP_TICKET_SECONDS,
  type StepUpRequest,
} from '@tideline/protocol/accounts/step-up';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Generated } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError, loginExpired } from '../../platform/api-error.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import type { StepUpVerifier } from '../../platform/step-up-gate.ts';
import { factorTarget } from './login-service.ts';
import { verifyPassword } from './passwords.ts';
import { secondFactorMethod, WITHDRAW_LOCK_HOURS } from './second-factor-method.ts';
import { type AuthenticatedUser, revokeSession } from './session-service.ts';
import { randomToken, tokenDigest } from './tokens.ts';
import { consumeTotp } from './totp.ts';
import { findUserById } from './users.ts';
import { consumeVerificationCode } from './verification-codes.ts';

/**
 * Step-up verification (issue #21 item 1): the family's main account proves its password and its
 * second factor again, and gets a ticket that opens the step-up calls of this session for
 * STEP_UP_TICKET_SECONDS. The ticket travels in a header the page keeps in memory, never in a
 * cookie, so a stolen session cookie alone opens nothing and buys no ticket, and guessing the password through this call ends the
 * session after STEP_UP_MAX_FAILURES tries.
 */

type StepUpTables = {
  step_up_tickets: { ticket_digest: string; session_digest: string; expires_at: Date };
  step_up_failures: { id: Generated<number>; session_digest: string; expires_at: Date };
};
const withStepUp = (db: Db) => db.withTables<StepUpTables>();

const stepUpRequired = () => new ApiError(ResultCode.stepUpRequired, 'account.stepUpRequired');

async function recordFailure(db: Db, session: AuthenticatedUser, now: Date): Promise<void> {
  const tables = withStepUp(db);
  await tables
    .insertInto('step_up_failures')
    .values({
      session_digest: session.sessionDigest,
      expires_at: new Date(now.getTime() + STEP_UP_FAILURE_WINDOW_SECONDS * 1000),
    })
    .execute();
  const { failures } = await tables
    .selectFrom('step_up_failures')
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('session_digest', '=', session.sessionDigest)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  if (Number(failures) >= STEP_UP_MAX_FAILURES) {
    await revokeSession(db, session.sessionDigest);
    throw loginExpired();
  }
}

const proofFailed = () => new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');

/**
 * Checks the password before the code, so a request that must fail spends no code; answers the
 * error to give, or undefined when the proof holds (the code is then spent).
 */
async function disproof(db: Db, userId: number, proof: StepUpRequest): Promise<ApiError | undefined> {
  const user = await findUserById(db, userId);
  if (user.password_hash) {
    if (proof.pwd === undefined || !(await verifyPassword(proof.pwd, user.password_hash)))
      return new ApiError(ResultCode.loginFailed, 'account.loginFailed');
  }
  const method = secondFactorMethod(user);
  if (method === 'google')
    return (await consumeTotp(db, user.id, proof.code, user.totp_secret ?? '')) ? undefined : proofFailed();
  try {
    await consumeVerificationCode(db, {
      channel: method,
      target: factorTarget(user, method),
      scene: 'security',
      code: proof.code,
    });
    return undefined;
  } catch (error) {
    // A wrong or expired code says which, so the user knows to ask for a new one.
    if (error instanceof ApiError) return error;
    throw error;
  }
}

/** Answers a ticket for a correct proof; counts a wrong one against the session. */
export async function issueStepUpTicket(
  db: Db,
  session: AuthenticatedUser,
  proof: StepUpRequest,
  now: Date,
): Promise<{ ticket: string; expiresIn: number }> {
  const refusal = await disproof(db, session.rootUserId, proof);
  if (refusal) {
    await recordFailure(db, session, now);
    throw refusal;
  }
  const ticket = randomToken();
  await withStepUp(db)
    .insertInto('step_up_tickets')
    .values({
      ticket_digest: tokenDigest(ticket),
      session_digest: session.sessionDigest,
      expires_at: new Date(now.getTime() + STEP_UP_TICKET_SECONDS * 1000),
    })
    .execute();
  return { ticket, expiresIn: STEP_UP_TICKET_SECONDS };
}

/** The verifier `serveEndpoint` asks for every step-up row (platform/step-up-gate.ts). */
export function ticketStepUp(app: FastifyInstance): StepUpVerifier {
  return {
    async claim(request: FastifyRequest) {
      const session = request.user;
      const ticket = request.headers[STEP_UP_HEADER];
      if (!session || typeof ticket !== 'string' || ticket === '') throw stepUpRequired();
      // The ticket opens step-up calls of the session that proved, for its few minutes (like a
      // "sudo" window): a form that fails its own checks can be sent again without a new proof.
      const valid = await withStepUp(app.db)
        .selectFrom('step_up_tickets')
        .select('ticket_digest')
        .where('ticket_digest', '=', tokenDigest(ticket))
        .where('session_digest', '=', session.sessionDigest)
        .where('expires_at', '>', app.clock.now())
        .executeTakeFirst();
      if (!valid) throw stepUpRequired();
    },
    async completed(request: FastifyRequest) {
      const session = request.user!;
      const until = new Date(app.clock.nowMs() + WITHDRAW_LOCK_HOURS * 3_600_000);
      await app.db
        .updateTable('users')
        .set({ withdraw_locked_until: until })
        .where('id', '=', session.rootUserId)
        .execute();
    },
  };
}

/**
 * A session replaced by a switch within its family (a sub-account, the demo account, back) is the
 * same person's visit going on: its tickets move to the new session rather than asking for the
 * proof again (and for a second e-mailed code within the minute).
 */
export async function carryStepUpTickets(db: Db, fromSession: string, toSession: string): Promise<void> {
  await withStepUp(db)
    .updateTable('step_up_tickets')
    .set({ session_digest: toSession })
    .where('session_digest', '=', fromSession)
    .execute();
}
