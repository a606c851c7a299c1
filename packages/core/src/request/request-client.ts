import { DEFAULT_LANGUAGE, findLanguage } from '@tideline/protocol';
import { STEP_UP_HEADER, STEP_UP_REQUIRED_CODE } from '@tideline/protocol/accounts/step-up';
import { type Envelope, isSuccessCode, RESULT_CODE } from '@tideline/protocol/envelope';
import {
  isCaptchaRequired,
  isLoginExpiredCode,
  isSignErrorCode,
  isToastCode,
  type RequestMessageKey,
} from '@tideline/protocol/error-codes';
import { requestMessage } from '@tideline/protocol/request-messages';
import { requiresStepUp } from '@tideline/protocol/step-up-paths';
import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { normalizeRequestParams } from '../request-params/index.ts';
import { requiresDeviceToken } from './device-token-paths.ts';
import {
  type CatalogueVerdict,
  isEnvelope,
  judgeEnvelope,
  judgeHttpStatus,
  judgeNoResponse,
  type LogoutReason,
  type ToastType,
} from './error-catalogue.ts';
import { buildRequestHeaders, createTraceId, REQUEST_HEADER } from './headers.ts';
import { createInFlightRequests, inFlightKey } from './in-flight-requests.ts';
import {
  apiPath,
  type BodyFormat,
  type FileUpload,
  type RequestMethod,
  type RequestParams,
  serializeQuery,
  shapeRequest,
  uploadFormData,
} from './request-config.ts';
import { RequestFailure } from './request-failure.ts';
import { createLeadingThrottle, FEEDBACK_THROTTLE_MS } from './request-throttle.ts';
import { createServerClock, SERVER_TIME_HEADER, type ServerClock } from './server-clock.ts';

/** §7 / §9: requests give up after 10 seconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * §9 "client helper default 60000 ms": the helper for long calls (file uploads, record exports that
 * read every page) waits 60 s; a 10 s limit would cut a large upload on a slow line.
 */
export const LONG_CALL_TIMEOUT_MS = 60_000;

export interface RequestClientOptions {
  /** '' sends `/v1/...` to the page's own origin. */
  baseURL?: string;
  /** The page locale code (e.g. `zh-CN`): gives languageType and the language-key headers. */
  getLocale: () => string;
  /** The theme preference; `dark`/`black` is sent as dark, anything else as standard. */
  getTheme: () => string;
  getTerminalCode: () => string;
  getDeviceLanguage?: () => string;
  isBeta?: boolean;
  now?: () => number;
  traceId?: () => string;
  /** The app's toast; the client itself has no UI. */
  onToast: (message: string, type: ToastType) => void;
  onLogout: (reason: LogoutReason) => void;
  /** The risk-control token for a path of `DEVICE_TOKEN_PATHS`; may wait for the first token. */
  getDeviceToken?: (path: string) => string | Promise<string>;
  /**
   * A step-up ticket for a step-up call (issue #21 item 1): the app asks the user to prove the
   * account again; rejects when they decline, and the call is not sent.
   */
  getStepUpTicket?: (path: string) => Promise<string>;
  /**
   * The gateway refused the ticket getStepUpTicket gave (it expired, or the session changed, as a
   * switch to a sub-account does): forget it; the call then asks for a new proof once.
   */
  forgetStepUpTicket?: () => void;
  /** The transport; axios picks XHR or fetch by default, tests pass a fake network. */
  adapter?: AxiosAdapter;
  timeoutMs?: number;
}

export interface RequestOptions {
  /** Body encoding of a non-GET call; JSON by default. */
  format?: BodyFormat;
  /**
   * Abort an in-flight request with the same method and URL when this one starts. On by default
   * for GET only: dropping an earlier POST could hide an order the server already accepted.
   */
  cancelDuplicate?: boolean;
  headers?: Record<string, string>;
  /** This call's time-out; the client's (10 s) by default, LONG_CALL_TIMEOUT_MS for uploads. */
  timeoutMs?: number;
}

