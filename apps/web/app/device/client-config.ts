// The gateway's client config (`GET /v1/mix/config/client`): the device-token environment and the
// image-domain candidates both come from it at page start, so the page asks once and shares the
// answer. It goes through the page's request client like every gateway call (§7: languageType,
// timestamp, terminal code and the other headers). A failed read is forgotten, so the next caller
// asks again.
import type { RequestClient } from '@tideline/core/request';

export const CLIENT_CONFIG_PATH = '/v1/mix/config/client';

let answer: Promise<unknown> | undefined;

/** The client config's envelope, asked for at most once per page while it succeeds. */
export function loadClientConfig(client: Pick<RequestClient, 'get'>): Promise<unknown> {
  answer ??= client.get<unknown>(CLIENT_CONFIG_PATH).catch((error: unknown) => {
    answer = undefined;
    throw error;
  });
  return answer;
}
