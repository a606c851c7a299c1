// The gateway's risk rule for logins (design §3): after repeated failed logins against one account,
// from one device or from one address, further attempts there must first pass the captcha (code
// 10021, group gateway). The three are counted apart (issue #21 item 6): a success clears only
// its own account's count, so an attacker who alternates guesses at victims' passwords with
// logins to an account of their own still meets the captcha from their device and address.
// An address is often shared (an office, a carrier's NAT), so it tolerates more failures than
// one account or one device before everyone behind it meets the captcha.
export const LOGIN_RISK = {
  maxFailures: { account: 3, device: 3, ip: 10 },
  windowMs: 15 * 60_000,
} as const;

type Counted = keyof typeof LOGIN_RISK.maxFailures;

/** Who is attempting a login: the address always, the device and the account when known. */
export interface LoginAttempt {
  ip: string;
  device?: string | undefined;
  /** The login name as typed (e-mail or phone), compared without case or surrounding spaces. */
  account?: string | undefined;
}

/**
 * The loopback address is not counted: every client of a local start shares it, and behind a
 * proxy that is not trusted (TRUST_PROXY) it is the proxy's own address, so it says nothing about
 * who is trying. The device and account counts still apply there.
 */
function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

export class LoginRisk {
  private readonly failures = new Map<string, number[]>();

  private keys(attempt: LoginAttempt): Array<readonly [Counted, string]> {
    const account = attempt.account?.trim().toLowerCase();
    return [
      ...(isLoopback(attempt.ip) ? [] : [['ip', `ip:${attempt.ip}`] as const]),
      ...(attempt.device ? [['device', `device:${attempt.device}`] as const] : []),
      ...(account ? [['account', `account:${account}`] as const] : []),
    ];
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => t > now - LOGIN_RISK.windowMs);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  needsCaptcha(attempt: LoginAttempt, now: number): boolean {
    return this.keys(attempt).some(
      ([counted, key]) => this.recent(key, now).length >= LOGIN_RISK.maxFailures[counted],
    );
  }

  recordFailure(attempt: LoginAttempt, now: number) {
    for (const [, key] of this.keys(attempt)) this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** A correct password proves only that account: the device's and address's counts stay. */
  recordSuccess(attempt: LoginAttempt) {
    const account = attempt.account?.trim().toLowerCase();
    if (account) this.failures.delete(`account:${account}`);
  }
}
