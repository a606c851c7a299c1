// The gateway's client config (`GET /v1/mix/config/client`): the device-token environment and the
// image-domain candidates both come from it at page start, so the page asks once and shares the
// answer. A failed read is forgotten, so the next caller asks again.
const CLIENT_CONFIG_PATH = '/v1/mix/config/client';

let answer: Promise<unknown> | undefined;

/** The parsed JSON answer of the client config, fetched at most once per page while it succeeds. */
export function loadClientConfig(): Promise<unknown> {
  answer ??= fetch(CLIENT_CONFIG_PATH, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`client config answered HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      answer = undefined;
      throw error;
    });
  return answer;
}
