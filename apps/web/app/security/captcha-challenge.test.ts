import { describe, expect, it } from 'vitest';
import { createChallengeQueue } from './captcha-challenge.ts';

const answer = { captchaId: 'c1', x: 120, trajectory: [] } as never;

describe('§4 gateway captcha: the challenge shown to the user', () => {
  it('resolves with the answer and clears the challenge', async () => {
    const queue = createChallengeQueue();
    const seen: (string | null)[] = [];
    queue.subscribe(() => seen.push(queue.current()?.captchaId ?? null));
    const outcome = queue.present('c1', 'b1');
    expect(queue.current()?.bizId).toBe('b1');
    queue.current()?.settle(answer);
    await expect(outcome).resolves.toBe(answer);
    expect(queue.current()).toBeNull();
    expect(seen).toEqual(['c1', null]);
  });

  it("closing yields 'closed'", async () => {
    const queue = createChallengeQueue();
    const outcome = queue.present('c1', 'b1');
    queue.current()?.settle('closed');
    await expect(outcome).resolves.toBe('closed');
  });

  it('a failed UI load rejects the challenge', async () => {
    const queue = createChallengeQueue();
    const outcome = queue.present('c1', 'b1');
    queue.current()?.fail(new Error('captcha UI failed to load'));
    await expect(outcome).rejects.toThrow('captcha UI failed to load');
    expect(queue.current()).toBeNull();
  });

  it('a newer challenge closes the older one', async () => {
    const queue = createChallengeQueue();
    const first = queue.present('c1', 'b1');
    const second = queue.present('c2', 'b2');
    await expect(first).resolves.toBe('closed');
    expect(queue.current()?.captchaId).toBe('c2');
    queue.current()?.settle('closed');
    await expect(second).resolves.toBe('closed');
  });
});
