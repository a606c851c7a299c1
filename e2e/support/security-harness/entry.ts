// Runs in the browser page: the product's own request client with its gateway security steps, as
// the web app assembles them, exposed to the test so it can drive each signing mode and key size.
import { createConstantIdFetcher } from '@tideline/core/device-token';
import { createIndexedDbKeyStore, hashUserId, installGatewaySecurity } from '@tideline/core/gateway-signing';
import { createRequestClient } from '@tideline/core/request';
import type { SignAlgorithm } from '@tideline/protocol/gateway-sign';

export interface HarnessOptions {
  rootPublicKey: string;
  algorithm: SignAlgorithm;
  terminalCode: string;
}

export function createHarness(options: HarnessOptions) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  let loggedIn = false;
  // Through the harness's own request client, as the web app does it (called after it exists).
  const fetchToken = createConstantIdFetcher({
    environment: 'test',
    client: {
      get: (path, params, options) => client.get(path, params, options),
      post: (path, params, options) => client.post(path, params, options),
    },
    getTerminalCode: () => options.terminalCode,
  });
  const client = createRequestClient({
    getLocale: () => 'en',
    getTheme: () => 'dark',
    getTerminalCode: () => options.terminalCode,
    onToast: () => undefined,
    onLogout: () => {
      loggedIn = false;
    },
    getDeviceToken: () => fetchToken(),
  });
  const security = installGatewaySecurity({
    client,
    rootPublicKey: options.rootPublicKey,
    session: window.sessionStorage,
    keyStore: createIndexedDbKeyStore(indexedDB),
    isSecureContext: window.isSecureContext,
    algorithm: options.algorithm,
    isLoggedIn: () => loggedIn,
    onLoggedIn: () => {
      loggedIn = true;
    },
    now: () => Date.now(),
    page: () => location.href,
    toast: () => undefined,
    logout: () => {
      loggedIn = false;
    },
    presentCaptcha: async () => 'closed',
  });
  // Records what went on the wire, after every step has run.
  client.use(undefined, (response) => {
    const headers = Object.fromEntries(
      Object.entries(response.config.headers.toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    sent.push({ url: response.config.url ?? '', headers, body: response.config.data });
    return response;
  });
  return { client, security, sent, hashUserId };
}
