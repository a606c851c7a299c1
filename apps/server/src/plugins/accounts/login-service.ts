import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SecondFactor, User } from '../../db/schema.ts';
import { ApiError, tooManyRequests } from '../../platform/api-error.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { hasPasskey } from '../fido2/index.ts';
import { mobileTarget } from './identifiers.ts';
import { verifyPassword } from './passwords.ts';
import { secondFactorMethod } from './second-factor-method.ts';
import { createSession, sessionContext, setSessionCookies } from './session-service.ts';
import { randomToken, tokenDigest } from './tokens.ts';
import { consumeTotp } from './totp.ts';
import { consumeVerificationCode } from './verification-codes.ts';

/** Failed password attempts allowed per login name within the lock window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** A second-factor step must be finished within this time and these attempts. */
export const LOGIN_TICKET_TTL_SECONDS = 600;
export const LOGIN_TICKET_MAX_ATTEMPTS = 5;

export interface LoginAttempt {
  loginName: string;
  method: string;
  request: FastifyRequest;
}

export async function recordLogin(
  db: Db,
  attempt: LoginAttempt,
  outcome: { userId: number | null; success: boolean; reason: string | null },
): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      user_id: outcome.userId,
      login_name: attempt.loginName.slice(0, 254),
      method: attempt.method,
      success: outcome.success,
      reason: outcome.reason,
      ip: attempt.request.ip,
      user_agent: (attempt.request.headers['user-agent'] ?? '').slice(0, 512),
      device_id: sessionContext(attempt.request, 'web', 0).deviceId,
    })
    .execute();
}

export async function assertNotLocked(db: Db, loginName: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_LOCK_MINUTES * 60_000);
  const row = await db
    .selectFrom('login_history')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where('login_name', '=', loginName)
    .where('success', '=', false)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (row.failures >= LOGIN_MAX_FAILURES)
    throw tooManyRequests('account.loginLocked', { minutes: LOGIN_LOCK_MINUTES });
}

/** A second factor, or `fido`: a passkey assertion, which alone finishes a ticket that offers it. */
export type LoginFactor = SecondFactor | 'fido';

/**
 * Second factors a login needs: Google Authenticator when bound; otherwise a code to the account's
 * own address when the device has never logged in before while others have. An account with a
 * passkey is always asked for a second step, and `fido` is offered beside the other factors.
 */
export async function requiredFactors(db: Db, user: User, deviceId: string | null): Promise<LoginFactor[]> {
  const factors = await codeFactors(db, user, deviceId);
  return (await hasPasskey(db, user.id)) ? [...factors, 'fido'] : factors;
}

async function codeFactors(db: Db, user: User, deviceId: string | null): Promise<SecondFactor[]> {
  const method = secondFactorMethod(user);
  if (method === 'google') return ['google'];
  const known = await db.selectFrom('devices').select(['device_id']).where('user_id', '=', user.id).execute();
  const isNewDevice = known.length > 0 && (deviceId === null || !known.some((d) => d.device_id === deviceId));
  if (!isNewDevice) return [];
  return [method];
}

export async function issueLoginTicket(
  db: Db,
  user: User,
  factors: LoginFactor[],
  options: { agency: boolean; deviceId: string | null },
): Promise<string> {
  const ticket = randomToken();
  await db
    .insertInto('login_tickets')
    .values({
      ticket_hash: tokenDigest(ticket),
      user_id: user.id,
      factors: JSON.stringify(factors),
      agency: options.agency,
      device_id: options.deviceId,
      expires_at: new Date(Date.now() + LOGIN_TICKET_TTL_SECONDS * 1000),
      consumed_at: null,
    })
    .execute();
  return ticket;
}

export interface OpenTicket {
  ticketHash: string;
  user: User;
  factors: LoginFactor[];
  agency: boolean;
}

export async function openTicket(db: Db, ticket: string): Promise<OpenTicket> {
  const row = await db
    .selectFrom('login_tickets')
    .selectAll()
    .where('ticket_hash', '=', tokenDigest(ticket))
    .executeTakeFirst();
  if (
    !row ||
    row.consumed_at !== null ||
    row.expires_at <= new Date() ||
    row.attempts >= LOGIN_TICKET_MAX_ATTEMPTS
  ) {
    throw new ApiError(ResultCode.ticketInvalid, 'account.ticketInvalid');
  }
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  return { ticketHash: row.ticket_hash, user, factors: row.factors, agency: row.agency };
}

export function factorTarget(
  user: Pick<User, 'email' | 'mobile' | 'area_code'>,
  factor: 'email' | 'mobile',
): string {
  if (factor === 'email' && user.email) return user.email;
  if (factor === 'mobile' && user.mobile && user.area_code) return mobileTarget(user.area_code, user.mobile);
  throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
}

export interface FactorAnswers {
  emailCode?: string | undefined;
  mobileCode?: string | undefined;
  googleCode?: string | undefined;
}

