import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { mobileTarget, normalizeAreaCode, normalizeEmail } from './identifiers.ts';
import { completeLogin } from './login-service.ts';
import { hashPassword, isAcceptablePassword } from './passwords.ts';
import { assertAddressesFree, insertUser } from './users.ts';
import { consumeVerificationCode, sendVerificationCode } from './verification-codes.ts';

function checkPasswords(pwd: string, rePwd: string): void {
  if (!isAcceptablePassword(pwd)) throw new ApiError(ResultCode.passwordWeak, 'account.passwordWeak');
  if (pwd !== rePwd) throw new ApiError(ResultCode.passwordMismatch, 'account.passwordMismatch');
}

/** Spec §7 register calls (signed, device token): by mobile, by e-mail, or by both; each logs the new user in. */
export async function registerRoutes(app: FastifyInstance) {
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.sendCode, async (request) => {
    const body = request.body;
    const target =
      body.type === 'email' ? normalizeEmail(body.email) : mobileTarget(body.areaCode, body.mobile);
    if (body.scene === 'register') {
      await assertAddressesFree(
        app.db,
        body.type === 'email'
          ? { email: target }
          : { areaCode: normalizeAreaCode(body.areaCode), mobile: body.mobile },
      );
    }
    await sendVerificationCode(app.db, app.notifier, {
      channel: body.type,
      target,
      scene: body.scene,
      ttlSeconds: app.config.verificationCodeTtlSeconds,
    });
    return success(request, { expiresIn: app.config.verificationCodeTtlSeconds });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.registerByMobile, async (request, reply) => {
    const { mobile, pwd, rePwd, verifyCode } = request.body;
    const areaCode = normalizeAreaCode(request.body.areaCode);
    checkPasswords(pwd, rePwd);
    // A refused invite code must not use up the verification code.
    await app.registrations.check(request.body.inviteCode);
    await assertAddressesFree(app.db, { areaCode, mobile });
    await consumeVerificationCode(app.db, {
      channel: 'mobile',
      target: mobileTarget(areaCode, mobile),
      scene: 'register',
      code: verifyCode,
    });
    const user = await insertUser(app.db, {
      kind: 'main',
      area_code: areaCode,
      mobile,
      email: null,
      password_hash: await hashPassword(pwd),
      nickname: `user${mobile.slice(-4)}`,
      parent_id: null,
      anti_phishing_code: null,
      totp_secret: null,
      wallet_address: null,
    });
    await app.registrations.registered({
      userId: user.id,
      inviteCode: request.body.inviteCode,
      at: app.clock.now(),
    });
    return success(
      request,
      await completeLogin(app.db, request, reply, user, { loginName: mobile, method: 'register', request }),
    );
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.registerByEmail, async (request, reply) => {
    const { pwd, rePwd, verifyCode } = request.body;
    const email = normalizeEmail(request.body.email);
    checkPasswords(pwd, rePwd);
    // A refused invite code must not use up the verification code.
    await app.registrations.check(request.body.inviteCode);
    await assertAddressesFree(app.db, { email });
    await consumeVerificationCode(app.db, {
      channel: 'email',
      target: email,
      scene: 'register',
      code: verifyCode,
    });
    const user = await insertUser(app.db, {
      kind: 'main',
      email,
      area_code: null,
      mobile: null,
      password_hash: await hashPassword(pwd),
      nickname: email.split('@')[0] ?? email,
      parent_id: null,
      anti_phishing_code: null,
      totp_secret: null,
      wallet_address: null,
    });
    await app.registrations.registered({
      userId: user.id,
      inviteCode: request.body.inviteCode,
      at: app.clock.now(),
    });
    return success(
      request,
      await completeLogin(app.db, request, reply, user, { loginName: email, method: 'register', request }),
    );
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.registerByMobileAndEmail, async (request, reply) => {
    const { mobile, pwd, rePwd, verifyCode, emailVerifyCode } = request.body;
    const areaCode = normalizeAreaCode(request.body.areaCode);
    const email = normalizeEmail(request.body.email);
    checkPasswords(pwd, rePwd);
    // A refused invite code must not use up the verification code.
    await app.registrations.check(request.body.inviteCode);
    await assertAddressesFree(app.db, { email, areaCode, mobile });
    await consumeVerificationCode(app.db, {
      channel: 'mobile',
      target: mobileTarget(areaCode, mobile),
      scene: 'register',
      code: verifyCode,
    });
    await consumeVerificationCode(app.db, {
      channel: 'email',
      target: email,
      scene: 'register',
      code: emailVerifyCode,
    });
    const user = await insertUser(app.db, {
      kind: 'main',
      email,
      area_code: areaCode,
      mobile,
      password_hash: await hashPassword(pwd),
      nickname: email.split('@')[0] ?? email,
      parent_id: null,
      anti_phishing_code: null,
      totp_secret: null,
      wallet_address: null,
    });
    await app.registrations.registered({
      userId: user.id,
      inviteCode: request.body.inviteCode,
      at: app.clock.now(),
    });
    return success(
      request,
      await completeLogin(app.db, request, reply, user, { loginName: email, method: 'register', request }),
    );
  });
}