export type RequestInterceptor = (
  config: InternalAxiosRequestConfig,
) => InternalAxiosRequestConfig | Promise<InternalAxiosRequestConfig>;

export type ResponseInterceptor = (response: AxiosResponse) => AxiosResponse | Promise<AxiosResponse>;

export type ResponseErrorInterceptor = (error: unknown) => unknown;

export interface RequestClient {
  get<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<Envelope<T>>;
  put<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<Envelope<T>>;
  delete<T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<Envelope<T>>;
  /** §7: a multipart POST carrying a named file, an optional filename and extra fields. */
  upload<T>(path: string, upload: FileUpload, options?: Omit<RequestOptions, 'format'>): Promise<Envelope<T>>;
  /** Aborts the in-flight request with this method and path; true when there was one. */
  cancel(method: RequestMethod, path: string): boolean;
  /**
   * Plugs a step into every call (signing, encryption, captcha). Request interceptors see the
   * final headers including `tm` and `uhti`; axios runs request interceptors last-added-first and
   * response interceptors first-added-first. The §8 catalogue is applied after all of them.
   * Returns a function that removes the step.
   */
  use(
    onRequest?: RequestInterceptor,
    onResponse?: ResponseInterceptor,
    onResponseError?: ResponseErrorInterceptor,
  ): () => void;
  serverClock: ServerClock;
  axios: AxiosInstance;
}

function hasCatalogueCode(envelope: Envelope<unknown> & { group?: unknown }): boolean {
  const { code } = envelope;
  return (
    isLoginExpiredCode(code) || isToastCode(code) || isSignErrorCode(code) || isCaptchaRequired(envelope)
  );
}

/**
 * A product's refusal answered with a 4xx (an earn subscription over quota is 409 + `35004`): a
 * code of the gateway's own catalogue beyond §8's result codes, with its text already in the
 * request's language. Its text is what the trader needs to read; the §8 HTTP table is for answers
 * that carry no such words (a proxy's 404 page, a 504, a refusal with the bare result code `1`).
 */
function isGatewayRefusal(status: number, envelope: Envelope<unknown>): boolean {
  const code = String(envelope.code);
  const isResultCode = Object.values(RESULT_CODE).some((resultCode) => String(resultCode) === code);
  const refused = envelope.status === 'error' && !isSuccessCode(code) && !isResultCode;
  return status >= 400 && status < 500 && refused && Boolean(envelope.msg);
}

function isTimeout(error: { code?: string | undefined }): boolean {
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
}

