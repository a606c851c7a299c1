import { CAPTCHA_POSITION_TOLERANCE } from '@tideline/protocol/captcha';
import { isLoopback } from '../../platform/loopback-address.ts';

/**
 * Escalation against blind guessing of the slider (issue #21 item 7). A random drop lands inside
 * ±2 % of the width about one time in twenty, so answers alone cannot keep a bot out: failed
 * answers are counted per device and per address, and the next challenges get harder (half the
 * tolerance, still reachable with the keyboard's 1-pixel steps), then stop for a cool-down. A
 * person who misses once or twice meets nothing; a bot gets a handful of tries per window.
 */
export const SLIDER_ESCALATION = {
  windowMs: 15 * 60_000,
  /** From this many recent failures, challenges are issued with the hard tolerance. */
  hardAfter: 2,
  hardTolerance: CAPTCHA_POSITION_TOLERANCE / 2,
  /** From this many, no challenge is issued until the cool-down has passed. */
  coolDownAfter: 4,
  coolDownMs: 5 * 60_000,
  /** An address is often shared (an office, a carrier's NAT): it tolerates more. */
  addressFactor: 3,
} as const;

export interface SliderCaller {
  readonly device: string;
  readonly ip: string;
}

export type SliderDifficulty =
  | { readonly kind: 'normal' | 'hard'; readonly tolerance: number }
  | { readonly kind: 'cooling-down'; readonly retryAfterMs: number };

export class SliderFailures {
  private readonly failures = new Map<string, number[]>();

  private keys(caller: SliderCaller): Array<readonly [key: string, factor: number]> {
    return [
      [`device:${caller.device}`, 1],
      ...(isLoopback(caller.ip) ? [] : [[`ip:${caller.ip}`, SLIDER_ESCALATION.addressFactor] as const]),
    ];
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - SLIDER_ESCALATION.windowMs);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** How hard the next challenge for this caller is, or how long until one is issued again. */
  difficulty(caller: SliderCaller, now: number): SliderDifficulty {
    let hard = false;
    let retryAfterMs = 0;
    for (const [key, factor] of this.keys(caller)) {
      const recent = this.recent(key, now);
      const coolDownAt = SLIDER_ESCALATION.coolDownAfter * factor;
      if (recent.length >= coolDownAt) {
        const last = recent[recent.length - 1] ?? now;
        retryAfterMs = Math.max(retryAfterMs, last + SLIDER_ESCALATION.coolDownMs - now);
      }
      if (recent.length >= SLIDER_ESCALATION.hardAfter * factor) hard = true;
    }
    if (retryAfterMs > 0) return { kind: 'cooling-down', retryAfterMs };
    return hard
      ? { kind: 'hard', tolerance: SLIDER_ESCALATION.hardTolerance }
      : { kind: 'normal', tolerance: CAPTCHA_POSITION_TOLERANCE };
  }

  failed(caller: SliderCaller, now: number): void {
    for (const [key] of this.keys(caller)) this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** A solved challenge clears its device's failures; the address keeps counting (others share it). */
  solved(caller: SliderCaller): void {
    this.failures.delete(`device:${caller.device}`);
  }
}
