// The captcha flows of spec §4, framework-free. The challenge UI is injected (`present`), so the
// same flow drives the React slider in the browser and a scripted solver in tests.
// - Standalone: request a captcha id; status 0 means no challenge and succeeds at once; otherwise
//   show the challenge and check the answer; closing yields 'closed'.
// - Gateway-triggered: an answer with code 10021 and group 'gateway' runs the standalone flow and
//   retries the original request once with the `captcha-token` header; if the user closes the
//   challenge, the caller gets the original message with code 90000001 (spec §8).
import {
  CAPTCHA_CLOSED_CODE,
  CAPTCHA_REQUIRED_CODE,
  CAPTCHA_REQUIRED_GROUP,
  CAPTCHA_TYPE_SLIDER,
  type CaptchaCheckRequest,
  type CaptchaIdData,
  type CaptchaIdRequest,
  encodeSliderValidation,
  type SliderValidation,
} from '@tideline/protocol/captcha';

export type CaptchaOutcome =
  | { kind: 'passed'; captchaToken: string | undefined }
  | { kind: 'closed' }
  | { kind: 'failed'; code: string; msg: string };

export interface CaptchaApi {
  getCaptchaId(
    request: CaptchaIdRequest,
  ): Promise<{ code: string | number; data?: CaptchaIdData; msg?: string }>;
  checkCaptcha(
    request: CaptchaCheckRequest,
  ): Promise<{ code: string | number; data?: { captchaToken: string }; msg?: string }>;
}

/** Shows the challenge for `captchaId`; resolves with the user's answer, or 'closed'. A second
 * call to `retry` lets the UI ask for a fresh puzzle after a wrong answer. */
export type PresentChallenge = (captchaId: string, bizId: string) => Promise<SliderValidation | 'closed'>;

const isSuccess = (code: string | number) =>
  code === 0 || code === '0' || code === '00000' || code === 200 || code === '200';

export async function runCaptchaFlow(
  api: CaptchaApi,
  present: PresentChallenge,
  request: CaptchaIdRequest,
): Promise<CaptchaOutcome> {
  const idAnswer = await api.getCaptchaId(request);
  if (!isSuccess(idAnswer.code) || !idAnswer.data) {
    return { kind: 'failed', code: String(idAnswer.code), msg: idAnswer.msg ?? '' };
  }
  const { status, captchaId, bizId } = idAnswer.data;
  if (status === 0) return { kind: 'passed', captchaToken: undefined };
  const answer = await present(captchaId, bizId);
  if (answer === 'closed') return { kind: 'closed' };
  const check = await api.checkCaptcha({
    captchaType: CAPTCHA_TYPE_SLIDER,
    captchaValidate: encodeSliderValidation(answer),
    bizId,
    ...(request.bizParam !== undefined ? { bizParam: request.bizParam } : {}),
    ...(request.areaCode !== undefined ? { areaCode: request.areaCode } : {}),
  });
  if (!isSuccess(check.code) || !check.data?.captchaToken)
    return { kind: 'failed', code: String(check.code), msg: check.msg ?? '' };
  return { kind: 'passed', captchaToken: check.data.captchaToken };
}

export interface GatewayAnswer {
  code: string | number;
  msg?: string;
  group?: string;
  data?: unknown;
}

export function isCaptchaDemand(answer: GatewayAnswer): boolean {
  return String(answer.code) === CAPTCHA_REQUIRED_CODE && answer.group === CAPTCHA_REQUIRED_GROUP;
}

/**
 * Wraps one request: when the gateway demands a captcha, solve it and retry once with the token.
 * `send` performs the original request, with extra headers on the retry.
 */
export async function withGatewayCaptcha<T extends GatewayAnswer>(
  send: (extraHeaders: Record<string, string>) => Promise<T>,
  api: CaptchaApi,
  present: PresentChallenge,
  scene: string,
): Promise<T | (GatewayAnswer & { code: typeof CAPTCHA_CLOSED_CODE })> {
  const first = await send({});
  if (!isCaptchaDemand(first)) return first;
  const outcome = await runCaptchaFlow(api, present, { scene });
  if (outcome.kind === 'closed') return { ...first, code: CAPTCHA_CLOSED_CODE, msg: first.msg ?? '' };
  if (outcome.kind === 'failed') return { ...first, code: outcome.code, msg: outcome.msg || first.msg || '' };
  return send(outcome.captchaToken ? { 'captcha-token': outcome.captchaToken } : {});
}
