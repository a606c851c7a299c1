import type { RateLimitClass } from '@tideline/protocol/endpoint';
import { isLoopback } from './loopback-address.ts';

/**
 * How often a caller may call each class of the endpoint table (issue #21 item 12), per minute.
 * Counted per address (every call) and per account (calls with a session; the family's main
 * account, so switching to a sub-account or demo does not buy more). Account changes (logins,
 * codes, security) are the tight class: they are what a bot hammers; the brute-force rules
 * (captcha after failures, code cooldowns, session revocation) sit behind these, not instead.
 */
export interface RateRule {
  readonly by: 'address' | 'account';
  readonly perMinute: number;
}

export const RATE_LIMITS: Readonly<Record<RateLimitClass, readonly RateRule[]>> = {
  'public-read': [{ by: 'address', perMinute: 1200 }],
  'private-read': [
    { by: 'address', perMinute: 1200 },
    { by: 'account', perMinute: 1200 },
  ],
  trade: [
    { by: 'address', perMinute: 2400 },
    { by: 'account', perMinute: 1200 },
  ],
  account: [
    { by: 'address', perMinute: 60 },
    { by: 'account', perMinute: 120 },
  ],
};

export const RATE_WINDOW_MS = 60_000;

/** The counter a call of `rule` adds to, or undefined when the rule does not count this call. */
export function rateKey(
  rateClass: RateLimitClass,
  rule: RateRule,
  caller: { readonly ip: string; readonly accountId: number | undefined },
): string | undefined {
  if (rule.by === 'address') return isLoopback(caller.ip) ? undefined : `${rateClass}:ip:${caller.ip}`;
  return caller.accountId === undefined ? undefined : `${rateClass}:account:${caller.accountId}`;
}
