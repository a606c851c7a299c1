// The gateway's risk rule for logins (design §3): after repeated failed logins from one device or
// one address, further attempts must first pass the captcha (code 10021, group gateway).
export const LOGIN_RISK = { maxFailures: 3, windowMs: 15 * 60_000 } as const;

export class LoginRisk {
  private readonly failures = new Map<string, number[]>();

  private keys(ip: string, device: string | undefined) {
    return device ? [`ip:${ip}`, `device:${device}`] : [`ip:${ip}`];
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => t > now - LOGIN_RISK.windowMs);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  needsCaptcha(ip: string, device: string | undefined, now: number): boolean {
    return this.keys(ip, device).some((key) => this.recent(key, now).length >= LOGIN_RISK.maxFailures);
  }

  recordFailure(ip: string, device: string | undefined, now: number) {
    for (const key of this.keys(ip, device)) this.failures.set(key, [...this.recent(key, now), now]);
  }

  recordSuccess(ip: string, device: string | undefined) {
    for (const key of this.keys(ip, device)) this.failures.delete(key);
  }
}
