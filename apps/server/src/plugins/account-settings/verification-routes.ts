import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type {
  ModifyVerificationRequest,
  VerificationState,
} from '@tideline/protocol/accounts/verification-method';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import {
  type AuthenticatedUser,
  assertAddressesFree,
  consumeTotp,
  consumeVerificationCode,
  factorTarget,
  findUserById,
  maskEmail,
  maskMobile,
  normalizeAreaCode,
  normalizeEmail,
  secondFactorMethod,
  sendVerificationCode,
  verifyPassword,
  WITHDRAW_LOCK_HOURS,
  withdrawLockEnd,
} from '../accounts/index.ts';
import { type MethodChangePlan, planMethodChange } from './verification-change.ts';

type ProceedPlan = Extract<MethodChangePlan, { kind: 'proceed' }>;

function stateOf(user: User, now: Date): VerificationState {
  return {
    method: secondFactorMethod(user),
    googleBound: user.totp_enabled,
    email: user.email ? maskEmail(user.email) : null,
    mobile: user.mobile ? maskMobile(user.mobile) : null,
    withdrawLockedUntil: withdrawLockEnd(user, now)?.getTime() ?? null,
  };
}

/**
 * The family's main account, whose factor this is: a session acting as the demo (paper) account
 * may change it (the page is on the demo allow-list, spec §2); one acting as a sub-account may not.
 */
function mainAccountId(session: AuthenticatedUser): number {
  if (session.kind === 'sub') throw new ApiError(ResultCode.subAccount, 'sub.notForSub');
  return session.rootUserId;
}

const invalidFactor = () => new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');

/**
 * Proves every factor the change names, in an order that spends nothing on a request that must
 * fail: the password, then the authenticator codes (checked, not spent), then the address codes
 * (each spent when right).
 */
async function proveFactors(db: Db, user: User, body: ModifyVerificationRequest, plan: ProceedPlan) {
  if (!user.password_hash || !(await verifyPassword(body.pwd, user.password_hash))) {
    throw new ApiError(ResultCode.loginFailed, 'account.loginFailed');
  }
  const proofs = [
    { factor: plan.current, code: body.currentCode },
    { factor: plan.next, code: body.newCode },
  ];
  for (const { factor, code } of proofs) {
    if (factor.kind === 'google' && !(await consumeTotp(db, user.id, code, factor.secret)))
      throw invalidFactor();
  }
  for (const { factor, code } of proofs) {
    if (factor.kind === 'code') {
      await consumeVerificationCode(db, {
        channel: factor.channel,
        target: factor.target,
        scene: factor.scene,
        code,
      });
    }
  }
}

/**
 * `/modifyverification` (issue #20 item 6): the main account changes its second factor with its
 * password, the factor in force and the new one, each proved on the server; withdrawals then lock
 * for WITHDRAW_LOCK_HOURS (issue #21 item 1), so a stolen session cannot swap the factor and
 * withdraw at once.
 */
export async function verificationRoutes(app: FastifyInstance) {
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.verificationMethod, async (request) => {
    const user = await findUserById(app.db, request.user!.rootUserId);
    return success(request, stateOf(user, app.clock.now()));
  });

  // The code proves the family's owner (the step-up proof, the method change), so it goes to the
  // main account's address, also from a session acting as a sub-account: a step-up there opens the
  // sub-account's keys, while the method change itself stays refused to it below.
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.sendOwnCode, async (request) => {
    const user = await findUserById(app.db, request.user!.rootUserId);
    const { channel } = request.body;
    const has = channel === 'email' ? user.email : user.mobile && user.area_code;
    if (!has) throw new ApiError(ResultCode.verificationMethod, 'account.verificationAddressNeeded');
    await sendVerificationCode(app.db, app.notifier, {
      channel,
      target: factorTarget(user, channel),
      scene: 'security',
      ttlSeconds: app.config.verificationCodeTtlSeconds,
    });
    return success(request, { expiresIn: app.config.verificationCodeTtlSeconds });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.modifyVerification, async (request) => {
    const user = await findUserById(app.db, mainAccountId(request.user!));
    const body = request.body;
    const newAddress = {
      email: body.email === undefined ? undefined : normalizeEmail(body.email),
      areaCode: body.areaCode === undefined ? undefined : normalizeAreaCode(body.areaCode),
      mobile: body.mobile,
    };
    const plan = planMethodChange(user, body.method, newAddress);
    if (plan.kind === 'refused') throw new ApiError(plan.code, plan.messageKey);
    if (plan.newAddress) await assertAddressesFree(app.db, plan.newAddress);
    await proveFactors(app.db, user, body, plan);
    const now = app.clock.now();
    const lockedUntil = new Date(now.getTime() + WITHDRAW_LOCK_HOURS * 3_600_000);
    const address = plan.newAddress;
    const updated = await app.db
      .updateTable('users')
      .set({
        second_factor: body.method,
        totp_enabled: body.method === 'google',
        totp_secret: body.method === 'google' ? user.totp_secret : null,
        withdraw_locked_until: lockedUntil,
        ...(address && 'email' in address ? { email: address.email } : {}),
        ...(address && 'mobile' in address ? { area_code: address.areaCode, mobile: address.mobile } : {}),
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return success(request, stateOf(updated, now));
  });
}
