import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Bitget's v2 request signature (issue #32): base64 HMAC-SHA256 with the key's secret over
 * timestamp + METHOD + path (with "?query" when there is one) + body.
 */
export function v2Signature(
  secret: string,
  parts: { timestamp: string; method: string; pathWithQuery: string; body: string },
): string {
  return createHmac('sha256', secret)
    .update(parts.timestamp + parts.method.toUpperCase() + parts.pathWithQuery + parts.body)
    .digest('base64');
}

/** Compares two signatures in constant time (equal lengths only reach the comparison). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The forms of a request's target a client may have signed: as sent, and with the query's
 * percent-encoding undone (ccxt and Bitget's own SDKs sign the raw query values).
 */
export function signedTargets(url: string): string[] {
  const at = url.indexOf('?');
  if (at < 0) return [url];
  let decoded: string;
  try {
    decoded = url.slice(0, at + 1) + decodeURIComponent(url.slice(at + 1).replace(/\+/g, ' '));
  } catch {
    return [url];
  }
  return decoded === url ? [url] : [url, decoded];
}

/** Bitget's window: a timestamp more than 30 s from the server's clock is refused. */
export const TIMESTAMP_WINDOW_MS = 30_000;

/** The four credential headers of a signed v2 request (what a client library sends). */
export function v2Headers(
  key: { accessKey: string; secretKey: string; passphrase: string },
  parts: { method: string; pathWithQuery: string; body: string; timestamp?: string },
): Record<string, string> {
  const timestamp = parts.timestamp ?? String(Date.now());
  return {
    'ACCESS-KEY': key.accessKey,
    'ACCESS-SIGN': v2Signature(key.secretKey, { ...parts, timestamp }),
    'ACCESS-TIMESTAMP': timestamp,
    'ACCESS-PASSPHRASE': key.passphrase,
    'content-type': 'application/json',
  };
}
