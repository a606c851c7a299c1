import { z } from 'zod';
import { password, verificationCode } from './fields.ts';

/**
 * Step-up verification (issue #21 item 1): before a call that changes how the account proves who
 * it is or where its money may go, the user proves again that they are its owner, so a stolen
 * session alone cannot make the account's factors its own. The proof buys a ticket; the calls
 * carry it in a header; the gateway accepts it from that session only, for STEP_UP_TICKET_SECONDS.
 */

/** The gateway's answer to a step-up call without a valid ticket of its session. */
export const STEP_UP_REQUIRED_CODE = '21015';

/** The header a step-up call carries its ticket in. */
export const STEP_UP_HEADER = 'x-step-up-ticket';

/** How long a ticket opens step-up calls: long enough to finish a form, short enough to be of little use if seen. */
export const STEP_UP_TICKET_SECONDS = 300;

/** Failed proofs a session may make in the window before the gateway ends it. */
export const STEP_UP_MAX_FAILURES = 5;
export const STEP_UP_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * The proof: the password (absent only for an account that has none, one opened by a third-party
 * login) and a code of the account's second factor: the authenticator's when bound, otherwise a
 * code of scene `security` sent to the account's e-mail or phone (`/user/security/verification/sendCode`).
 */
export const stepUpRequest = z.strictObject({
  pwd: password.optional(),
  code: verificationCode,
});
export type StepUpRequest = z.infer<typeof stepUpRequest>;

export const stepUpTicket = z.object({
  ticket: z.string(),
  /** Seconds the ticket stays valid. */
  expiresIn: z.number().int().positive(),
});
export type StepUpTicket = z.infer<typeof stepUpTicket>;
