import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from '../../../test/support/backends.ts';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { MarketsCode } from './errors.ts';
import { marketsCatalogues, marketsMessage } from './messages.ts';

describeCatalogueContract('markets message', marketsCatalogues, marketsMessage);

describe('marketsMessage', () => {
  it('§8 every markets result code has a text', () => {
    for (const code of Object.values(MarketsCode)) expect(marketsMessage(code, 0)).not.toBe('');
  });

  it('§8 refusals read in the request language (§3 types zh-CN 1, de 11, ar 39, bg 26)', () => {
    expect(marketsMessage(MarketsCode.insufficientBalance, 0)).toBe('Insufficient balance');
    expect(marketsMessage(MarketsCode.insufficientBalance, 1)).toBe('余额不足');
    expect(marketsMessage(MarketsCode.unknownSymbol, 11)).toBe('Unbekanntes Handelspaar');
    expect(marketsMessage(MarketsCode.orderNotFound, 39)).toBe('الأمر غير موجود أو لم يعد مفتوحًا');
    expect(marketsMessage(MarketsCode.unavailable, 26)).toBe('Trading is temporarily unavailable');
  });
});

describe.each(backends)('§8 markets refusals over HTTP on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  it.each([
    [2, '存在しない取引ペアです'],
    [19, '존재하지 않는 거래쌍입니다'],
    [24, 'Par de negociação desconhecido'],
    [26, 'Unknown symbol'],
  ])('§3 an unknown symbol is refused with 30001 in languageType %i', async (languageType, msg) => {
    const response = await fetch(
      `${server.baseUrl}/v1/market/depth?symbol=NOSUCHPAIR&languageType=${languageType}`,
    );
    expect(await response.json()).toEqual({ status: 'error', code: '30001', msg, data: null });
  });
});
