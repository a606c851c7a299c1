import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryKeyStore, installGatewaySecurity } from '@tideline/core/gateway-signing';
import { createRequestClient } from '@tideline/core/request';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRootPublicKey } from '../src/gateway-security/keys/gateway-keys.ts';
import { DEMO_USER } from '../src/plugins/accounts/demo-user.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';

/** A browser as the web app runs it: the real request client with the gateway security layer and cookies. */
function browser(baseUrl: string, root: string) {
  const cookies = new Map<string, string>();
  const client = createRequestClient({
    baseURL: baseUrl,
    getLocale: () => 'en',
    getTheme: () => 'dark',
    getTerminalCode: () => 'terminal-key-binding',
    onToast: () => undefined,
    onLogout: () => undefined,
  });
  client.use(
    (config: InternalAxiosRequestConfig) => {
      if (cookies.size > 0)
        config.headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      return config;
    },
    (response: AxiosResponse) => {
      const set = response.headers['set-cookie'];
      for (const line of Array.isArray(set) ? set : []) {
        const [name, ...value] = (line.split(';')[0] ?? '').split('=');
        if (name) cookies.set(name.trim(), value.join('='));
      }
      return response;
    },
  );
  let loggedIn = false;
  const security = installGatewaySecurity({
    client,
    rootPublicKey: root,
    session: undefined,
    keyStore: createMemoryKeyStore(),
    isSecureContext: true,
    algorithm: 'rsa1024',
    isLoggedIn: () => loggedIn,
    onLoggedIn: () => {
      loggedIn = true;
    },
    now: () => Date.now(),
    page: () => `${baseUrl}/login`,
    toast: () => undefined,
    logout: () => {
      loggedIn = false;
    },
    presentCaptcha: async () => 'closed',
  });
  return { client, ready: () => security.ready() };
}

describe.each(backends)('§4 client key after a QR or third-party login on $name', (backend) => {
  let server: RunningServer;
  let root: string;
  let keysDir: string;
  beforeAll(async () => {
    keysDir = mkdtempSync(join(tmpdir(), 'tideline-third-keys-'));
    server = await startServer(backend, { GATEWAY_SIGNING: '1', KEYS_DIR: keysDir });
    root = await ensureRootPublicKey(keysDir);
  });
  afterAll(async () => {
    await server.close();
    rmSync(keysDir, { recursive: true, force: true });
  });

  it('§4 a QR login binds the page key to the page session, and the app session keeps its own key', async () => {
    const app = browser(server.baseUrl, root);
    const page = browser(server.baseUrl, root);
    await Promise.all([app.ready(), page.ready()]);
    // The app logs in with its password: its key is now the account's bound key.
    await app.client.post('/user/login', { loginName: DEMO_USER.email, pwd: DEMO_USER.password });
    const { qrcodeKey } = (await page.client.post<{ qrcodeKey: string }>('/user/public/qr/create', {})).data;
    await app.client.post('/user/public/qr/scan', { qrcodeKey });
    await app.client.post('/user/public/qr/confirm', { qrcodeKey });
    const status = await page.client.post<{ status: string }>('/user/public/getQrKeyStatus', { qrcodeKey });
    expect(status.data.status).toBe('confirmed');
    // A signed call of the page (mode 1) verifies against the key bound at its QR login.
    const terminals = await page.client.post<{ login: boolean }>(
      '/user/public/getCrossTerminalLoginStatus',
      {},
    );
    expect(terminals.data.login).toBe(true);
    // The app's session keeps the key bound at its own login: a login elsewhere leaves it alone.
    const appStatus = await app.client.post<{ login: boolean }>(
      '/user/public/getCrossTerminalLoginStatus',
      {},
    );
    expect(appStatus.data.login).toBe(true);
  });
});
