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

interface ConstantIdAnswer {
  code?: unknown;
  data?: { token?: unknown } | null;
}

export interface ConstantIdFetcherOptions {
  fetch: (url: string, init: { method: 'GET'; credentials: 'same-origin' }) => Promise<Response>;
  environment: DeviceTokenEnvironment;
  /** Base of the page's own origin; '' keeps the call relative. */
  origin?: string;
  /**
   * The device's terminal code; a promise lets the caller hold the fetch until the fingerprint is
   * known, since a token asked for without one is always demoted (it has nothing to be bound to).
   */
  getTerminalCode?: () => string | Promise<string>;
}

export function buildConstantIdUrl(
  origin: string,
  environment: DeviceTokenEnvironment,
  terminalCode: string,
): string {
  const query = new URLSearchParams({ appId: DEVICE_TOKEN_APP_IDS[environment] });
  if (terminalCode) query.set('terminalCode', terminalCode);
  return `${origin}${DEVICE_CONSTANT_ID_PATH}?${query.toString()}`;
}

/** Builds the `fetchToken` of the device-token client; rejects on HTTP or envelope failure. */
export function createConstantIdFetcher(options: ConstantIdFetcherOptions): () => Promise<string> {
  return async () => {
    const url = buildConstantIdUrl(
      options.origin ?? '',
      options.environment,
      (await options.getTerminalCode?.()) ?? '',
    );
    const response = await options.fetch(url, { method: 'GET', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`device service answered HTTP ${response.status}`);
    const answer = (await response.json()) as ConstantIdAnswer;
    if (answer.code !== 0 && answer.code !== '0')
      throw new Error(`device service answered code ${String(answer.code)}`);
    const token = answer.data?.token;
    return typeof token === 'string' ? token : '';
  };
}