/**
 * Every code factor the ticket names must be answered correctly; each try costs one ticket
 * attempt, spent before the answers are checked. A ticket offering only `fido` is finished by
 * verify-auth-login alone.
 */
export async function verifyFactors(db: Db, ticket: OpenTicket, answers: FactorAnswers): Promise<void> {
  await spendTicketAttempt(db, ticket);
  const codeFactors = ticket.factors.filter((factor) => factor !== 'fido');
  if (codeFactors.length === 0) {
    throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
  }
  for (const factor of codeFactors) {
    if (factor === 'google') {
      const code = answers.googleCode;
      if (
        !code ||
        !ticket.user.totp_secret ||
        !(await consumeTotp(db, ticket.user.id, code, ticket.user.totp_secret))
      ) {
        throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
      }
      continue;
    }
    const code = factor === 'email' ? answers.emailCode : answers.mobileCode;
    if (!code) throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
    await consumeVerificationCode(db, {
      channel: factor,
      target: factorTarget(ticket.user, factor),
      scene: 'login',
      code,
    });
  }
  await consumeTicket(db, ticket);
}

/**
 * Spends one of the ticket's attempts in one conditional update (issue #21 item 14): answers sent
 * at once cannot all read the same count and get more than LOGIN_TICKET_MAX_ATTEMPTS checks.
 */
async function spendTicketAttempt(db: Db, ticket: OpenTicket): Promise<void> {
  const spent = await db
    .updateTable('login_tickets')
    .set({ attempts: sql`attempts + 1` })
    .where('ticket_hash', '=', ticket.ticketHash)
    .where('attempts', '<', LOGIN_TICKET_MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) throw new ApiError(ResultCode.ticketInvalid, 'account.ticketInvalid');
}

export async function countTicketAttempt(db: Db, ticket: OpenTicket): Promise<void> {
  await db
    .updateTable('login_tickets')
    .set({ attempts: sql`attempts + 1` })
    .where('ticket_hash', '=', ticket.ticketHash)
    .execute();
}

/** Spends a ticket whose factors were answered; a ticket spent concurrently refuses the second use. */
export async function consumeTicket(db: Db, ticket: OpenTicket): Promise<void> {
  const consumed = await db
    .updateTable('login_tickets')
    .set({ consumed_at: new Date() })
    .where('ticket_hash', '=', ticket.ticketHash)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (consumed.numUpdatedRows !== 1n) throw new ApiError(ResultCode.ticketInvalid, 'account.ticketInvalid');
}

async function rememberDevice(db: Db, userId: number, request: FastifyRequest): Promise<void> {
  const context = sessionContext(request, 'web', 0);
  if (!context.deviceId) return;
  await db
    .insertInto('devices')
    .values({ user_id: userId, device_id: context.deviceId, user_agent: context.userAgent, ip: context.ip })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'device_id'])
        .doUpdateSet({ last_seen_at: new Date(), ip: context.ip, user_agent: context.userAgent }),
    )
    .execute();
}

export interface LoginResult {
  userId: string;
  needVerify: false;
}

/** Opens the session of a fully authenticated main account and sets its cookies (spec §6). */
export async function completeLogin(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  attempt: LoginAttempt,
): Promise<LoginResult> {
  const ttl = request.server.config.sessionTtlSeconds;
  const token = await createSession(
    db,
    { userId: user.id, rootUserId: user.id },
    sessionContext(request, 'web', ttl),
  );
  await rememberDevice(db, user.id, request);
  await recordLogin(db, attempt, { userId: user.id, success: true, reason: null });
  setSessionCookies(request, reply, token, user.id, ttl);
  return { userId: String(user.id), needVerify: false };
}

export interface PendingVerification {
  userId: string;
  needVerify: true;
  loginTicket: string;
  verifyTypes: LoginFactor[];
}

/** Logs the account in at once, or answers the login ticket and the second factors still needed. */
export async function beginLogin(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  attempt: LoginAttempt,
  agency = false,
): Promise<LoginResult | PendingVerification> {
  const deviceId = sessionContext(request, 'web', 0).deviceId;
  const factors = await requiredFactors(db, user, deviceId);
  if (factors.length === 0) return completeLogin(db, request, reply, user, attempt);
  const loginTicket = await issueLoginTicket(db, user, factors, { agency, deviceId });
  return { userId: String(user.id), needVerify: true, loginTicket, verifyTypes: factors };
}

/** Password check with the per-name lock; every failure is recorded in the login history. */
export async function checkPassword(
  db: Db,
  user: User | undefined,
  password: string,
  attempt: LoginAttempt,
): Promise<User> {
  await assertNotLocked(db, attempt.loginName);
  const passwordOk = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !passwordOk) {
    await recordLogin(db, attempt, { userId: user?.id ?? null, success: false, reason: 'bad-credentials' });
    throw new ApiError(ResultCode.loginFailed, 'account.loginFailed');
  }
  return user;
}
