import type { APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  id: string;
  channel: string;
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  sentAt: string;
}

async function messagesFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data?: { messages?: OutboxMessage[] } };
  return body.data?.messages ?? [];
}

/**
 * The code that `send` makes the gateway send to `to`: the first message that was not in the
 * outbox before it. Unlike a time window, this never picks a code sent just before (a sign-up's
 * code, a second earlier, is as new as a window of a second allows).
 */
export async function codeSentBy(
  request: APIRequestContext,
  to: string,
  send: () => Promise<unknown>,
  timeoutMs = 10_000,
): Promise<string> {
  const before = new Set((await messagesFor(request, to)).map((message) => message.id));
  await send();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await messagesFor(request, to)).find((message) => !before.has(message.id));
    const code = fresh?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no new verification code for ${to} in the development outbox`);
}

/**
 * The newest 6-digit verification code the development outbox holds for an address (protocol
 * §3.2), waiting until one newer than `after` (epoch ms) arrives.
 */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  after = 0,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data?: { messages?: OutboxMessage[] } };
    const message = body.data?.messages?.find((m) => Date.parse(m.sentAt) > after);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code for ${to} in the development outbox`);
}
