import { RequestFailure } from '@tideline/core/request';

/**
 * The words to show for a failed call. The gateway answers a product's refusal (red packets, P2P) with a 4xx whose
 * envelope carries the refusal in the page's language; the request client keeps that body only as
 * the failure's cause (its own message names the HTTP status), so the text is read from there.
 */
export function refusalText(error: Error): string {
  if (!(error instanceof RequestFailure)) return error.message;
  if (error.envelope?.msg) return error.envelope.msg;
  const body = (error.cause as { response?: { data?: unknown } } | undefined)?.response?.data;
  if (
    typeof body === 'object' &&
    body !== null &&
    'msg' in body &&
    typeof body.msg === 'string' &&
    body.msg !== ''
  )
    return body.msg;
  return error.message;
}
