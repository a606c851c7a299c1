// The gateway's client config (`GET /v1/mix/config/client`): the device-token environment and the
// image-domain candidates both come from it at page start, so the page asks once and shares the
// answer. It goes through the page's request client like every gateway call (§7: languageType,
// timestamp, terminal code and the other headers). A failed read is forgotten, so the next caller
// asks again.
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import type { ClientConfig } from '@tideline/protocol/gateway/client-config';
import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import { referenceReader } from '../api/reference-client.ts';

let answer: Promise<ClientConfig> | undefined;

/** The client config, asked for at most once per page while it succeeds. */
export function loadClientConfig(client: RequestClient): Promise<ClientConfig> {
  answer ??= callEndpoint(referenceReader(client), GATEWAY_ENDPOINTS.clientConfig).catch((error: unknown) => {
    answer = undefined;
    throw error;
  });
  return answer;
}
