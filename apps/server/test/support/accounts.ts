import { expect } from 'vitest';
import type { ApiClient } from './http-client.ts';

interface OutboxMessage {
  to: string;
  text: string;
}

/** The latest code the development outbox holds for an address (read over HTTP, like a tester would). */
export async function latestCode(client: ApiClient, to: string): Promise<string> {
  const answer = await client.get<{ messages: OutboxMessage[] }>(
    `/v1/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  const text = answer.body.data.messages[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export async function registerByEmail(client: ApiClient, email: string, pwd = 'Passw0rd!x') {
  const sent = await client.post('/v1/user/public/sendCode', { type: 'email', email, scene: 'register' });
  expect(sent.body.code).toBe(0);
  const verifyCode = await latestCode(client, email);
  const answer = await client.post<{ userId: string }>('/v1/user/register/email', {
    email,
    pwd,
    rePwd: pwd,
    verifyCode,
  });
  expect(answer.body).toMatchObject({ code: 0, status: 'success' });
  return answer.body.data.userId;
}
