// One gateway captcha at a time (spec §4): `presentCaptcha` parks the challenge here and waits for
// the modal's answer; the modal subscribes and settles it. Framework-free so the flow is testable.
import type { PresentChallenge } from '@tideline/core/captcha';
import type { SliderValidation } from '@tideline/protocol/captcha';

export interface PendingChallenge {
  captchaId: string;
  bizId: string;
  settle: (answer: SliderValidation | 'closed') => void;
  fail: (error: unknown) => void;
}

export interface ChallengeQueue {
  present: PresentChallenge;
  current: () => PendingChallenge | null;
  subscribe: (listener: () => void) => () => void;
}

export function createChallengeQueue(): ChallengeQueue {
  let current: PendingChallenge | null = null;
  const listeners = new Set<() => void>();
  const set = (next: PendingChallenge | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    present: (captchaId, bizId) =>
      new Promise((resolve, reject) => {
        // A newer challenge replaces an older one, which then counts as closed.
        current?.settle('closed');
        const pending: PendingChallenge = {
          captchaId,
          bizId,
          settle: (answer) => {
            if (current === pending) set(null);
            resolve(answer);
          },
          fail: (error) => {
            if (current === pending) set(null);
            reject(error);
          },
        };
        set(pending);
      }),
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
