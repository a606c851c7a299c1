import { errorEnvelope } from '@tideline/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '../../platform/result-codes.ts';
import { apiErrorHandler } from '../platform/error-handler.ts';
import { type Fido2MessageKey, fido2Message } from './messages.ts';

/** Code of a refused passkey registration or management call (docs/protocol.md 3.6). */
export const PASSKEY_REFUSED = '21401';

/**
 * An expected passkey refusal, answered with HTTP 200 and the envelope like every business
 * refusal (spec §8). Login refusals reuse the second-factor code so clients treat every
 * verify-login variant alike.
 */
export class Fido2Error extends Error {
  constructor(
    readonly code: typeof PASSKEY_REFUSED | typeof ResultCode.secondFactorInvalid,
    readonly messageKey: Fido2MessageKey,
  ) {
    super(messageKey);
    this.name = 'Fido2Error';
  }
}

export const passkeyRefused = (messageKey: Fido2MessageKey) => new Fido2Error(PASSKEY_REFUSED, messageKey);
export const loginRefused = (messageKey: Fido2MessageKey) =>
  new Fido2Error(ResultCode.secondFactorInvalid, messageKey);

/** Answers passkey refusals in the caller's language; everything else goes to the /v1 handler. */
export function fido2ErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Fido2Error) {
    return reply
      .code(200)
      .send(errorEnvelope(error.code, fido2Message(error.messageKey, request.languageType)));
  }
  return apiErrorHandler(error, request, reply);
}
