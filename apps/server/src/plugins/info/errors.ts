import { errorEnvelope } from '@tideline/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorHandler } from '../platform/error-handler.ts';
import { type InfoMessageKey, infoMessage } from './messages.ts';

/** Result codes of the informational endpoints (docs/protocol.md, "Informational pages"). */
export const InfoCode = {
  notInSnapshot: '33001',
  demoNotAudited: '33002',
} as const satisfies Record<string, InfoMessageKey>;

type InfoCodeValue = (typeof InfoCode)[keyof typeof InfoCode];

/** A refusal: HTTP 200 with status 'error', as every /v1 business refusal answers. */
export class InfoError extends Error {
  constructor(readonly code: InfoCodeValue) {
    super(infoMessage(code, 0));
    this.name = 'InfoError';
  }
}

export function infoErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof InfoError)) return apiErrorHandler(error, request, reply);
  return reply.code(200).send(errorEnvelope(error.code, infoMessage(error.code, request.languageType)));
}
