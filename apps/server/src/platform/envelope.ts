import type { FastifyRequest } from 'fastify';
import { type ServerMessageKey, serverMessage } from '../i18n/index.ts';
import { ResultCode, type ResultCodeValue } from './result-codes.ts';

/** The answer of every /v1 call (spec §3 "Response envelope"). */
export interface ApiEnvelope<T> {
  code: string | number;
  data: T;
  msg: string;
  status: 'success' | 'error';
}

export function success<T>(request: FastifyRequest, data: T): ApiEnvelope<T> {
  return {
    code: ResultCode.success,
    data,
    msg: serverMessage('success', request.languageType),
    status: 'success',
  };
}

export function failure(
  request: FastifyRequest,
  code: ResultCodeValue,
  messageKey: ServerMessageKey,
  params: Readonly<Record<string, string | number>> = {},
): ApiEnvelope<null> {
  return { code, data: null, msg: serverMessage(messageKey, request.languageType, params), status: 'error' };
}
