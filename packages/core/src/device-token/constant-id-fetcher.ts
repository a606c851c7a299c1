import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import { callEndpoint } from '../request/call-endpoint.ts';
import type { RequestClient } from '../request/request-client.ts';

/**
 * The device service lives on the page's own origin: the endpoint table's constant-id call
 * (`GET /v1/device/constant-id?appId=<app id>[&terminalCode=<terminal code>]`) answers a token. A
 * 40-character token is a success token; any other non-empty token is demoted (risky device). The
 * app id tells the server which environment's key set to use.
 */

export const DEVICE_TOKEN_APP_IDS = {
  test: 'tideline-web-test',
  production: 'tideline-web',
} as const;

export type DeviceTokenEnvironment = keyof typeof DEVICE_TOKEN_APP_IDS;

export interface ConstantIdFetcherOptions {
  /** The page's request client, so the call carries languageType, timestamp and headers. */
  client: Pick<RequestClient, 'get' | 'post'>;
  environment: DeviceTokenEnvironment;
  /**
   * The device's terminal code; a promise lets the caller hold the fetch until the fingerprint is
   * known, since a token asked for without one is always demoted (it has nothing to be bound to).
   */
  getTerminalCode?: () => string | Promise<string>;
}

/** The query of the constant-id call: the environment's app id and, once known, the terminal code. */
export function constantIdParams(
  environment: DeviceTokenEnvironment,
  terminalCode: string,
): Record<string, string> {
  const params: Record<string, string> = { appId: DEVICE_TOKEN_APP_IDS[environment] };
  if (terminalCode) params.terminalCode = terminalCode;
  return params;
}

/**
 * Builds the `fetchToken` of the device-token client; rejects when the call fails (the request
 * client rejects on HTTP and envelope failures).
 */
export function createConstantIdFetcher(options: ConstantIdFetcherOptions): () => Promise<string> {
  return async () => {
    const params = constantIdParams(options.environment, (await options.getTerminalCode?.()) ?? '');
    return (await callEndpoint(options.client, GATEWAY_ENDPOINTS.constantId, params)).token;
  };
}
