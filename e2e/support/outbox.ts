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
