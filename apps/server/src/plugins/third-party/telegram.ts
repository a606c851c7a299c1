import { createHash, createHmac } from 'node:crypto';
import { constantTimeEqual } from '../accounts/index.ts';

/** Telegram's login data is accepted for one day after it was signed. */
export const TELEGRAM_MAX_AGE_SECONDS = 86_400;

export interface TelegramUser {
  id: string;
  displayName: string;
}

function dataCheckString(fields: URLSearchParams): string {
  return [...fields.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

function fresh(fields: URLSearchParams, nowSeconds: number): boolean {
  const authDate = Number(fields.get('auth_date'));
  return (
    Number.isInteger(authDate) &&
    authDate <= nowSeconds + 60 &&
    nowSeconds - authDate <= TELEGRAM_MAX_AGE_SECONDS
  );
}

/**
 * The Login Widget check: the hash is HMAC-SHA-256 of the sorted `key=value` lines, keyed with
 * SHA-256 of the bot token. `query` is the widget's data as a query string.
 */
export function verifyTelegramWidget(
  query: string,
  botToken: string,
  nowSeconds: number,
): TelegramUser | undefined {
  const fields = new URLSearchParams(query);
  const hash = fields.get('hash') ?? '';
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
  const id = fields.get('id');
  if (!id || !constantTimeEqual(hash, expected) || !fresh(fields, nowSeconds)) return undefined;
  const name = [fields.get('first_name'), fields.get('last_name')].filter(Boolean).join(' ');
  return { id, displayName: fields.get('username') || name || `tg${id}` };
}

/**
 * The Mini App check (initData): the key is HMAC-SHA-256 of the bot token keyed with "WebAppData",
 * and the user travels as JSON in the `user` field.
 */
export function verifyTelegramInitData(
  initData: string,
  botToken: string,
  nowSeconds: number,
): TelegramUser | undefined {
  const fields = new URLSearchParams(initData);
  const hash = fields.get('hash') ?? '';
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
  if (!constantTimeEqual(hash, expected) || !fresh(fields, nowSeconds)) return undefined;
  try {
    const user = JSON.parse(fields.get('user') ?? '') as {
      id?: unknown;
      username?: unknown;
      first_name?: unknown;
    };
    if (typeof user.id !== 'number' && typeof user.id !== 'string') return undefined;
    const displayName =
      typeof user.username === 'string'
        ? user.username
        : typeof user.first_name === 'string'
          ? user.first_name
          : `tg${user.id}`;
    return { id: String(user.id), displayName };
  } catch {
    return undefined;
  }
}
