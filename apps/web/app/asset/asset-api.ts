import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';

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
  return callEndpoint(client, FUTURES_ENDPOINTS.account);
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

/** The positions as the overview lists them: a figure not known yet (no mark price) reads as empty. */
export async function fetchPositions(client: RequestClient): Promise<FuturesPosition[]> {
  return (await callEndpoint(client, FUTURES_ENDPOINTS.positions)).map((position) => ({
    symbol: position.symbol,
    direction: position.direction,
    count: position.count,
    openAvgPrice: position.openAvgPrice,
    markPrice: position.markPrice ?? '',
    openLevel: position.openLevel,
    openMarginCount: position.openMarginCount,
    unrealisedPnl: position.unrealisedPnl ?? '',
  }));
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
