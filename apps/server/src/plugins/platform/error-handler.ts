import { errorEnvelope } from '@tideline/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../../platform/api-error.ts';
import { failure } from '../../platform/envelope.ts';
import { ProductRefusal } from '../../platform/product-refusal.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { localisedValidationMessage } from './validation-message.ts';

/** Fastify's own codes for bodies it cannot read, and the status each deserves. */
const bodyErrors: Readonly<
  Record<
    string,
    {
      status: number;
      key:
        | 'request.malformedJson'
        | 'request.bodyTooLarge'
        | 'request.unsupportedMediaType'
        | 'request.invalidBody';
    }
  >
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'request.malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'request.malformedJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'request.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'request.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'request.invalidBody' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, key: 'request.invalidBody' },
};

function isSyntaxError(error: FastifyError): boolean {
  return error instanceof SyntaxError || error.name === 'SyntaxError';
}

/**
 * Turns every failure under /v1 into the envelope. Anything the client can fix is a 4xx with a
 * message naming the problem; only genuine server faults become 500, and their details stay in
 * the log.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.code(error.httpStatus).send(failure(request, error.code, error.messageKey, error.params));
  }
  if (error instanceof ProductRefusal) {
    return reply
      .code(error.httpStatus)
      .send(errorEnvelope(error.code, error.messageIn(request.languageType)));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = localisedValidationMessage(request, error.validation, error.validationContext);
    return reply
      .code(400)
      .send(failure(request, ResultCode.invalidRequest, 'request.invalidParameter', { ...message }));
  }
  const known = error.code ? bodyErrors[error.code] : undefined;
  if (known) {
    return reply.code(known.status).send(
      failure(request, ResultCode.invalidRequest, known.key, {
        type: request.headers['content-type'] ?? '',
      }),
    );
  }
  if (isSyntaxError(error)) {
    return reply.code(400).send(failure(request, ResultCode.invalidRequest, 'request.malformedJson'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send(failure(request, ResultCode.invalidRequest, 'request.invalidBody'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(failure(request, ResultCode.error, 'request.internal'));
}