export function createRequestClient(options: RequestClientOptions): RequestClient {
  const now = options.now ?? Date.now;
  const traceId = options.traceId ?? createTraceId;
  const deviceLanguage = options.getDeviceLanguage ?? (() => globalThis.navigator?.language ?? '');
  const throttleToast = createLeadingThrottle(FEEDBACK_THROTTLE_MS, now);
  const throttleLogout = createLeadingThrottle(FEEDBACK_THROTTLE_MS, now);
  const serverClock = createServerClock(now);
  const inFlight = createInFlightRequests();
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    paramsSerializer: { serialize: serializeQuery },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  function message(key: RequestMessageKey): string {
    return requestMessage(key, options.getLocale());
  }

  function apply<T>(
    verdict: CatalogueVerdict,
    failure: () => RequestFailure,
    envelope?: Envelope<T>,
  ): Envelope<T> {
    if (verdict.kind === 'resolve' && envelope) return envelope;
    if (verdict.kind === 'reject') {
      const { toast, logout } = verdict;
      if (toast) throttleToast(() => options.onToast(toast.message, toast.type));
      if (logout) throttleLogout(() => options.onLogout(logout));
    }
    throw failure();
  }

  // §7 lets a newer duplicate cancel the in-flight one. Its caller asked for the same answer, so
  // when the parameters are the same it is handed the newer request's outcome rather than a failure
  // (two panels reading the account at page start both get it); with other parameters (a newer
  // search) the older one stays cancelled, as does one cancelled explicitly with `cancel()`.
  const latestByKey = new Map<string, { signature: string; outcome: Promise<Envelope<unknown>> }>();

  async function send<T>(
    method: RequestMethod,
    path: string,
    params: RequestParams | FormData,
    requestOptions: RequestOptions,
  ): Promise<Envelope<T>> {
    const cancelsDuplicate = requestOptions.cancelDuplicate ?? method === 'GET';
    if (!cancelsDuplicate || params instanceof FormData)
      return sendOnce<T>(method, path, params, requestOptions);
    const key = inFlightKey(method, apiPath(path));
    const signature = JSON.stringify(params);
    const outcome = sendOnce<T>(method, path, params, requestOptions);
    latestByKey.set(key, { signature, outcome });
    try {
      return await outcome;
    } catch (error) {
      const latest = latestByKey.get(key);
      const superseded = latest !== undefined && latest.outcome !== outcome && latest.signature === signature;
      if (superseded && error instanceof RequestFailure && error.reason === 'cancelled') {
        return (await latest.outcome) as Envelope<T>;
      }
      throw error;
    } finally {
      if (latestByKey.get(key)?.outcome === outcome) latestByKey.delete(key);
    }
  }

  async function sendOnce<T>(
    method: RequestMethod,
    path: string,
    params: RequestParams | FormData,
    requestOptions: RequestOptions,
    stepUpRenewed = false,
  ): Promise<Envelope<T>> {
    // A listed path waits for the device token first: the terminal code the token is bound to may
    // only become known during that wait, so the headers below are read after it.
    const deviceToken =
      options.getDeviceToken && requiresDeviceToken(apiPath(path))
        ? await options.getDeviceToken(apiPath(path))
        : undefined;
    const stepUpTicket =
      options.getStepUpTicket && requiresStepUp(method, apiPath(path))
        ? await options.getStepUpTicket(apiPath(path))
        : undefined;
    const language = findLanguage(options.getLocale()) ?? DEFAULT_LANGUAGE;
    const sentAt = now();
    const isUpload = params instanceof FormData;
    const normalised = isUpload ? {} : (normalizeRequestParams(params, method) as RequestParams);
    const format = isUpload ? 'multipart' : (requestOptions.format ?? 'json');
    const shape = shapeRequest(method, path, normalised, format, {
      languageType: language.languageType,
      now: sentAt,
    });
    const headers: Record<string, string> = {
      ...buildRequestHeaders({
        terminalCode: options.getTerminalCode(),
        theme: options.getTheme(),
        deviceLanguage: deviceLanguage(),
        languageKey: language.languageKey,
        isBeta: options.isBeta ?? false,
        now: sentAt,
        traceId: traceId(),
      }),
      ...requestOptions.headers,
    };
    if (shape.contentType) headers['content-type'] = shape.contentType;
    if (deviceToken !== undefined) headers[REQUEST_HEADER.deviceToken] = deviceToken;
    if (stepUpTicket !== undefined) headers[STEP_UP_HEADER] = stepUpTicket;

    const cancelDuplicate = requestOptions.cancelDuplicate ?? method === 'GET';
    const tracker = cancelDuplicate ? inFlight.begin(inFlightKey(method, shape.url)) : null;
    try {
      const response = await instance.request<unknown>({
        method,
        url: shape.url,
        params: shape.query,
        data: isUpload ? params : shape.body,
        headers,
        ...(requestOptions.timeoutMs === undefined ? {} : { timeout: requestOptions.timeoutMs }),
        ...(tracker ? { signal: tracker.signal } : {}),
      });
      if (method === 'POST') serverClock.observe(response.headers[SERVER_TIME_HEADER], sentAt, now());
      const body = response.data;
      if (!isEnvelope(body)) {
        return apply<T>(
          { kind: 'reject', reason: 'envelope', toast: { message: message('unknow'), type: 'error' } },
          () =>
            new RequestFailure('envelope', `${shape.url} answered without an envelope`, {
              status: response.status,
            }),
        );
      }
      const envelope = body as Envelope<T>;
      // A kept step-up ticket the gateway no longer accepts: the call asks for a new proof, once.
      // Nothing was changed: the gateway refuses before the call's handler runs.
      if (stepUpTicket !== undefined && envelope.code === STEP_UP_REQUIRED_CODE && !stepUpRenewed) {
        options.forgetStepUpTicket?.();
        return sendOnce<T>(method, path, params, requestOptions, true);
      }
      return apply(
        judgeEnvelope(envelope, shape.url, message),
        () => new RequestFailure('envelope', envelope.msg || `code ${String(envelope.code)}`, { envelope }),
        envelope,
      );
    } catch (error) {
      if (error instanceof RequestFailure) throw error;
      if (axios.isCancel(error)) throw new RequestFailure('cancelled', 'request cancelled', { cause: error });
      if (axios.isAxiosError(error) && error.response) {
        const status = error.response.status;
        const body = error.response.data;
        // A gateway that answers a 4xx with one of the catalogue's own codes (a dead session is
        // 401 + 20906/20205, a refused field 400 + 00004) or a product's refusal is judged by the
        // envelope, as §8 lists it; the HTTP table covers answers that carry no such code.
        if (isEnvelope(body) && (hasCatalogueCode(body) || isGatewayRefusal(status, body))) {
          const envelope = body as Envelope<T>;
          return apply(
            judgeEnvelope(envelope, shape.url, message),
            () =>
              new RequestFailure('envelope', envelope.msg || `code ${String(envelope.code)}`, {
                envelope,
                status,
              }),
            envelope,
          );
        }
        return apply<T>(
          judgeHttpStatus(status, message),
          () => new RequestFailure('http', `${shape.url} answered HTTP ${status}`, { status, cause: error }),
        );
      }
      const failure = axios.isAxiosError(error) ? error : new Error(String(error));
      const timedOut = axios.isAxiosError(error) && isTimeout(error);
      return apply<T>(
        judgeNoResponse({ timedOut, errorMessage: failure.message }, message),
        () => new RequestFailure(timedOut ? 'timeout' : 'network', failure.message, { cause: error }),
      );
    } finally {
      tracker?.end();
    }
  }

  return {
    get: (path, params = {}, requestOptions = {}) => send('GET', path, params, requestOptions),
    post: (path, params = {}, requestOptions = {}) => send('POST', path, params, requestOptions),
    put: (path, params = {}, requestOptions = {}) => send('PUT', path, params, requestOptions),
    delete: (path, params = {}, requestOptions = {}) => send('DELETE', path, params, requestOptions),
    upload(path, upload, requestOptions = {}) {
      const fields = normalizeRequestParams(upload.fields ?? {}, 'POST') as RequestParams;
      return send('POST', path, uploadFormData({ ...upload, fields }), {
        timeoutMs: LONG_CALL_TIMEOUT_MS,
        ...requestOptions,
      });
    },
    cancel: (method, path) => inFlight.cancel(inFlightKey(method, apiPath(path))),
    use(onRequest, onResponse, onResponseError) {
      const requestId = onRequest ? instance.interceptors.request.use(onRequest) : null;
      const responseId =
        onResponse || onResponseError
          ? instance.interceptors.response.use(onResponse, onResponseError)
          : null;
      return () => {
        if (requestId !== null) instance.interceptors.request.eject(requestId);
        if (responseId !== null) instance.interceptors.response.eject(responseId);
      };
    },
    serverClock,
    axios: instance,
  };
}
