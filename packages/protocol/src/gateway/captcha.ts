import { z } from 'zod';
import { endpointQuery } from '../endpoint.ts';

/** The slider captcha calls' wire shapes (spec §3 "Captcha payloads", §4 "Captcha flow"). */

/** `captchaType` 3 is the slider (spec §3). Defined here, beside the schemas that use it. */
export const CAPTCHA_TYPE_SLIDER = 3;

/** Body of `POST /v1/security/policy/captcha/get-captcha-id`. */
export const captchaIdRequest = z.strictObject({
  scene: z.string().trim().min(1).max(64),
  bizParam: z.string().max(512).optional(),
  areaCode: z.string().max(8).optional(),
  bizId: z.string().max(128).optional(),
});

/**
 * `status` 0: no challenge needed, the flow succeeds at once; 1: show the challenge `captchaId`.
 * `geetestId` names the puzzle generator (here always 'slider').
 */
export const captchaIdData = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  geetestId: z.string(),
  bizId: z.string(),
  captchaId: z.string(),
});

export const captchaPuzzleQuery = endpointQuery({ captchaId: z.string().min(1).max(64) });

/** The puzzle the client draws. */
export const captchaPuzzle = z.object({
  captchaId: z.string(),
  width: z.number(),
  height: z.number(),
  /** PNG data URLs: the background with the hole (and a decoy), and the piece to drag. */
  background: z.string(),
  piece: z.string(),
  pieceWidth: z.number(),
  /** The piece's fixed vertical position; only x is solved. */
  pieceY: z.number(),
});

/** Body of `POST /v1/security/policy/captcha/check-captcha`: `captchaValidate` is base64 JSON. */
export const captchaCheckRequest = z.strictObject({
  captchaType: z.literal(CAPTCHA_TYPE_SLIDER),
  captchaValidate: z.string().min(1).max(100_000),
  bizId: z.string().min(1).max(128),
  bizParam: z.string().max(512).optional(),
  areaCode: z.string().max(8).optional(),
});

/** The pass token the retried request carries in the `captcha-token` header. */
export const captchaCheckData = z.object({ captchaToken: z.string() });
