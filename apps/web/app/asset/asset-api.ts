import type { RequestClient } from '@tideline/core/request';

// The calls of the asset pages (markets protocol §4, futures protocol §3) with the answers read
// defensively: a field of the wrong shape is dropped, never shown as a wrong figure.

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null ? (value as Loose) : {};
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export const ASSET_QUERY_KEYS = {
  balances: ['asset', 'spot-balances'],
  futuresAccount: ['asset', 'futures-account'],
  positions: ['asset', 'futures-positions'],
  tickers: ['asset', 'tickers'],
  rates: ['asset', 'valuation-rates'],
} as const;

export interface SpotBalance {
  asset: string;
  available: string;
  hold: string;
  total: string;
}

export interface SpotBalances {
  demo: boolean;
  balances: SpotBalance[];
}

export async function fetchSpotBalances(client: RequestClient): Promise<SpotBalances> {
  const data = record((await client.get<unknown>('/asset/spot/balances')).data);
  return {
    demo: data.demo === true,
    balances: list(data.balances).map((item) => {
      const row = record(item);
      return {
        asset: text(row.asset),
        available: text(row.available, '0'),
        hold: text(row.hold, '0'),
        total: text(row.total, '0'),
      };
    }),
  };
}

export interface FuturesAccount {
  marginCoin: string;
  available: string;
  orderMargin: string;
  positionMargin: string;
  unrealisedPnl: string;
  equity: string;
  maxTransferOut: string;
}

export async function fetchFuturesAccount(client: RequestClient): Promise<FuturesAccount> {
  const data = record((await client.get<unknown>('/futures/account')).data);
  return {
    marginCoin: text(data.marginCoin, 'USDT'),
    available: text(data.available, '0'),
    orderMargin: text(data.orderMargin, '0'),
    positionMargin: text(data.positionMargin, '0'),
    unrealisedPnl: text(data.unrealisedPnl, '0'),
    equity: text(data.equity, '0'),
    maxTransferOut: text(data.maxTransferOut, '0'),
  };
}

export interface FuturesPosition {
  symbol: string;
  direction: 1 | 2;
  count: string;
  openAvgPrice: string;
  markPrice: string;
  openLevel: string;
  openMarginCount: string;
  unrealisedPnl: string;
}

export async function fetchPositions(client: RequestClient): Promise<FuturesPosition[]> {
  return list((await client.get<unknown>('/futures/positions')).data).map((item) => {
    const row = record(item);
    return {
      symbol: text(row.symbol),
      direction: row.direction === 2 ? 2 : 1,
      count: text(row.count),
      openAvgPrice: text(row.openAvgPrice),
      markPrice: text(row.markPrice),
      openLevel: text(row.openLevel),
      openMarginCount: text(row.openMarginCount),
      unrealisedPnl: text(row.unrealisedPnl),
    };
  });
}

export interface TickerPrice {
  symbol: string;
  last: string | null;
}

export async function fetchTickerPrices(client: RequestClient): Promise<TickerPrice[]> {
  return list((await client.get<unknown>('/market/tickers')).data).map((item) => {
    const row = record(item);
    return { symbol: text(row.symbol), last: typeof row.last === 'string' ? row.last : null };
  });
}

/** What one USDT is worth in each valuation currency, by ISO code. */
export async function fetchValuationRates(client: RequestClient): Promise<Readonly<Record<string, string>>> {
  const rates = record(record((await client.get<unknown>('/asset/valuation-rates')).data).rates);
  return Object.fromEntries(
    Object.entries(rates).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export interface DepositAddress {
  asset: string;
  network: string;
  address: string;
  memo: string | null;
}

export async function fetchDepositAddress(client: RequestClient, asset: string): Promise<DepositAddress> {
  const data = record((await client.get<unknown>('/asset/deposit/address', { asset })).data);
  return {
    asset: text(data.asset, asset),
    network: text(data.network),
    address: text(data.address),
    memo: typeof data.memo === 'string' ? data.memo : null,
  };
}
