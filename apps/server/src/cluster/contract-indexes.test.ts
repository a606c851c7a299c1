import { describe, expect, it } from 'vitest';
import { ContractIndexes } from './contract-indexes.ts';
import type { FuturesCommandResult } from './futures-symbol-engine.ts';

const prices = (symbol: string, indexPrice: string, ts: number) =>
  ({
    type: 'prices',
    symbol,
    indexPrice,
    markPrice: indexPrice,
    lastPrice: null,
    fundingRate: '0.0001',
    nextFundingTime: ts + 3_600_000,
    ts,
  }) as const;

const result = (
  symbol: string,
  seq: number,
  events: FuturesCommandResult['events'],
): FuturesCommandResult => ({
  symbol,
  seq,
  rid: `mark:${symbol}:${seq}`,
  events,
  postings: [],
});

describe("the contracts' index from the futures result stream", () => {
  it('keeps the latest index of each contract, none before its first mark command', () => {
    const indexes = new ContractIndexes();
    expect(indexes.indexOf('BTCUSDT')).toBeUndefined();
    indexes.apply(result('BTCUSDT', 1, [prices('BTCUSDT', '123456.7', 1)]));
    indexes.apply(result('ETHUSDT', 1, [prices('ETHUSDT', '2500.12', 1)]));
    indexes.apply(result('BTCUSDT', 2, [prices('BTCUSDT', '123460.1', 2)]));
    // A result without a prices event (an order) leaves the index alone.
    indexes.apply(result('BTCUSDT', 3, []));
    expect(indexes.indexOf('BTCUSDT')).toBe('123460.1');
    expect(indexes.indexOf('ETHUSDT')).toBe('2500.12');
    expect(indexes.indexOf('SOLUSDT')).toBeUndefined();
  });
});
