/**
 * How a gateway puts a command in a symbol's journal and waits for its result (spot: gateway-main.ts,
 * futures: futures-gateway.ts): the command goes to the symbol's subject with a fresh request id (or the caller's) as
 * its JetStream message id (a retried publish is stored once; the ack means it is on disk, in
 * order), and the result with that request id, fed to `waiters` by the gateway's result follower,
 * answers it. No result within the timeout: 503 `result-pending` (the command is durable and will
 * be applied); the journal refusing the publish: 503 `journal-unavailable`.
 */
import { randomUUID } from 'node:crypto';
import type { JetStreamClient } from '@nats-io/jetstream';
import { encode } from './nats.ts';

export function journalSubmitter<Command, Result>(options: {
  js: JetStreamClient;
  subject(symbol: string): string;
  waiters: Map<string, (result: Result) => void>;
  timeoutMs: number;
  refusal(status: number, code: string, message: string): Error;
}): (symbol: string, command: Command, rid?: string) => Promise<Result> {
  const { js, waiters } = options;
  // A caller names the command beforehand when the product server must know it (an order's funding).
  return async (symbol, command, rid = randomUUID()) => {
    const result = new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(rid);
        reject(
          options.refusal(
            503,
            'result-pending',
            `the command is journalled (${rid}); its result is not in yet`,
          ),
        );
      }, options.timeoutMs);
      waiters.set(rid, (value) => {
        clearTimeout(timer);
        waiters.delete(rid);
        resolve(value);
      });
    });
    try {
      await js.publish(options.subject(symbol), encode({ rid, command }), { msgID: rid });
    } catch (error) {
      waiters.delete(rid);
      throw options.refusal(
        503,
        'journal-unavailable',
        `the command journal did not take the command: ${String(error)}`,
      );
    }
    return result;
  };
}
