// The risk-control device token of spec §4, created once per page in the browser. The device
// service is the gateway's constant-id endpoint on the page's own origin, so there is no separate
// vendor script to wait for; the environment (test or production app id) comes from the gateway's
// client config, so a test gateway and a production gateway each get the id they accept.
import {
  createConstantIdFetcher,
  createDeviceTokenClient,
  createDocumentCookieJar,
  createDocumentVisibility,
  DEVICE_TOKEN_APP_IDS,
  type DeviceTokenClient,
  type DeviceTokenEnvironment,
  subscribeToStorageEvents,
} from '@tideline/core/device-token';
import type { RequestClient } from '@tideline/core/request';
import { awaitTerminalCode } from '../device/browser-device-identity.ts';
import { loadClientConfig } from '../device/client-config.ts';

export function environmentForAppId(appId: string | undefined): DeviceTokenEnvironment {
  return appId === DEVICE_TOKEN_APP_IDS.production ? 'production' : 'test';
}

async function loadEnvironment(client: RequestClient): Promise<DeviceTokenEnvironment> {
  return environmentForAppId((await loadClientConfig(client)).deviceToken.appId);
}

let instance: DeviceTokenClient | undefined;

/**
 * The page's device-token client, started on first use; undefined while rendering on the server.
 * Its calls go through the page's request client (§7 conventions); the constant-id path is not a
 * listed path, so asking for the token never waits on a token.
 */
export function browserDeviceToken(
  getTerminalCode: () => string,
  requests: RequestClient,
): DeviceTokenClient | undefined {
  if (typeof window === 'undefined') return undefined;
  if (instance) return instance;
  const client = createDeviceTokenClient({
    now: () => Date.now(),
    storage: window.localStorage,
    cookies: createDocumentCookieJar(document),
    visibility: createDocumentVisibility(document),
    fetchToken: async () => {
      const fetchToken = createConstantIdFetcher({
        client: requests,
        environment: await loadEnvironment(requests),
        // Held until the fingerprint is known: without a terminal code the token is always demoted.
        getTerminalCode: () => awaitTerminalCode(getTerminalCode),
      });
      return fetchToken();
    },
    script: { isLoaded: () => true, load: () => Promise.resolve() },
    reportError: (error, context) => console.error(`device token: ${context}`, error),
    onStorageChange: (listener) => subscribeToStorageEvents(window, listener),
    onPageHide: (listener) => {
      window.addEventListener('pagehide', listener);
      return () => window.removeEventListener('pagehide', listener);
    },
  });
  instance = client;
  void client.start();
  return client;
}
