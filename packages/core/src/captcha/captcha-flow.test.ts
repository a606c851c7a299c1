import type { SliderValidation } from '@tideline/protocol/captcha';
import { decodeSliderValidation } from '@tideline/protocol/captcha';
import { describe, expect, it, vi } from 'vitest';
import { type CaptchaApi, isCaptchaDemand, runCaptchaFlow, withGatewayCaptcha } from './captcha-flow.ts';
import { loadCaptchaUi } from './load-captcha-ui.ts';

const answer: SliderValidation = { captchaId: 'c1', x: 120, input: 'pointer', trajectory: [[0, 0, 0]] };

function api(overrides: Partial<CaptchaApi> = {}): CaptchaApi {
  return {
    getCaptchaId: vi.fn(async () => ({
      code: '00000',
      data: { status: 1 as const, geetestId: 'slider', bizId: 'b1', captchaId: 'c1' },
    })),
    checkCaptcha: vi.fn(async () => ({ code: '00000', data: { captchaToken: 'pass-1' } })),
    ...overrides,
  };
}

describe('§4 standalone captcha flow', () => {
  it('succeeds at once when the answer status is 0', async () => {
    const present = vi.fn();
    const a = api({
      getCaptchaId: async () => ({ code: 0, data: { status: 0, geetestId: '', bizId: 'b', captchaId: '' } }),
    });
    expect(await runCaptchaFlow(a, present, { scene: 'login' })).toEqual({
      kind: 'passed',
      captchaToken: undefined,
    });
    expect(present).not.toHaveBeenCalled();
  });

  it('shows the challenge and checks type 3 with base64 JSON of the result', async () => {
    const a = api();
    const outcome = await runCaptchaFlow(a, async () => answer, { scene: 'login', areaCode: '86' });
    expect(outcome).toEqual({ kind: 'passed', captchaToken: 'pass-1' });
    const sent = vi.mocked(a.checkCaptcha).mock.calls[0]?.[0];
    expect(sent?.captchaType).toBe(3);
    expect(sent?.bizId).toBe('b1');
    expect(sent?.areaCode).toBe('86');
    expect(decodeSliderValidation(sent?.captchaValidate ?? '')).toEqual(answer);
  });

  it("yields 'closed' when the challenge is closed", async () => {
    expect(await runCaptchaFlow(api(), async () => 'closed', { scene: 'login' })).toEqual({ kind: 'closed' });
  });

  it('passes a code that is not 0, 200 or 00000 to the caller as a failure', async () => {
    const a = api({ checkCaptcha: async () => ({ code: '10022', msg: 'Wrong position' }) });
    expect(await runCaptchaFlow(a, async () => answer, { scene: 'login' })).toEqual({
      kind: 'failed',
      code: '10022',
      msg: 'Wrong position',
    });
  });
});

describe('§4 gateway-triggered captcha flow', () => {
  const demand = { code: '10021', group: 'gateway', msg: 'Please complete the security check' };

  it('recognises only 10021 with group gateway', () => {
    expect(isCaptchaDemand(demand)).toBe(true);
    expect(isCaptchaDemand({ code: '10021' })).toBe(false);
    expect(isCaptchaDemand({ code: 10021, group: 'gateway' })).toBe(true);
  });

  it('solves the captcha and retries the original request once with the captcha-token header', async () => {
    const send = vi.fn(async (headers: Record<string, string>) =>
      headers['captcha-token'] ? { code: 0, msg: 'ok' } : demand,
    );
    const result = await withGatewayCaptcha(send, api(), async () => answer, 'login');
    expect(result).toEqual({ code: 0, msg: 'ok' });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toEqual({ 'captcha-token': 'pass-1' });
  });

  it('returns the original message with code 90000001 when the user closes the challenge', async () => {
    const send = vi.fn(async () => demand);
    const result = await withGatewayCaptcha(send, api(), async () => 'closed', 'login');
    expect(result).toEqual({ ...demand, code: '90000001' });
    expect(send).toHaveBeenCalledOnce();
  });

  it('does not touch answers that do not demand a captcha', async () => {
    const send = vi.fn(async () => ({ code: 1, msg: 'Wrong password' }));
    const getCaptchaId = vi.fn();
    expect(await withGatewayCaptcha(send, api({ getCaptchaId }), async () => answer, 'login')).toEqual({
      code: 1,
      msg: 'Wrong password',
    });
    expect(getCaptchaId).not.toHaveBeenCalled();
  });
});

describe('§8 captcha UI loading', () => {
  it('logs and rejects a load failure', async () => {
    const log = vi.fn();
    await expect(loadCaptchaUi(() => Promise.reject(new Error('404')), log)).rejects.toThrow('404');
    expect(log).toHaveBeenCalledWith('captcha UI failed to load: 404');
  });
  it('logs and rejects an abort', async () => {
    const log = vi.fn();
    const controller = new AbortController();
    const pending = loadCaptchaUi(() => new Promise(() => {}), log, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(log).toHaveBeenCalledWith('captcha UI load aborted');
  });
  it('resolves with the loaded module', async () => {
    expect(await loadCaptchaUi(async () => ({ Slider: 1 }), vi.fn())).toEqual({ Slider: 1 });
  });
});
