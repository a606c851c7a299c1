// Slider captcha payloads (spec §3 "Captcha payloads", §4 "Captcha flow", §7, §8; design §3).
import type { z } from 'zod';
import type {
  captchaCheckData,
  captchaCheckRequest,
  captchaIdData,
  captchaIdRequest,
  captchaPuzzle,
} from './gateway/captcha.ts';
import { base64ToBytes, bytesToBase64 } from './gateway-crypto.ts';

/** `captchaType` 3 is the slider (spec §3). */
export { CAPTCHA_TYPE_SLIDER } from './gateway/captcha.ts';
/** The code and group with which the gateway demands a captcha before it serves a request. */
export const CAPTCHA_REQUIRED_CODE = '10021';
export const CAPTCHA_REQUIRED_GROUP = 'gateway';
/** Returned to the caller when the user closes the challenge in the gateway flow (spec §8). */
export const CAPTCHA_CLOSED_CODE = '90000001';

/** How close the dropped piece must be to the hole, as a fraction of the image width. */
export const CAPTCHA_POSITION_TOLERANCE = 0.02;
/** Lifetime of an unsolved challenge and of a pass token. */
export const CAPTCHA_CHALLENGE_TTL_MS = 2 * 60_000;
export const CAPTCHA_PASS_TOKEN_TTL_MS = 2 * 60_000;

/** Body of `POST /v1/security/policy/captcha/get-captcha-id` (its schema: gateway/captcha.ts). */
export type CaptchaIdRequest = z.input<typeof captchaIdRequest>;

/** `data` of the get-captcha-id answer: status 0, no challenge; 1, show `captchaId`. */
export type CaptchaIdData = z.infer<typeof captchaIdData>;

/** The puzzle the client draws, from `GET /v1/security/policy/captcha/puzzle?captchaId=`. */
export type CaptchaPuzzle = z.infer<typeof captchaPuzzle>;

/** One sample of the drag: milliseconds since the start, and the piece's left edge in pixels. */
export type TrajectoryPoint = readonly [t: number, x: number, y: number];

/** The JSON that `captchaValidate` carries, base64-encoded, for type 3 (spec §3). */
export interface SliderValidation {
  captchaId: string;
  /** Final left edge of the piece, in image pixels. */
  x: number;
  input: 'pointer' | 'keyboard';
  trajectory: TrajectoryPoint[];
}

/** Body of `POST /v1/security/policy/captcha/check-captcha`. */
export type CaptchaCheckRequest = z.input<typeof captchaCheckRequest>;

export type CaptchaCheckData = z.infer<typeof captchaCheckData>;

export function encodeSliderValidation(validation: SliderValidation): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(validation)));
}

function isPoint(p: unknown): p is TrajectoryPoint {
  return Array.isArray(p) && p.length === 3 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
}

/** Parses `captchaValidate`; undefined for anything that is not a well-formed slider validation. */
export function decodeSliderValidation(encoded: string, maxPoints = 2000): SliderValidation | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(base64ToBytes(encoded)));
    if (typeof value !== 'object' || value === null) return undefined;
    const v = value as Record<string, unknown>;
    if (typeof v.captchaId !== 'string' || typeof v.x !== 'number' || !Number.isFinite(v.x)) return undefined;
    if (v.input !== 'pointer' && v.input !== 'keyboard') return undefined;
    if (!Array.isArray(v.trajectory) || v.trajectory.length > maxPoints || !v.trajectory.every(isPoint))
      return undefined;
    return { captchaId: v.captchaId, x: v.x, input: v.input, trajectory: v.trajectory };
  } catch {
    return undefined;
  }
}
