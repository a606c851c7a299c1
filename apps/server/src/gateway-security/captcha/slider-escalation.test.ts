import { CAPTCHA_POSITION_TOLERANCE } from '@tideline/protocol/captcha';
import { describe, expect, it } from 'vitest';
import { SLIDER_ESCALATION, SliderFailures } from './slider-escalation.ts';

const MINUTE = 60_000;
const bot = { device: 'bot', ip: '203.0.113.5' };

function failTimes(failures: SliderFailures, caller: typeof bot, times: number, at: number) {
  for (let i = 0; i < times; i += 1) failures.failed(caller, at);
}

describe('issue #21 item 7: slider escalation', () => {
  it.each([
    [0, 'normal', CAPTCHA_POSITION_TOLERANCE],
    [1, 'normal', CAPTCHA_POSITION_TOLERANCE],
    [SLIDER_ESCALATION.hardAfter, 'hard', CAPTCHA_POSITION_TOLERANCE / 2],
    [SLIDER_ESCALATION.coolDownAfter - 1, 'hard', CAPTCHA_POSITION_TOLERANCE / 2],
  ])('after %i failures of one device the next challenge is %s', (count, kind, tolerance) => {
    const failures = new SliderFailures();
    failTimes(failures, bot, count, 0);
    expect(failures.difficulty(bot, 1)).toEqual({ kind, tolerance });
  });

  it('stops issuing challenges for the cool-down after repeated failures, then starts again', () => {
    const failures = new SliderFailures();
    failTimes(failures, bot, SLIDER_ESCALATION.coolDownAfter, 10 * MINUTE);
    expect(failures.difficulty(bot, 10 * MINUTE + 1000)).toEqual({
      kind: 'cooling-down',
      retryAfterMs: SLIDER_ESCALATION.coolDownMs - 1000,
    });
    // Past the cool-down it is hard again (the failures are still recent), and past the window normal.
    expect(failures.difficulty(bot, 10 * MINUTE + SLIDER_ESCALATION.coolDownMs).kind).toBe('hard');
    expect(failures.difficulty(bot, 10 * MINUTE + SLIDER_ESCALATION.windowMs + 1).kind).toBe('normal');
  });

  it('counts an address for every device behind it, with more room, and not the loopback address', () => {
    const failures = new SliderFailures();
    for (let i = 0; i < SLIDER_ESCALATION.coolDownAfter * SLIDER_ESCALATION.addressFactor; i += 1)
      failures.failed({ device: `rotating-${i}`, ip: bot.ip }, 0);
    expect(failures.difficulty({ device: 'fresh', ip: bot.ip }, 1).kind).toBe('cooling-down');
    const local = new SliderFailures();
    for (let i = 0; i < 50; i += 1) local.failed({ device: `rotating-${i}`, ip: '127.0.0.1' }, 0);
    expect(local.difficulty({ device: 'fresh', ip: '127.0.0.1' }, 1).kind).toBe('normal');
  });

  it("a solved challenge clears its device's failures, not its address's", () => {
    const failures = new SliderFailures();
    failTimes(failures, bot, SLIDER_ESCALATION.hardAfter, 0);
    failures.solved(bot);
    expect(failures.difficulty({ device: bot.device, ip: '127.0.0.1' }, 1).kind).toBe('normal');
    failTimes(failures, { device: 'other', ip: bot.ip }, SLIDER_ESCALATION.hardAfter * 3 - 2, 0);
    expect(failures.difficulty(bot, 1).kind).toBe('hard');
  });
});
