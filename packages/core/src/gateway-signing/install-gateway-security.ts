// Plugs the gateway security steps into the request client (spec §4, §5, §7, §8):
// on the way out, login encryption and signing; on the way back, sign-error recovery, the
// gateway-triggered captcha with one retry, and binding the client key after a login.

import { CAPTCHA_CLOSED_CODE } from '@tideline/protocol/captcha';
import { type Envelope, RESULT_CODE } from '@tideline/protocol/envelope';
import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import { importEncryptionKey } from '@tideline/protocol/gateway-crypto';
import { CAPTCHA_TOKEN_HEADER, type SignAlgorithm } from '@tideline/protocol/gateway-sign';
import { encryptLoginBody, KEY_BINDING_URLS, shouldEncryptLogin } from '@tideline/protocol/login-encryption';
import { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import qs from 'qs';
import { type CaptchaApi, isCaptchaDemand, type PresentChallenge, runCaptchaFlow } from '../captcha/index.ts';
import { callEndpoint, type RequestClient } from '../request/index.ts';
import { bindKeyToUser, type ClientKeyPair, type ClientKeyStore, obtainClientKey } from './client-key.ts';
import { buildCspSecurityReport, type CspSecurityEvent } from './events.ts';
import { createSignRecovery } from './sign-recovery.ts';
import { deviceCheckFields, hashUserId, signRequest } from './sign-request.ts';
import { runSignSetup, type SessionStore, type SignSetupState } from './sign-setup.ts';

/** The calls this module makes itself: never signed, and their answers never recovered from. */
const SIGN_CONFIG_PATH = `/v1${GATEWAY_ENDPOINTS.signConfig.path}`;
const CSP_SECURITY_PATH = `/v1${GATEWAY_ENDPOINTS.cspReport.path}`;

/** Paths after whose successful answer the client key is bound to the user (the gateway's list too). */
const KEY_BINDING_PATHS = new Set(KEY_BINDING_URLS);

export interface GatewaySecurityDeps {
  client: RequestClient;
  /** Base64 SPKI of the root key bundled into the build. */
  rootPublicKey: string;
  session: SessionStore | undefined;
  keyStore: ClientKeyStore;
  isSecureContext: boolean;
  /** Size of a newly generated client key; the config's `defaultAlgorithm` when omitted. */
  algorithm?: SignAlgorithm;
  /** Whether a session exists (the token cookie is httpOnly, so the app tracks it). */
  isLoggedIn: () => boolean;
  /** Called after a login answer with a user id, so the app can record the logged-in state. */
  onLoggedIn?: (userId: string) => void;
  now: () => number;
  page: () => string;
  toast: (message: string) => void;
  logout: () => void;
  presentCaptcha: PresentChallenge;
  captchaScene?: (path: string) => string;
}

/** Marks a request this module has already transformed, and keeps what a retry needs. */
interface SecuredConfig extends InternalAxiosRequestConfig {
  tidelineOriginalData?: unknown;
  tidelineRetried?: boolean;
}

function bodyObject(data: unknown): Record<string, unknown> | undefined {
  if (typeof data === 'string') {
    const parsed = qs.parse(data);
    return typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  }
  if (typeof data === 'object' && data !== null && !(data instanceof FormData))
    return data as Record<string, unknown>;
  return undefined;
}

function withBody(original: unknown, body: Record<string, unknown>): unknown {
  return typeof original === 'string'
    ? qs.stringify(body, { arrayFormat: 'brackets', skipNulls: true })
    : body;
}

function isSuccess(code: unknown): boolean {
  return code === 0 || code === '0' || code === '00000' || code === 200 || code === '200';
}

export function installGatewaySecurity(deps: GatewaySecurityDeps) {
  const { client } = deps;
  let state: SignSetupState = { status: 'not-started' };
  let key: Promise<ClientKeyPair | undefined> | undefined;

  const report = (event: CspSecurityEvent, reason: string) => {
    void callEndpoint(
      client,
      GATEWAY_ENDPOINTS.cspReport,
      buildCspSecurityReport(event, reason, deps.now(), deps.page()),
    ).catch(() => undefined);
  };
  const setup = (reload: boolean) =>
    runSignSetup(
      {
        fetchConfig: async () => (await callEndpoint(client, GATEWAY_ENDPOINTS.signConfig)).gatewaySignConfig,
        session: deps.session,
        rootPublicKey: deps.rootPublicKey,
        report,
      },
      (s) => {
        state = s;
      },
      { reload },
    );
  let ready = setup(false);
  const clientKey = () => {
    const algorithm =
      deps.algorithm ?? (state.status === 'ready' ? state.config.defaultAlgorithm : undefined);
    key ??= obtainClientKey({
      store: deps.keyStore,
      isSecureContext: deps.isSecureContext,
      now: deps.now,
      report,
      ...(algorithm ? { algorithm } : {}),
    }).then((k) => {
      if (!k) key = undefined;
      return k;
    });
    return key;
  };
  const recover = createSignRecovery({
    toast: deps.toast,
    logout: deps.logout,
    reportKeys: () => {
      void deps.keyStore.listPublicKeys().then((keys) => report('signInvalid', keys.join(',')));
    },
    reloadConfig: () => {
      ready = setup(true);
    },
    now: deps.now,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  // callEndpoint resolves only with a success answer's data (a refusal rejects, as before), so the
  // flow reads success for every answer it is handed.
  const succeeded = <T>(data: T) => ({ code: RESULT_CODE.success, data });
  const captchaApi: CaptchaApi = {
    getCaptchaId: async (request) =>
      succeeded(await callEndpoint(client, GATEWAY_ENDPOINTS.captchaId, request)),
    checkCaptcha: async (request) =>
      succeeded(await callEndpoint(client, GATEWAY_ENDPOINTS.captchaCheck, request)),
  };

  const onRequest = async (config: InternalAxiosRequestConfig) => {
    const secured = config as SecuredConfig;
    const path = config.url ?? '';
    if (path === SIGN_CONFIG_PATH || path === CSP_SECURITY_PATH) return config;
    const current = await ready;
    if (current.status !== 'ready') return config;
    if (secured.tidelineOriginalData !== undefined) config.data = secured.tidelineOriginalData;
    else secured.tidelineOriginalData = config.data;
    const headers = AxiosHeaders.from(config.headers);
    const plainHeaders = Object.fromEntries(Object.entries(headers.toJSON()).map(([k, v]) => [k, String(v)]));
    let body = bodyObject(config.data);
    const pair = await clientKey();
    const extra = await deviceCheckFields(
      { path, headers: plainHeaders, body },
      current.config,
      async (hash) => {
        const stored = await deps.keyStore.loadCurrent();
        return stored?.userId && (await hashUserId(stored.userId)) === hash ? stored : undefined;
      },
    );
    if (extra && body) {
      body = { ...body, ...extra };
      config.data = withBody(config.data, body);
    }
    const outcome = await signRequest({ path, headers: plainHeaders, body }, current.config, pair);
    if (outcome.kind !== 'skipped')
      for (const [name, value] of Object.entries(outcome.headers)) headers.set(name, value);
    if (
      pair &&
      body &&
      shouldEncryptLogin(path, { hasToken: deps.isLoggedIn(), hasStoredKey: Boolean(pair.userId) })
    ) {
      const encrypted = await encryptLoginBody({
        path,
        body,
        serverKey: await importEncryptionKey(current.config.serverPublicKey),
        clientKey: pair,
        now: deps.now(),
      });
      config.data = withBody(config.data, encrypted);
    }
    config.headers = headers;
    return config;
  };

  const onResponse = async (response: AxiosResponse) => {
    const envelope = response.data as Envelope<unknown> & { group?: string };
    if (typeof envelope !== 'object' || envelope === null) return response;
    const config = response.config as SecuredConfig;
    const path = config.url ?? '';
    // The report and config calls are never signed; recovering from their answers could loop.
    if (path === CSP_SECURITY_PATH || path === SIGN_CONFIG_PATH) return response;
    const action = recover(envelope.code, envelope.msg);
    if (action !== 'none') return response;
    if (isCaptchaDemand(envelope) && !config.tidelineRetried) {
      const outcome = await runCaptchaFlow(captchaApi, deps.presentCaptcha, {
        scene: deps.captchaScene?.(path) ?? 'login',
      });
      if (outcome.kind === 'passed') {
        const retry: SecuredConfig = {
          ...config,
          tidelineRetried: true,
          headers: AxiosHeaders.from(config.headers),
        };
        if (outcome.captchaToken) retry.headers.set(CAPTCHA_TOKEN_HEADER, outcome.captchaToken);
        return client.axios.request(retry);
      }
      const code = outcome.kind === 'closed' ? CAPTCHA_CLOSED_CODE : outcome.code;
      return { ...response, data: { ...envelope, code, msg: envelope.msg } };
    }
    if (KEY_BINDING_PATHS.has(path) && isSuccess(envelope.code)) {
      const data = envelope.data as { userId?: string | number; needVerify?: boolean } | null;
      if (data?.userId !== undefined && data.needVerify !== true) {
        deps.onLoggedIn?.(String(data.userId));
        const pair = await clientKey();
        if (pair) {
          await bindKeyToUser(deps.keyStore, pair, data, true);
          key = Promise.resolve({ ...pair, userId: String(data.userId) });
        }
      }
    }
    return response;
  };

  const remove = client.use(onRequest, onResponse);
  return {
    ready: () => ready,
    state: () => state,
    dispose: remove,
  };
}
