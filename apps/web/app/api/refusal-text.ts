import { RequestFailure } from '@tideline/core/request';

/**
 * The words to show for a failed call: the gateway's refusal in the page's language when it
 * answered one (a product's refusal comes with a 4xx whose envelope the request client keeps), or
 * the failure's own message (network, time-out).
 */
export function refusalText(error: Error): string {
  if (error instanceof RequestFailure && error.envelope?.msg) return error.envelope.msg;
  return error.message;
}
