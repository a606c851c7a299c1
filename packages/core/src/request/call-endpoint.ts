import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  fillPath,
  pathParameterNames,
} from '@tideline/protocol/endpoint';
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
/**
 * What a call needs of the request client. Callers that never make PUT or DELETE calls may pass a
 * client without them.
 */
export type EndpointClient = Pick<RequestClient, 'get' | 'post'> &
  Partial<Pick<RequestClient, 'put' | 'delete'>>;

/** A row's input: its query (GET, DELETE) or body (POST, PUT), plus its path parameters. */
export type EndpointInput<E extends Endpoint> = (EndpointQuery<E> | EndpointBody<E>) &
  ([EndpointParams<E>] extends [never] ? unknown : EndpointParams<E>);

export async function callEndpoint<E extends Endpoint>(
  client: EndpointClient,
  endpoint: E,
  input?: EndpointInput<E>,
  options?: RequestOptions,
): Promise<EndpointResponse<E>> {
  const names = pathParameterNames(endpoint.path);
  const all = (input ?? {}) as Record<string, unknown>;
  const path = names.length > 0 ? fillPath(endpoint.path, all) : endpoint.path;
  const rest = Object.fromEntries(Object.entries(all).filter(([name]) => !names.includes(name)));
  const params = (input === undefined && names.length === 0 ? undefined : rest) as RequestParams | undefined;
  const send = {
    GET: client.get,
    POST: client.post,
    PUT: client.put,
    DELETE: client.delete,
  }[endpoint.method];
  if (!send)
    throw new Error(`${endpoint.method} ${endpoint.path}: this client cannot send ${endpoint.method}`);
  // DELETE carries its query in the URL: the request client would send it as a body.
  const answer =
    endpoint.method === 'DELETE'
      ? await send.call(client, withQuery(path, rest), undefined, options)
      : await send.call(client, path, params, options);
  const checked = endpoint.response.safeParse(answer.data);
  if (!checked.success) {
    throw new ContractMismatch(`${endpoint.method} ${endpoint.path}: ${checked.error.message}`, {
      cause: checked.error,
    });
  }
  return checked.data as EndpointResponse<E>;
}

function withQuery(path: string, query: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString()}`;
}
