import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, startServer } from '../../../../test/support/spot-server.ts';
import { fiatRatesSetting, REFERENCE_FIAT_RATES } from '../fiat-rates.ts';

const VALUATION_CURRENCIES = [
  'USD',
  'KRW',
  'JPY',
  'VND',
  'RUB',
  'EUR',
  'TRY',
  'CNY',
  'TWD',
  'IDR',
  'PHP',
  'HKD',
  'THB',
  'UAH',
  'UZS',
  'AED',
  'CAD',
  'INR',
  'ZAR',
  'SEK',
];

describe('§3 valuation rates setting', () => {
  it('§3 has a rate for each valuation currency (the 13 and the language defaults), USD at par', () => {
    expect(Object.keys(REFERENCE_FIAT_RATES).sort()).toEqual([...VALUATION_CURRENCIES].sort());
    expect(REFERENCE_FIAT_RATES.USD).toBe('1');
  });

  it('MARKETS_FIAT_RATES replaces listed rates and refuses unknown codes or bad rates', () => {
    expect(fiatRatesSetting('eur=0.95, JPY=148.2')).toMatchObject({ EUR: '0.95', JPY: '148.2', USD: '1' });
    expect(() => fiatRatesSetting('GBP=0.8')).toThrow(/MARKETS_FIAT_RATES/);
    expect(() => fiatRatesSetting('EUR=-1')).toThrow(/MARKETS_FIAT_RATES/);
    expect(() => fiatRatesSetting('EUR=0')).toThrow(/MARKETS_FIAT_RATES/);
    expect(fiatRatesSetting(undefined)).toEqual(REFERENCE_FIAT_RATES);
  });
});

describe.each(backends)('GET /v1/market/fiat-rates on $name', (backend) => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let api: ApiClient;
  beforeAll(async () => {
    process.env.MARKETS_FIAT_RATES = 'EUR=0.9';
    server = await startServer(backend, {});
    api = new ApiClient(server.baseUrl);
  });
  afterAll(async () => {
    delete process.env.MARKETS_FIAT_RATES;
    await server.close();
  });

  it('§3 answers the USDT rate of every valuation currency with its usdt_<code> pair', async () => {
    const answer = await api.get<{
      base: string;
      rates: Array<{ currency: string; value: string; rate: string }>;
    }>('/v1/market/fiat-rates');
    expect(answer.body.data.base).toBe('USDT');
    expect(answer.body.data.rates.map((row) => row.currency)).toEqual(VALUATION_CURRENCIES);
    expect(answer.body.data.rates).toContainEqual({ currency: 'EUR', value: 'usdt_eur', rate: '0.9' });
    expect(answer.body.data.rates).toContainEqual({ currency: 'KRW', value: 'usdt_krw', rate: '1385' });
  });
});
