import { type Envelope, errorEnvelope, successEnvelope } from '@tideline/protocol';
import type { FastifyRequest } from 'fastify';
import { type ServerMessageKey, serverMessage } from '../i18n/index.ts';
import type { ResultCodeValue } from './result-codes.ts';

/** The success envelope (spec §3) with its msg in the caller's language. */
export function success<T>(request: FastifyRequest, data: T): Envelope<T> {
  return successEnvelope(data, serverMessage('success', request.languageType));
}

export function failure(
  request: FastifyRequest,
  code: ResultCodeValue,
  messageKey: ServerMessageKey,
  params: Readonly<Record<string, string | number>> = {},
): Envelope<null> {
  return errorEnvelope(code, serverMessage(messageKey, request.languageType, params));
}
