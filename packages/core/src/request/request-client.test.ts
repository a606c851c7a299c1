import {
  CAPTCHA_CLOSED_CODE,
  CAPTCHA_REQUIRED_CODE,
  CAPTCHA_REQUIRED_GROUP,
} from '@tideline/protocol/captcha';
import { REQUEST_MESSAGES } from '@tideline/protocol/request-messages';
import { AxiosError, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longCallClient } from './long-call-client.ts';
import { createRequestClient, LONG_CALL_TIMEOUT_MS, type RequestClientOptions } from './request-client.ts';
import type { RequestFailure } from './request-failure.ts';

type Reply = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse> | AxiosResponse;

function response(
  config: InternalAxiosRequestConfig,
  status: number,
  data: unknown,
  headers = {},
): AxiosResponse {
  return { config, status, statusText: '', headers, data };
}

/** A fake network for axios: statuses outside 2xx reject as the real adapters do. */
function fakeNetwork() {
  const calls: InternalAxiosRequestConfig[] = [];
  let reply: Reply = (config) =>
    response(config, 200, { code: 0, data: null, msg: 'success', status: 'success' });
  const adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(config);
    const answer = await reply(config);
    if (answer.status >= 300) {
      throw new AxiosError(`status ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, answer);
    }
    return answer;
  };
  return {
    calls,
    adapter,
    answer(next: Reply) {
      reply = next;
    },
    envelope(body: Record<string, unknown>, headers: Record<string, string> = {}) {
      reply = (config) => response(config, 200, { data: null, msg: '', status: 'success', ...body }, headers);
    },
  };
}

function setup(overrides: Partial<RequestClientOptions> = {}) {
  const network = fakeNetwork();
  const onToast = vi.fn();
  const onLogout = vi.fn();
  let locale = 'en';
  const client = createRequestClient({
    getLocale: () => locale,
    getTheme: () => 'dark',
    getTerminalCode: () => 'terminal-123',
    getDeviceLanguage: () => 'de-DE',
    now: () => Date.now(),
    traceId: () => 'trace-1',
    onToast,
    onLogout,
    adapter: network.adapter,
    ...overrides,
  });
  return {
    client,
    network,
    onToast,
    onLogout,
    setLocale(next: string) {
      locale = next;
    },
    lastCall() {
      const call = network.calls.at(-1);
      if (!call) throw new Error('no request was sent');
      return call;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<RequestFailure> {
  try {
    await promise;
  } catch (error) {
    return error as RequestFailure;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('request client: §7 generic rules', () => {
  it('§7 prefixes /v1, adds languageType and a timestamp to GET, with params in the query', async () => {
    const { client, lastCall, setLocale } = setup();
    setLocale('zh-CN');
    await client.get('/spot/orders', { symbol: ' BTCUSDT ', ids: [1, 2] });
    const call = lastCall();
    expect(call.method).toBe('get');
    expect(call.url).toBe('/v1/spot/orders');
    expect(call.params).toEqual({
      symbol: 'BTCUSDT',
      ids: [1, 2],
      languageType: 1,
      timestamp: 1_700_000_000_000,
    });
    expect(call.data).toBeUndefined();
    expect(client.axios.getUri(call)).toBe(
      `/v1/spot/orders?${encodeURI('symbol=BTCUSDT&ids[]=1&ids[]=2&languageType=1&timestamp=1700000000000').replaceAll('[', '%5B').replaceAll(']', '%5D')}`,
    );
  });

  it('§7 keeps a path already under /v1 as it is', async () => {
    const { client, lastCall } = setup();
    await client.get('/v1/user/overview/userinfo');
    expect(lastCall().url).toBe('/v1/user/overview/userinfo');
  });

  it('§7 non-GET sends params as a JSON body; only languageType goes in the query, no timestamp', async () => {
    const { client, lastCall } = setup();
    await client.post('/order/place', { price: ' 1.5 ', side: 1 });
    const call = lastCall();
    expect(call.params).toEqual({ languageType: 0 });
    expect(JSON.parse(call.data as string)).toEqual({ price: '1.5', side: 1 });
    expect(call.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('§5 dates in a non-GET body are sent as YYYY-MM-DD HH:mm', async () => {
    const { client, lastCall } = setup();
    await client.put('/report', { from: new Date(2024, 0, 2, 3, 4, 5) });
    expect(JSON.parse(lastCall().data as string)).toEqual({ from: '2024-01-02 03:04' });
  });

  it('§7 form-urlencoded bodies use bracket arrays', async () => {
    const { client, lastCall } = setup();
    await client.post('/asset/filter', { coin: 'BTC', list: ['a', 'b'] }, { format: 'form' });
    const call = lastCall();
    expect(call.data).toBe('coin=BTC&list%5B%5D=a&list%5B%5D=b');
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('§7 multipart bodies carry every field', async () => {
    const { client, lastCall } = setup();
    await client.delete('/p2p/payment', { id: 7, tags: ['x', 'y'] }, { format: 'multipart' });
    const body = lastCall().data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('id')).toBe('7');
    expect(body.getAll('tags[]')).toEqual(['x', 'y']);
  });

  it('§7 upload is a multipart POST with the named file, its filename and extra fields', async () => {
    const { client, lastCall } = setup();
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    await client.upload('/user/avatar', {
      file,
      fieldName: 'avatar',
      filename: 'me.png',
      fields: { kind: 'face' },
    });
    const call = lastCall();
    expect(call.method).toBe('post');
    expect(call.url).toBe('/v1/user/avatar');
    const body = call.data as FormData;
    const sent = body.get('avatar') as File;
    expect(sent.name).toBe('me.png');
    expect(await sent.text()).toBe('png-bytes');
    expect(body.get('kind')).toBe('face');
  });

  it('§7 upload without a filename sends the file under "file"', async () => {
    const { client, lastCall } = setup();
    await client.upload('/kyc', { file: new Blob(['x']) });
    expect((lastCall().data as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('§7 headers: terminal code, terminal type 1, dark theme, device language, language keys, tm, uhti', async () => {
    const { client, lastCall, setLocale } = setup();
    setLocale('ja');
    await client.get('/x');
    const headers = lastCall().headers;
    expect(headers.get('terminal-code')).toBe('terminal-123');
    expect(headers.get('terminal-type')).toBe('1');
    expect(headers.get('app-theme')).toBe('dark');
    expect(headers.get('device-language')).toBe('de-DE');
    expect(headers.get('locale')).toBe('ja_JP');
    expect(headers.get('language')).toBe('ja_JP');
    expect(headers.get('tm')).toBe('1700000000000');
    expect(headers.get('uhti')).toBe('trace-1');
    expect(headers.has('beta')).toBe(false);
  });

  it('§7 a light theme is sent as standard and the beta environment adds the beta marker', async () => {
    const { client, lastCall } = setup({ getTheme: () => 'light', isBeta: true });
    await client.get('/x');
    expect(lastCall().headers.get('app-theme')).toBe('standard');
    expect(lastCall().headers.get('beta')).toBe('1');
  });

  it('§7 every request has a 10 s time-out', async () => {
    const { client, lastCall } = setup();
    await client.get('/x');
    expect(lastCall().timeout).toBe(10_000);
  });

  it('§9 the client helper’s long calls (uploads, exports) wait 60000 ms; a call may name its own', async () => {
    const { client, lastCall } = setup();
    await client.upload('/kyc', { file: new Blob(['x']) });
    expect(lastCall().timeout).toBe(60_000);
    await client.get('/asset/records', {}, { timeoutMs: LONG_CALL_TIMEOUT_MS });
    expect(lastCall().timeout).toBe(60_000);
    await client.upload('/kyc', { file: new Blob(['x']) }, { timeoutMs: 5_000 });
    expect(lastCall().timeout).toBe(5_000);
    await client.post('/x');
    expect(lastCall().timeout).toBe(10_000);
  });

  it('§4 §7 a listed path sends the terminal code known once its device token has arrived', async () => {
    let terminalCode = '';
    const getDeviceToken = vi.fn(async () => {
      // The fingerprint resolves while the first token is being fetched.
      terminalCode = 'a'.repeat(32);
      return 'd'.repeat(40);
    });
    const { client, lastCall } = setup({ getDeviceToken, getTerminalCode: () => terminalCode });
    await client.post('/user/login', { loginName: 'a' });
    expect(lastCall().headers.get('terminal-code')).toBe('a'.repeat(32));
    expect(lastCall().headers.get('device-token')).toBe('d'.repeat(40));
  });

  it('§7 the device token is attached to the paths that must carry it, and only those', async () => {
    const getDeviceToken = vi.fn(async () => 'd'.repeat(40));
    const { client, lastCall } = setup({ getDeviceToken });
    await client.post('/user/login', { loginName: 'a' });
    expect(lastCall().headers.get('device-token')).toBe('d'.repeat(40));
    expect(getDeviceToken).toHaveBeenCalledWith('/v1/user/login');
    await client.post('/spot/order/place', {});
    expect(lastCall().headers.has('device-token')).toBe(false);
  });

  it('issue #21 item 1 a step-up call waits for the proof and carries its ticket; a read of the same path does not', async () => {
    const getStepUpTicket = vi.fn(async () => 'ticket-1');
    const { client, lastCall } = setup({ getStepUpTicket });
    await client.post('/user/setting/anti-phishing', { code: 'Blue42' });
    expect(getStepUpTicket).toHaveBeenCalledWith('/v1/user/setting/anti-phishing');
    expect(lastCall().headers.get('x-step-up-ticket')).toBe('ticket-1');
    await client.get('/user/setting/anti-phishing');
    expect(lastCall().headers.has('x-step-up-ticket')).toBe(false);
    expect(getStepUpTicket).toHaveBeenCalledTimes(1);
  });

  it('issue #21 item 1 a refused kept ticket is forgotten and the call asks for a new proof once', async () => {
    const tickets = ['stale', 'fresh', 'never'];
    const getStepUpTicket = vi.fn(async () => tickets.shift() ?? '');
    const forgetStepUpTicket = vi.fn();
    const { client, network, lastCall } = setup({ getStepUpTicket, forgetStepUpTicket });
    network.answer((config) =>
      config.headers.get('x-step-up-ticket') === 'stale'
        ? response(config, 200, { code: '21015', data: null, msg: 'Confirm it is you', status: 'error' })
        : response(config, 200, { code: 0, data: null, msg: '', status: 'success' }),
    );
    await client.post('/user/setting/anti-phishing', { code: 'Blue42' });
    expect(forgetStepUpTicket).toHaveBeenCalledTimes(1);
    expect(getStepUpTicket).toHaveBeenCalledTimes(2);
    expect(lastCall().headers.get('x-step-up-ticket')).toBe('fresh');
  });

  it('issue #21 item 1 a declined proof sends nothing', async () => {
    const getStepUpTicket = vi.fn(async () => {
      throw new Error('declined');
    });
    const { client, network } = setup({ getStepUpTicket });
    await expect(client.post('/user/security/password', { pwd: 'a', rePwd: 'a' })).rejects.toThrow(
      'declined',
    );
    expect(network.calls).toHaveLength(0);
  });

  function slowAnswers(network: ReturnType<typeof setup>['network']) {
    let served = 0;
    network.answer(
      (config) =>
        new Promise((resolve, reject) => {
          served += 1;
          const data = served;
          config.signal?.addEventListener?.('abort', () => reject(new CanceledError()));
          setTimeout(
            () => resolve(response(config, 200, { code: 0, data, msg: '', status: 'success' })),
            100,
          );
        }),
    );
  }

  it('§7 a duplicate in-flight GET (same method and URL) cancels the earlier one, whose caller gets the newer answer', async () => {
    const { client, network, onToast } = setup();
    slowAnswers(network);
    const first = client.get('/market/depth', { symbol: 'BTCUSDT' });
    const second = client.get('/market/depth', { symbol: 'BTCUSDT' });
    const other = client.get('/market/trades');
    await vi.advanceTimersByTimeAsync(100);
    // The first network request was aborted: both callers hold the second one's answer.
    await expect(first).resolves.toMatchObject({ data: 2 });
    await expect(second).resolves.toMatchObject({ data: 2 });
    await expect(other).resolves.toMatchObject({ data: 3 });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('§7 a duplicate GET with other parameters leaves the earlier one cancelled, without a toast', async () => {
    const { client, network, onToast } = setup();
    slowAnswers(network);
    const firstFailure = failure(client.get('/market/depth', { symbol: 'BTCUSDT' }));
    const second = client.get('/market/depth', { symbol: 'ETHUSDT' });
    await vi.advanceTimersByTimeAsync(100);
    expect((await firstFailure).reason).toBe('cancelled');
    await expect(second).resolves.toMatchObject({ data: 2 });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('§7 POST duplicates are not cancelled unless asked; cancel(method, url) aborts one', async () => {
    const { client, network } = setup();
    network.answer(
      (config) =>
        new Promise((resolve, reject) => {
          config.signal?.addEventListener?.('abort', () => reject(new CanceledError()));
          setTimeout(
            () => resolve(response(config, 200, { code: 0, data: 2, msg: '', status: 'success' })),
            100,
          );
        }),
    );
    const a = client.post('/order/place', {});
    const b = client.post('/order/place', {});
    const c = failure(client.post('/order/cancel', {}, { cancelDuplicate: true }));
    expect(client.cancel('POST', '/order/cancel')).toBe(true);
    expect(client.cancel('POST', '/order/cancel')).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await expect(a).resolves.toMatchObject({ data: 2 });
    await expect(b).resolves.toMatchObject({ data: 2 });
    expect((await c).reason).toBe('cancelled');
  });

  it('§7 the server clock offset comes from the request-time header of POST answers only', async () => {
    const { client, network } = setup();
    network.envelope({ code: 0 }, { 'request-time': String(1_700_000_005_000) });
    await client.get('/x');
    expect(client.serverClock.offsetMs()).toBe(0);
    await client.post('/x');
    expect(client.serverClock.offsetMs()).toBe(5000);
    expect(client.serverClock.now()).toBe(1_700_000_005_000);
  });

  it('use() plugs in interceptors that see tm and uhti, and can be removed', async () => {
    const { client, lastCall } = setup();
    const remove = client.use((config) => {
      config.headers.set('device-sign', `${config.headers.get('tm')}:${config.headers.get('uhti')}`);
      return config;
    });
    await client.get('/x');
    expect(lastCall().headers.get('device-sign')).toBe('1700000000000:trace-1');
    remove();
    await client.get('/x');
    expect(lastCall().headers.has('device-sign')).toBe(false);
  });

  it('a response interceptor runs before the §8 catalogue and may replace the answer', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: '00020', status: 'error', msg: 'sign missing' });
    client.use(undefined, (answer) => ({
      ...answer,
      data: { code: 0, data: 'retried', msg: '', status: 'success' },
    }));
    await expect(client.get('/x')).resolves.toMatchObject({ data: 'retried' });
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('request client: §8 error catalogue', () => {
  it('§8 result code 0 resolves with the envelope', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: 0, data: { id: 1 } });
    await expect(client.get('/x')).resolves.toEqual({ code: 0, data: { id: 1 }, msg: '', status: 'success' });
    expect(onToast).not.toHaveBeenCalled();
  });

  it.each(['00000', '200'])('§8 the signing and captcha success code %s resolves too', async (code) => {
    const { client, network, onToast } = setup();
    network.envelope({ code, data: { captchaToken: 't' } });
    await expect(client.post('/x')).resolves.toMatchObject({ code, data: { captchaToken: 't' } });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('§8 result code 1 with a msg rejects and toasts the msg as an error', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: 1, status: 'error', msg: 'Insufficient balance' });
    const error = await failure(client.post('/x'));
    expect(error.reason).toBe('envelope');
    expect(error.code).toBe(1);
    expect(onToast).toHaveBeenCalledWith('Insufficient balance', 'error');
  });

  it('§8 result code 1 with a msg toasts it even when the status field is missing', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: 1, status: undefined, msg: 'Rejected' });
    await failure(client.get('/x'));
    expect(onToast).toHaveBeenCalledWith('Rejected', 'error');
  });

  it('§8 a 200 reply with status error and a msg shows the msg as an error toast', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: '200', status: 'error', msg: 'Order rejected' });
    await failure(client.get('/x'));
    expect(onToast).toHaveBeenCalledWith('Order rejected', 'error');
  });

  it('§8 result code 401 (timeout) logs out with "Please login to visit"', async () => {
    const { client, network, onToast, onLogout } = setup();
    network.envelope({ code: 401, status: 'error', msg: 'timeout' });
    await failure(client.get('/x'));
    expect(onToast).toHaveBeenCalledWith('Please login to visit', 'error');
    expect(onLogout).toHaveBeenCalledWith('timeout');
  });

  it.each(['20906', '20205'])('§8 code %s means login expired, localised, and logs out', async (code) => {
    const { client, network, onToast, onLogout, setLocale } = setup();
    setLocale('zh-CN');
    network.envelope({ code, status: 'error', msg: 'raw server text' });
    await failure(client.get('/x'));
    const expected = REQUEST_MESSAGES['zh-CN'].expired;
    expect(expected).not.toBe(REQUEST_MESSAGES.en.expired);
    expect(onToast).toHaveBeenCalledWith(expected, 'error');
    expect(onLogout).toHaveBeenCalledWith('expired');
  });

  it.each([
    ['00004', 'info'],
    ['00005', 'warning'],
    ['00006', 'error'],
  ])('§8 code %s with a msg toasts the msg and rejects', async (code, type) => {
    const { client, network, onToast } = setup();
    network.envelope({ code, status: 'error', msg: 'Please complete KYC' });
    await failure(client.get('/x'));
    expect(onToast).toHaveBeenCalledWith('Please complete KYC', type);
  });

  it.each(['00004', '00005', '00006'])(
    '§8 code %s on the user-info call resolves without a toast',
    async (code) => {
      const { client, network, onToast } = setup();
      network.envelope({ code, status: 'error', msg: 'Please complete KYC' });
      await expect(client.get('/user/overview/userinfo')).resolves.toMatchObject({ code });
      expect(onToast).not.toHaveBeenCalled();
    },
  );

  it('§8 code 00004 without a msg rejects silently', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: '00004', status: 'error', msg: '' });
    await failure(client.get('/x'));
    expect(onToast).not.toHaveBeenCalled();
  });

  it.each(['00020', '00021', '00022', '00023'])(
    '§4 sign code %s is left to signing recovery: rejected without a toast here',
    async (code) => {
      const { client, network, onToast } = setup();
      network.envelope({ code, status: 'error', msg: 'sign' });
      expect((await failure(client.get('/x'))).code).toBe(code);
      expect(onToast).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      'captcha required (10021, group gateway)',
      { code: CAPTCHA_REQUIRED_CODE, group: CAPTCHA_REQUIRED_GROUP },
    ],
    ['a closed captcha (90000001)', { code: CAPTCHA_CLOSED_CODE }],
  ])('§8 %s is left to the captcha step: rejected with its code, no toast here', async (_, body) => {
    const { client, network, onToast } = setup();
    network.envelope({ ...body, status: 'error', msg: 'Please verify' });
    expect(String((await failure(client.post('/x'))).code)).toBe(body.code);
    expect(onToast).not.toHaveBeenCalled();
  });

  it('§8 code 10021 without the gateway group is an ordinary error: its msg is toasted', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: CAPTCHA_REQUIRED_CODE, status: 'error', msg: 'Too many attempts' });
    await failure(client.post('/x'));
    expect(onToast).toHaveBeenCalledWith('Too many attempts', 'error');
  });

  it('§8 a code outside 0, 200 and 00000 without status error is a silent failure for the caller', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: '12345', msg: '' });
    expect((await failure(client.post('/x'))).code).toBe('12345');
    expect(onToast).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Request is forbidden'],
    [404, 'Request error'],
    [504, 'Request error'],
    [500, 'The system is busy'],
    [502, '502 The system is busy'],
    [429, '429 The system is busy'],
  ])('§8 HTTP %i toasts "%s"', async (status, text) => {
    const { client, network, onToast } = setup();
    network.answer((config) => response(config, status, 'nope'));
    const error = await failure(client.get('/x'));
    expect(error.reason).toBe('http');
    expect(error.status).toBe(status);
    expect(onToast).toHaveBeenCalledWith(text, 'error');
  });

  it('§8 a 401 carrying 20906 is judged by its code: login expired, localised, and a logout', async () => {
    const { client, network, onToast, onLogout } = setup();
    network.answer((config) =>
      response(config, 401, { code: '20906', data: null, msg: 'expired', status: 'error' }),
    );
    const error = await failure(client.get('/user/overview/userinfo/x'));
    expect(error.reason).toBe('envelope');
    expect(error.status).toBe(401);
    expect(onToast).toHaveBeenCalledWith(REQUEST_MESSAGES.en.expired, 'error');
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('§8 a 400 carrying 00004 shows the gateway message rather than the HTTP row', async () => {
    const { client, network, onToast } = setup();
    network.answer((config) =>
      response(config, 400, { code: '00004', data: null, msg: 'Invalid parameter email', status: 'error' }),
    );
    expect((await failure(client.post('/x', {}))).code).toBe('00004');
    expect(onToast).toHaveBeenCalledWith('Invalid parameter email', expect.any(String));
  });

  it('§8 a 403 whose envelope has no catalogue code still uses the HTTP row', async () => {
    const { client, network, onToast } = setup();
    network.answer((config) => response(config, 403, { code: '1', data: null, msg: 'no', status: 'error' }));
    expect((await failure(client.get('/x'))).reason).toBe('http');
    expect(onToast).toHaveBeenCalledWith('Request is forbidden', 'error');
  });

  it("a product's refusal answered with a 4xx shows the gateway's localised words, and the failure keeps its envelope", async () => {
    const { client, network, onToast } = setup();
    const refusal = { code: '35004', data: null, msg: 'Das Kontingent ist ausgeschöpft', status: 'error' };
    network.answer((config) => response(config, 409, refusal));
    const error = await failure(client.post('/v1/earn/subscribe', {}));
    expect(error.reason).toBe('envelope');
    expect(error.status).toBe(409);
    expect(error.code).toBe('35004');
    expect(error.envelope?.msg).toBe(refusal.msg);
    expect(onToast).toHaveBeenCalledWith(refusal.msg, 'error');
  });

  it.each([
    [
      'a 5xx, even with a product code',
      503,
      { code: '35004', data: null, msg: 'busy', status: 'error' },
      '503 The system is busy',
    ],
    [
      'a refusal without words',
      409,
      { code: '35004', data: null, msg: '', status: 'error' },
      '409 The system is busy',
    ],
    [
      'a body that does not say it is an error',
      409,
      { code: '35004', data: null, msg: 'x', status: 'success' },
      '409 The system is busy',
    ],
  ])('§8 %s still uses the HTTP row', async (_case, status, body, toast) => {
    const { client, network, onToast } = setup();
    network.answer((config) => response(config, status, body));
    expect((await failure(client.get('/x'))).reason).toBe('http');
    expect(onToast).toHaveBeenCalledWith(toast, 'error');
  });

  it('§8 the HTTP table is localised', async () => {
    const { client, network, onToast, setLocale } = setup();
    setLocale('ja');
    network.answer((config) => response(config, 403, ''));
    await failure(client.get('/x'));
    expect(onToast).toHaveBeenCalledWith(REQUEST_MESSAGES.ja.forbidden, 'error');
  });

  it('§8 a network error with no response shows the error message', async () => {
    const { client, network, onToast } = setup();
    network.answer((config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    });
    expect((await failure(client.get('/x'))).reason).toBe('network');
    expect(onToast).toHaveBeenCalledWith('Network Error', 'error');
  });

  it('§8 a time-out shows "Request timed out!"', async () => {
    const { client, network, onToast } = setup();
    network.answer((config) => {
      throw new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED, config);
    });
    expect((await failure(client.get('/x'))).reason).toBe('timeout');
    expect(onToast).toHaveBeenCalledWith('Request timed out!', 'error');
  });

  it('§8 a 2xx answer that is not an envelope fails with "The system is busy"', async () => {
    const { client, network, onToast } = setup();
    network.answer((config) => response(config, 200, '<html>'));
    expect((await failure(client.get('/x'))).reason).toBe('envelope');
    expect(onToast).toHaveBeenCalledWith('The system is busy', 'error');
  });

  it('§8 §9 error toasts are throttled to once per 2000 ms', async () => {
    const { client, network, onToast } = setup();
    network.envelope({ code: 1, status: 'error', msg: 'boom' });
    await failure(client.get('/a'));
    await failure(client.get('/b'));
    expect(onToast).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    await failure(client.get('/c'));
    expect(onToast).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await failure(client.get('/d'));
    expect(onToast).toHaveBeenCalledTimes(2);
  });

  it('§8 §9 logout callbacks are throttled to once per 2000 ms', async () => {
    const { client, network, onLogout } = setup();
    network.envelope({ code: '20906', status: 'error', msg: '' });
    await failure(client.get('/a'));
    await failure(client.get('/b'));
    expect(onLogout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await failure(client.get('/c'));
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('§8 unknown languages fall back to English', async () => {
    const { client, network, onToast, setLocale } = setup();
    setLocale('xx');
    network.answer((config) => response(config, 500, ''));
    await failure(client.get('/x'));
    expect(onToast).toHaveBeenCalledWith('The system is busy', 'error');
  });
});

describe('§9 the long-call helper (exports)', () => {
  it('gives each of its calls the 60000 ms default, and keeps a time-out the call names', async () => {
    const { client, lastCall } = setup();
    const long = longCallClient(client);
    await long.get('/asset/records', { limit: 100 }, { cancelDuplicate: false });
    expect(lastCall().timeout).toBe(60_000);
    await long.post('/x', {}, { timeoutMs: 2_000 });
    expect(lastCall().timeout).toBe(2_000);
  });
});
