// The browser's own request client from @tideline/core (its signing, login encryption and
// captcha steps) driven from Node with a cookie jar, so server tests and benches talk to the real
// gateway exactly as the web app does.
import { createMemoryKeyStore, installGatewaySecurity } from '@tideline/core/gateway-signing';
import { createRequestClient } from '@tideline/core/request';
import type { SliderValidation } from '@tideline/protocol/captcha';
import type { SignAlgorithm } from '@tideline/protocol/gateway-sign';

/** A Node stand-in for the browser's cookie jar, so the session cookie rides along. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    /** The jar as a `cookie` header, for tools that send their own requests (benches). */
    header,
    request: (config: import('axios').InternalAxiosRequestConfig) => {
      if (cookies.size > 0) config.headers.set('cookie', header());
      return config;
    },
    response: (response: import('axios').AxiosResponse) => {
      const set = response.headers['set-cookie'];
      for (const line of Array.isArray(set) ? set : []) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) cookies.set(name.trim(), value.join('='));
      }
      return response;
    },
  };
}

/**
 * The web app's request client for `baseUrl` (the gateway's `/v1` base), with the gateway's root
 * public key `root` and the signing algorithm; a captcha is answered by `presentCaptcha` (closed by
 * default). Answers the client, its security steps, its key store, the toasts it raised and its jar.
 */
export function makeWebClient(
  baseUrl: string,
  root: string,
  algorithm: SignAlgorithm,
  presentCaptcha?: (id: string) => Promise<SliderValidation | 'closed'>,
  terminalCode = 'terminal-1',
) {
  let loggedIn = false;
  const toasts: string[] = [];
  const client = createRequestClient({
    baseURL: baseUrl,
    getLocale: () => 'en',
    getTheme: () => 'dark',
    getTerminalCode: () => terminalCode,
    onToast: (message) => toasts.push(message),
    onLogout: () => {
      loggedIn = false;
    },
  });
  const jar = cookieJar();
  client.use(jar.request, jar.response);
  const keyStore = createMemoryKeyStore();
  const security = installGatewaySecurity({
    client,
    rootPublicKey: root,
    session: undefined,
    keyStore,
    isSecureContext: true,
    algorithm,
    isLoggedIn: () => loggedIn,
    onLoggedIn: () => {
      loggedIn = true;
    },
    now: () => Date.now(),
    page: () => `${baseUrl}/login`,
    toast: (message) => toasts.push(message),
    logout: () => {
      loggedIn = false;
    },
    presentCaptcha: presentCaptcha ?? (async () => 'closed'),
  });
  return { client, security, keyStore, toasts, jar };
}

/**
 * The headers a web client sends with a GET of `path` (its cookies and signature), captured from a
 * real call, so tests and benches can send the same request themselves. Throws if the call fails.
 */
export async function sentHeaders(web: ReturnType<typeof makeWebClient>, path: string) {
  const headers: Record<string, string> = {};
  // A response interceptor sees the request as sent, after the client's own steps set its headers.
  const eject = web.client.use(undefined, (response) => {
    for (const [name, value] of Object.entries(response.config.headers.toJSON()))
      if (!['content-length', 'content-type'].includes(name.toLowerCase()))
        headers[name.toLowerCase()] = String(value);
    return response;
  });
  try {
    const answer = await web.client.get(path);
    if (answer.status !== 'success') throw new Error(`${path} failed: ${JSON.stringify(answer)}`);
  } finally {
    eject();
  }
  return { ...headers, cookie: web.jar.header() };
}
