// Open captcha challenges: only the answer is kept, and a check takes the challenge out of the
// store before looking at the answer, so each challenge is checked once whatever the result
// (design §3). One gateway process owns its challenges; a cluster would move this to the database.
import { CAPTCHA_CHALLENGE_TTL_MS } from '@tideline/protocol/captcha';

export interface Challenge {
  captchaId: string;
  bizId: string;
  scene: string;
  device: string;
  answerX: number;
  /** How close the drop must be, as a fraction of the width: halved for a caller who keeps failing. */
  tolerance: number;
  expiresAt: number;
  /** The drawn images, kept until the client fetches them once. */
  images?: { background: string; piece: string; pieceY: number } | undefined;
}

export class ChallengeStore {
  private readonly open = new Map<string, Challenge>();

  constructor(private readonly maxOpen = 10_000) {}

  add(challenge: Omit<Challenge, 'expiresAt'>, now: number): Challenge {
    this.sweep(now);
    if (this.open.size >= this.maxOpen) {
      const oldest = this.open.keys().next().value;
      if (oldest !== undefined) this.open.delete(oldest);
    }
    const stored = { ...challenge, expiresAt: now + CAPTCHA_CHALLENGE_TTL_MS };
    this.open.set(challenge.captchaId, stored);
    return stored;
  }

  /** The challenge's images, for drawing; the answer never leaves the store. */
  peek(captchaId: string, now: number): Challenge | undefined {
    const c = this.open.get(captchaId);
    return c && c.expiresAt >= now ? c : undefined;
  }

  /** Removes and returns the challenge: single use, even when the answer turns out wrong. */
  take(captchaId: string, now: number): Challenge | undefined {
    const c = this.open.get(captchaId);
    this.open.delete(captchaId);
    return c && c.expiresAt >= now ? c : undefined;
  }

  private sweep(now: number) {
    for (const [id, c] of this.open) if (c.expiresAt < now) this.open.delete(id);
  }
}
