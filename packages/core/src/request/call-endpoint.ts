import type { Endpoint, EndpointBody, EndpointQuery, EndpointResponse } from '@tideline/protocol/endpoint';
import type { RequestClient, RequestOptions } from './request-client.ts';
import type { RequestParams } from './request-config.ts';

/** The gateway answered something its endpoint row does not promise: a bug on one side, not the user's. */
export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

/**
 * Calls a gateway endpoint through its row of the endpoint table (packages/protocol/src/endpoint.ts)
 * and answers its `data`, checked against the row's response schema, so a page never renders a
 * shape it was not promised. The request client still does what every call needs (§7 headers,
 * signing, the §8 messages, a forced logout).
 */
export async function callEndpoint<E extends Endpoint>(
  client: Pick<RequestClient, 'get' | 'post'>,
  endpoint: E,
  input?: EndpointQuery<E> | EndpointBody<E>,
  options?: RequestOptions,
): Promise<EndpointResponse<E>> {
  const params = input as RequestParams | undefined;
  const answer =
    endpoint.method === 'GET'
      ? await client.get<unknown>(endpoint.path, params, options)
      : await client.post<unknown>(endpoint.path, params, options);
  const checked = endpoint.response.safeParse(answer.data);
  if (!checked.success) {
    throw new ContractMismatch(`${endpoint.method} ${endpoint.path}: ${checked.error.message}`, {
      cause: checked.error,
    });
  }
  return checked.data as EndpointResponse<E>;
}
