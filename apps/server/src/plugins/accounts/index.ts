import type { FastifyInstance } from 'fastify';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { loginRoutes } from './login-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { registerRoutes } from './register-routes.ts';
import { ticketStepUp } from './step-up.ts';

export { DEMO_USER, seedDemoUser } from './demo-user.ts';
export { maskEmail, maskMobile, mobileTarget, normalizeAreaCode, normalizeEmail } from './identifiers.ts';
export { liveSessionDigests } from './live-sessions.ts';
export {
  beginLogin,
  checkPassword,
  completeLogin,
  consumeTicket,
  countTicketAttempt,
  factorTarget,
  type OpenTicket,
  openTicket,
  recordLogin,
} from './login-service.ts';
export { hashPassword, isAcceptablePassword, verifyPassword } from './passwords.ts';
export { checkSecondFactorCode, type SecondFactorOutcome } from './second-factor-code.ts';
export {
  assertWithdrawalsOpen,
  secondFactorMethod,
  WITHDRAW_LOCK_HOURS,
  withdrawLockEnd,
} from './second-factor-method.ts';
export {
  type AuthenticatedUser,
  createSession,
  resolveSession,
  retireSwitchedSession,
  revokeFamilySessions,
  revokeSession,
  SESSION_COOKIE,
  sessionContext,
  setSessionCookies,
} from './session-service.ts';
export { carryStepUpTickets, issueStepUpTicket } from './step-up.ts';
export { constantTimeEqual, randomToken, tokenDigest } from './tokens.ts';
export { consumeTotp, currentTotp } from './totp.ts';
export { assertAddressesFree, findUserById, findUserByLoginName, insertUser } from './users.ts';
export { consumeVerificationCode, sendVerificationCode } from './verification-codes.ts';

/** Accounts: registration, verification codes, login with second factors, sessions, profile. */
export async function accountsPlugin(app: FastifyInstance) {
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(profileRoutes);
}

export const accountsProduct: ProductManifest = {
  name: 'accounts',
  api: accountsPlugin,
  open: (app) => app.stepUp.provide(ticketStepUp(app)),
  migrations: ['0001_accounts', '0080_verification_method', '0081_step_up'],
  streamChannels: [],
};
