import { RequestFailure } from '@tideline/core/request';
import { CAPTCHA_CLOSED_CODE } from '@tideline/protocol/captcha';

/**
 * The request client already toasts the §8 catalogue's messages. One answer it leaves to the
 * screen: a captcha the user closed (90000001) carries the original message, shown here.
 */
export function messageLeftToScreen(error: unknown): string | undefined {
  if (!(error instanceof RequestFailure) || String(error.code) !== CAPTCHA_CLOSED_CODE) return undefined;
  return error.envelope?.msg || undefined;
}
