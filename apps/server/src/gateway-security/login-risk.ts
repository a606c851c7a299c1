import { isLoopback } from '../platform/loopback-address.ts';

// The gateway's risk rule for logins (design §3): after repeated failed logins against one account,
// from one device or from one address, further attempts there must first pass the captcha (code
// 10021, group gateway). The three are counted apart (issue #21 item 6), and each failure
// remembers which account it was against. A success clears that account's failures only,
// wherever they were counted: a person who mistyped their own password and then got it right is
// not challenged again, while an attacker who alternates guesses at victims' passwords with logins
// to an account of their own keeps the victims' failures on their device and address.
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

interface Failure {
  at: number;
  /** The normalised login name, or '' when the attempt named none. */
  account: string;
}

function accountOf(attempt: LoginAttempt): string {
  return attempt.account?.trim().toLowerCase() ?? '';
}

export class LoginRisk {
  private readonly failures = new Map<string, Failure[]>();

  private keys(attempt: LoginAttempt): Array<readonly [Counted, string]> {
    const account = accountOf(attempt);
    return [
      ...(isLoopback(attempt.ip) ? [] : [['ip', `ip:${attempt.ip}`] as const]),
      ...(attempt.device ? [['device', `device:${attempt.device}`] as const] : []),
      ...(account ? [['account', `account:${account}`] as const] : []),
    ];
  }

  private recent(key: string, now: number): Failure[] {
    const kept = (this.failures.get(key) ?? []).filter((failure) => failure.at > now - LOGIN_RISK.windowMs);
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
    const failure = { at: now, account: accountOf(attempt) };
    for (const [, key] of this.keys(attempt)) this.failures.set(key, [...this.recent(key, now), failure]);
  }

  /** A correct password proves its own account: that account's failures go, from every count. */
  recordSuccess(attempt: LoginAttempt) {
    const account = accountOf(attempt);
    if (!account) return;
    for (const [, key] of this.keys(attempt)) {
      const others = (this.failures.get(key) ?? []).filter((failure) => failure.account !== account);
      if (others.length > 0) this.failures.set(key, others);
      else this.failures.delete(key);
    }
  }
}
