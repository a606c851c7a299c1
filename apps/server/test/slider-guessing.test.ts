import type { CaptchaPuzzle } from '@tideline/protocol/captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { humanDrag, solvePuzzle } from './support/slider.ts';

// Issue #21 item 7: a bot that answers the slider blindly (a plausible drag to a random place)
// passes fewer than 5 of 1,000 attempts from one device, while a person who misses still gets in.

interface CaptchaIdAnswer {
  code: string;
  data: { captchaId: string; bizId: string; status: number } | null;
}

describe.each(backends)('issue #21 item 7 slider guessing on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  const post = async (device: string, path: string, body: unknown) => {
    const response = await fetch(`${server.baseUrl}/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'terminal-code': device },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as CaptchaIdAnswer,
    };
  };
  const challenge = (device: string) =>
    post(device, '/security/policy/captcha/get-captcha-id', { scene: 'register' });
  const answer = (device: string, id: { captchaId: string; bizId: string }, x: number) =>
    post(device, '/security/policy/captcha/check-captcha', {
      captchaType: 3,
      bizId: id.bizId,
      captchaValidate: Buffer.from(
        JSON.stringify({ captchaId: id.captchaId, x, input: 'pointer', trajectory: humanDrag(x) }),
      ).toString('base64'),
    });
  const puzzle = async (captchaId: string) =>
    (
      (await (
        await fetch(`${server.baseUrl}/v1/security/policy/captcha/puzzle?captchaId=${captchaId}`)
      ).json()) as {
        data: CaptchaPuzzle;
      }
    ).data;

  it('lets fewer than 5 of 1,000 blind answers from one device pass, refusing the rest with 429 00006', async () => {
    let passed = 0;
    let coolingDown = 0;
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const issued = await challenge('blind-bot');
      if (issued.status === 429) {
        coolingDown += 1;
        expect(issued.body.code).toBe('00006');
        const retryAfter = Number(issued.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(300);
        continue;
      }
      const id = issued.body.data!;
      const x = Math.floor(Math.random() * 273);
      if ((await answer('blind-bot', id, x)).body.code === '00000') passed += 1;
    }
    expect(passed).toBeLessThan(5);
    expect(coolingDown).toBeGreaterThan(900);
  });

  it('makes the challenge harder after two misses: a drop 5 px off passes a fresh device, not a failing one', async () => {
    const offBy = async (device: string, delta: number) => {
      const id = (await challenge(device)).body.data!;
      const x = solvePuzzle(await puzzle(id.captchaId));
      return (await answer(device, id, x + delta)).body.code;
    };
    expect(await offBy('steady-hand', 5)).toBe('00000');
    expect(await offBy('shaky-hand', 60)).toBe('10022');
    expect(await offBy('shaky-hand', 60)).toBe('10022');
    expect(await offBy('shaky-hand', 5)).toBe('10022');
    // A person who places it exactly still gets in, and is back to normal afterwards.
    expect(await offBy('shaky-hand', 0)).toBe('00000');
    expect(await offBy('shaky-hand', 5)).toBe('00000');
  });
});
