import { STEP_UP_HEADER } from '@tideline/protocol/accounts/step-up';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { latestCode } from './accounts.ts';
import type { ApiClient } from './http-client.ts';
import { unusedTotp } from './unused-totp.ts';

/**
 * How the account proves its second factor: a code e-mailed to it (on the server `app`, whose
 * clock the e-mail's send limits are moved past), or its authenticator.
 */
export type StepUpFactor = { email: string; app: FastifyInstance } | { googleSecret: string };

/** A fresh code of the account's second factor, as the user would read it. */
export async function factorCode(client: ApiClient, factor: StepUpFactor): Promise<string> {
  if ('googleSecret' in factor) return unusedTotp(factor.googleSecret);
  // One code a minute and ten an hour per address: the codes sent before are made an hour old,
  // as if the user had waited, so a test may step up as often as it needs.
  await factor.app.db
    .updateTable('verification_codes')
    .set({ created_at: sql`created_at - interval '1 hour'` })
    .where('target', '=', factor.email)
    .execute();
  const sent = await client.post('/v1/user/security/verification/sendCode', { channel: 'email' });
  expect(sent.body.code).toBe(0);
  return latestCode(client, factor.email);
}

/**
 * Proves the client's account again (issue #21 item 1) and puts the ticket on its headers, for
 * the step-up calls of the next five minutes.
 */
export async function stepUp(client: ApiClient, factor: StepUpFactor, pwd = 'Passw0rd!x'): Promise<void> {
  const answer = await client.post<{ ticket: string }>('/v1/user/security/step-up', {
    pwd,
    code: await factorCode(client, factor),
  });
  expect(answer.body.code).toBe(0);
  client.headers[STEP_UP_HEADER] = answer.body.data.ticket;
}
