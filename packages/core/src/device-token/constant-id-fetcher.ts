import type { Envelope } from '@tideline/protocol/envelope';

/**
 * The device service lives on the page's own origin:
 *   GET /v1/device/constant-id?appId=<app id>[&terminalCode=<terminal code>]
 * answers the standard envelope `{ code: 0, data: { token: string } }`. A 40-character token is a
 * success token; any other non-empty token is demoted (risky device). The app id tells the server
 * which environment's key set to use.
 */
export const DEVICE_CONSTANT_ID_PATH = '/v1/device/constant-id';

export const DEVICE_TOKEN_APP_IDS = {
  test: 'tideline-web-test',
  production: 'tideline-web',
} as const;

export type DeviceTokenEnvironment = keyof typeof DEVICE_TOKEN_APP_IDS;

/** The request client's GET (or a stand-in): the call carries the §7 conventions like every other. */
export type ConstantIdGet = (
  path: string,
  params: Record<string, string>,
) => Promise<Envelope<{ token?: unknown } | null>>;

export interface ConstantIdFetcherOptions {
  /** The page's request client's `get`, so the call carries languageType, timestamp and headers. */
  get: ConstantIdGet;
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
    const answer = await options.get(DEVICE_CONSTANT_ID_PATH, params);
    const token = answer.data?.token;
    return typeof token === 'string' ? token : '';
  };
}
