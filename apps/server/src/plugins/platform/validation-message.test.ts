import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends, type RunningServer, startServer } from '../../../test/support/backends.ts';
import { zodErrorMapFor } from './validation-message.ts';

/** A limit order whose postOnly flag has the wrong type: a string where a boolean belongs. */
const wrongTypeOrder = JSON.stringify({
  symbol: 'BTCUSDT',
  side: 'buy',
  orderType: 'limit',
  price: '1',
  size: '1',
  postOnly: 'yes',
});

describe.each(backends)('§8 validation issues in the caller’s language over HTTP on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  async function placeWrongType(languageType: number): Promise<{ status: number; msg: string }> {
    const response = await fetch(`${server.baseUrl}/v1/spot/order/place?languageType=${languageType}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: wrongTypeOrder,
    });
    const body = (await response.json()) as { msg: string; status: string; code: string };
    expect(body.status).toBe('error');
    expect(body.code).toBe('00004');
    return { status: response.status, msg: body.msg };
  }

  it.each([
    [0, 'Invalid parameter postOnly: Invalid input: expected boolean, received string'],
    [11, 'Ungültiger Parameter postOnly: Ungültige Eingabe: erwartet boolean, erhalten string'],
    [2, 'パラメーター postOnly が無効です：無効な入力: booleanが期待されましたが、stringが入力されました'],
    [39, 'المعامل postOnly غير صالح: مدخلات غير مقبولة: يفترض إدخال boolean، ولكن تم إدخال string'],
    [26, 'Invalid parameter postOnly: Invalid input: expected boolean, received string'],
  ])(
    '§3 languageType %i names the wrong-type field and the issue in its language',
    async (languageType, msg) => {
      expect(await placeWrongType(languageType)).toEqual({ status: 400, msg });
    },
  );

  it('§7 concurrent requests in different languages each keep their own language', async () => {
    const types = [11, 2, 39, 0, 11, 2, 39, 0];
    const answers = await Promise.all(types.map((type) => placeWrongType(type)));
    const expected = await Promise.all([11, 2, 39, 0].map((type) => placeWrongType(type)));
    expect(answers.map((answer) => answer.msg)).toEqual(
      [...expected, ...expected].map((answer) => answer.msg),
    );
    expect(new Set(answers.map((answer) => answer.msg)).size).toBe(4);
  });

  it('§8 a query parameter of the wrong type is named by its path', async () => {
    const response = await fetch(`${server.baseUrl}/v1/market/depth?symbol=BTCUSDT&limit=abc&languageType=1`);
    const body = (await response.json()) as { msg: string };
    expect(response.status).toBe(400);
    expect(body.msg).toBe('参数 limit 无效：无效输入：期望 数字，实际接收 NaN');
  });
});

describe.each(backends)('§8 format hints in the caller’s language over HTTP on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  async function refusal(
    path: string,
    body?: unknown,
  ): Promise<{ status: number; code: string; msg: string }> {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { code: string; msg: string };
    return { status: response.status, code: answer.code, msg: answer.msg };
  }

  it.each([
    [0, 'Invalid parameter symbol: must be an upper-case pair such as BTCUSDT'],
    [1, '参数 symbol 无效：必须为大写交易对，例如 BTCUSDT'],
    [39, 'المعامل symbol غير صالح: يجب أن يكون زوج تداول بأحرف كبيرة مثل BTCUSDT'],
    [26, 'Invalid parameter symbol: must be an upper-case pair such as BTCUSDT'],
  ])('§3 a lower-case symbol in languageType %i names the field and the pair hint', async (type, msg) => {
    expect(await refusal(`/v1/market/depth?symbol=btcusdt&languageType=${type}`)).toEqual({
      status: 400,
      code: '00004',
      msg,
    });
  });

  it.each([
    [0, 'Invalid parameter price: must be a decimal number such as 95012.35'],
    [1, '参数 price 无效：必须为十进制数字，例如 95012.35'],
    [39, 'المعامل price غير صالح: يجب أن يكون عددًا عشريًا مثل 95012.35'],
  ])(
    '§3 a price that is not a decimal string in languageType %i reads the decimal hint',
    async (type, msg) => {
      const order = { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '1,5', size: '1' };
      expect(await refusal(`/v1/spot/order/place?languageType=${type}`, order)).toEqual({
        status: 400,
        code: '00004',
        msg,
      });
    },
  );

  it.each([
    [0, 'Invalid parameter verifyCode: must be 6 digits'],
    [1, '参数 verifyCode 无效：必须为 6 位数字'],
    [39, 'المعامل verifyCode غير صالح: يجب أن يتكون من 6 أرقام'],
  ])('§3 a 5-digit verification code in languageType %i reads the six-digit hint', async (type, msg) => {
    const body = { loginTicket: 'x'.repeat(32), verifyCode: '12345' };
    expect(await refusal(`/v1/user/login/verifySystemLogin?languageType=${type}`, body)).toEqual({
      status: 400,
      code: '00004',
      msg,
    });
  });

  it.each([
    [0, 'Invalid parameter startTime: must not be after endTime'],
    [1, '参数 startTime 无效：不能晚于 endTime'],
    [39, 'المعامل startTime غير صالح: يجب ألا يكون بعد endTime'],
  ])('§3 a date range whose start is after its end in languageType %i names startTime', async (type, msg) => {
    expect(await refusal(`/v1/spot/order/fills?startTime=2000&endTime=1000&languageType=${type}`)).toEqual({
      status: 400,
      code: '00004',
      msg,
    });
  });

  it('§3 a cancel naming both orderNo and clientOrderId reads the one-reference hint in Japanese', async () => {
    const body = { symbol: 'BTCUSDT', orderNo: '1', clientOrderId: 'a' };
    expect(await refusal('/v1/spot/order/cancel?languageType=2', body)).toMatchObject({
      status: 400,
      msg: expect.stringContaining('orderNo と clientOrderId のどちらか一方だけを指定してください'),
    });
  });
});

describe('zodErrorMapFor', () => {
  const issue = { code: 'invalid_type', expected: 'number', input: 'x' } as const;
  const text = (languageType: number) => {
    const answer = zodErrorMapFor(languageType)(issue);
    return typeof answer === 'string' ? answer : answer?.message;
  };

  it('§3 maps languages to zod’s own translations, regional variants to their base language', () => {
    expect(text(11)).toBe(z.locales.de().localeError(issue));
    expect(text(5)).toBe(z.locales.zhTW().localeError(issue));
    expect(text(7)).toBe(z.locales.es().localeError(issue));
    expect(text(42)).toBe(z.locales.es().localeError(issue));
    expect(text(12)).toBe(z.locales.ptBR().localeError(issue));
    expect(text(24)).toBe(z.locales.pt().localeError(issue));
    expect(text(24)).not.toBe(text(0));
  });

  it('§8 Filipino, bg and unknown language types read English', () => {
    const english = z.locales.en().localeError(issue);
    for (const type of [0, 40, 26, 999, -1]) expect(text(type), String(type)).toBe(english);
  });
});
