import { describe, expect, it } from 'vitest';
import { serverMessage } from '../i18n/index.ts';
import { FuturesCode } from '../plugins/futures/errors.ts';
import { futuresMessage } from '../plugins/futures/messages.ts';
import { MarketsCode } from '../plugins/markets/errors.ts';
import { marketsMessage } from '../plugins/markets/messages.ts';
import { clusterRefusalText } from './refusal-text.ts';

// languageType 0 is English and 1 Simplified Chinese (spec §3).
describe('clusterRefusalText: /cluster/v1 refusals in the product catalogues', () => {
  it.each([
    ['unauthenticated', 'spot', serverMessage('auth.loginRequired', 1)],
    ['cross-site', 'futures', serverMessage('request.originRefused', 1)],
    ['invalid-request', 'spot', serverMessage('request.invalidBody', 1)],
    ['malformed-json', 'spot', serverMessage('request.malformedJson', 1)],
    ['not-found', 'futures', serverMessage('request.notFound', 1)],
    ['unknown-order', 'spot', marketsMessage(MarketsCode.orderNotFound, 1)],
    ['unknown-order', 'futures', futuresMessage(FuturesCode.orderNotFound, 1)],
    ['insufficient-balance', 'spot', marketsMessage(MarketsCode.insufficientBalance, 1)],
    ['insufficient-balance', 'futures', futuresMessage(FuturesCode.insufficientBalance, 1)],
    ['journal-unavailable', 'spot', marketsMessage(MarketsCode.unavailable, 1)],
    ['engine-unavailable', 'futures', futuresMessage(FuturesCode.unavailable, 1)],
    ['invalid-leverage', 'futures', futuresMessage(FuturesCode.invalidLeverage, 1)],
    ['unknown-symbol', 'spot', marketsMessage(MarketsCode.unknownSymbol, 1)],
  ] as const)('%s (%s) reads the catalogue text', (code, side, expected) => {
    expect(clusterRefusalText(code, side, 1)).toBe(expected);
    expect(clusterRefusalText(code, side, 1)).not.toBe(clusterRefusalText(code, side, 0));
  });

  it('reads a reason it has no text for as an invalid order, and an unknown language as English', () => {
    expect(clusterRefusalText('some-new-reason', 'spot', 1)).toBe(
      marketsMessage(MarketsCode.invalidOrder, 1),
    );
    expect(clusterRefusalText('some-new-reason', 'futures', 0)).toBe(
      futuresMessage(FuturesCode.invalidOrder, 0),
    );
    expect(clusterRefusalText('unknown-order', 'spot', 999)).toBe(
      marketsMessage(MarketsCode.orderNotFound, 0),
    );
  });

  it('names the refused content type', () => {
    expect(clusterRefusalText('unsupported-media-type', 'spot', 0, { type: 'text/plain' })).toBe(
      'Unsupported content type text/plain',
    );
  });
});
