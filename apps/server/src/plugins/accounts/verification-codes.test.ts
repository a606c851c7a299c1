import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Db, openDatabase } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Notifier, OutgoingMessage } from '../notifier/notifier.ts';
import {
  CODE_HOURLY_LIMIT,
  CODE_RESEND_SECONDS,
  consumeVerificationCode,
  sendVerificationCode,
} from './verification-codes.ts';

class MemoryNotifier implements Notifier {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage) {
    this.sent.push(message);
  }
  lastCode(): string {
    return /\d{6}/.exec(this.sent.at(-1)?.text ?? '')?.[0] ?? '';
  }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('verification codes', () => {
  let db: Db;
  const notifier = new MemoryNotifier();
  const start = new Date('2026-01-01T00:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const send = (target: string, seconds: number) =>
    sendVerificationCode(db, notifier, {
      channel: 'email',
      target,
      scene: 'register',
      ttlSeconds: 600,
      now: at(seconds),
    });
  beforeAll(async () => {
    db = await openDatabase(loadConfig({ DATA_DIR: ':memory:' }));
  });
  afterAll(() => db.destroy());

  it('refuses a resend before 60 seconds and allows it at 60', async () => {
    await send('wait@x.test', 0);
    const early = await failure(send('wait@x.test', CODE_RESEND_SECONDS - 1));
    expect(early).toMatchObject({
      httpStatus: 429,
      messageKey: 'account.codeTooFrequent',
      params: { seconds: 1 },
    });
    await send('wait@x.test', CODE_RESEND_SECONDS);
    expect(notifier.sent.filter((m) => m.to === 'wait@x.test')).toHaveLength(2);
  });

  it('allows 10 codes an hour per address, the 11th only after the hour', async () => {
    for (let i = 0; i < CODE_HOURLY_LIMIT; i++) await send('hourly@x.test', i * 60);
    expect(await failure(send('hourly@x.test', CODE_HOURLY_LIMIT * 60))).toMatchObject({
      messageKey: 'account.codeDailyLimit',
    });
    await send('hourly@x.test', 3600 + 1);
  });

  it('a code expires at its lifetime and works once', async () => {
    await send('life@x.test', 0);
    const code = notifier.lastCode();
    const consume = (seconds: number) =>
      consumeVerificationCode(db, {
        channel: 'email',
        target: 'life@x.test',
        scene: 'register',
        code,
        now: at(seconds),
      });
    expect(await failure(consume(600))).toMatchObject({ code: '21006' });
    await consume(599);
    expect(await failure(consume(10))).toMatchObject({ code: '21005' });
  });

  it('5 wrong guesses void the code even for the right one afterwards', async () => {
    await send('guess@x.test', 0);
    const code = notifier.lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const consume = (value: string) =>
      consumeVerificationCode(db, {
        channel: 'email',
        target: 'guess@x.test',
        scene: 'register',
        code: value,
        now: at(1),
      });
    for (let i = 0; i < 5; i++) expect(await failure(consume(wrong))).toMatchObject({ code: '21005' });
    expect(await failure(consume(code))).toMatchObject({ code: '21006' });
  });

  it('codes are scoped to their scene', async () => {
    await send('scene@x.test', 0);
    const code = notifier.lastCode();
    const other = consumeVerificationCode(db, {
      channel: 'email',
      target: 'scene@x.test',
      scene: 'login',
      code,
      now: at(1),
    });
    expect(await failure(other)).toMatchObject({ code: '21005' });
  });
});
