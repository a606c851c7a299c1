import type { Envelope } from '@tideline/protocol/envelope';
import type { FailureReason } from './error-catalogue.ts';

/** What a failed call rejects with; `reason` says which §8 row it fell under. */
export class RequestFailure extends Error {
  readonly reason: FailureReason;
  readonly status: number | undefined;
  readonly envelope: Envelope<unknown> | undefined;

  constructor(
    reason: FailureReason,
    message: string,
    details: { status?: number; envelope?: Envelope<unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'RequestFailure';
    this.reason = reason;
    this.status = details.status;
    this.envelope = details.envelope;
  }

  /** The envelope's result code, when the gateway answered one. */
  get code(): string | number | undefined {
    return this.envelope?.code;
  }
}
