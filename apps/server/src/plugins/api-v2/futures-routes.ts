import { Decimal } from '@tideline/core/decimal';
import type { FuturesAccountWire } from '@tideline/protocol/futures/account';
import type { FuturesContractWire } from '@tideline/protocol/futures/contract';
import type { FuturesTradeWire } from '@tideline/protocol/futures/market-data';
import type { FuturesTickerWire } from '@tideline/protocol/futures/ticker';
import type { FastifyInstance } from 'fastify';
import { futuresDb, futuresServiceOf } from '../futures/index.ts';
import { requireUsdtFutures, USDT_FUTURES, v2MixAccount } from './futures-trade-routes.ts';
import { callV1 } from './v1-bridge.ts';
import { V2Error } from './v2-errors.ts';
import { optional, optionalInteger, required, tradesPage, type V2Call, type V2Route } from './v2-route.ts';

/** Bitget's futures candle granularities and the /v1 interval each is. */
const MIX_GRANULARITY: Readonly<Record<string, string>> = {
  '1m': '1m',
  '5m': '5m',
  '15m': '15m',
  '30m': '30m',
  '1H': '1h',
  '4H': '4h',
  '6H': '6h',
  '6Hutc': '6h',
  '12H': '12h',
  '12Hutc': '12h',
  '1D': '1d',
  '1Dutc': '1d',
  '1W': '1w',
  '1Wutc': '1w',
  '1M': '1M',
  '1Mutc': '1M',
};

/** Whether the request asks for USDT-FUTURES; other product types list nothing here. */
function usdtFutures(call: V2Call): boolean {
  return required(call.params, 'productType').toUpperCase() === USDT_FUTURES;
}

function v2Contract(contract: FuturesContractWire) {
  const top = contract.riskTiers.reduce((max, tier) => Math.max(max, Number(tier.maxLeverage)), 1);
  return {
    symbol: contract.symbol,
    baseCoin: contract.baseCoin,
    quoteCoin: contract.quoteCoin,
    supportMarginCoins: [contract.marginCoin],
    minTradeNum: contract.minTradeSize,
    priceEndStep: '1',
    volumePlace: String(contract.sizePlace),
    pricePlace: String(contract.pricePlace),
    sizeMultiplier: contract.minTradeSize,
    symbolType: 'perpetual',
    symbolStatus: 'normal',
    minLever: '1',
    maxLever: String(top),
    maxPositionNum: contract.maxTradeSize,
    fundInterval: '8',
  };
}

function v2MixTicker(ticker: FuturesTickerWire) {
  return {
    symbol: ticker.symbol,
    lastPr: ticker.lastPrice ?? '',
    askPr: ticker.bestAsk ?? '',
    bidPr: ticker.bestBid ?? '',
    bidSz: '',
    askSz: '',
    high24h: ticker.high24h ?? '',
    low24h: ticker.low24h ?? '',
    ts: String(ticker.ts),
    change24h: ticker.changeRate24h ?? '',
    baseVolume: ticker.baseVolume,
    quoteVolume: ticker.quoteVolume,
    usdtVolume: ticker.quoteVolume,
    openUtc: ticker.open24h ?? '',
    changeUtc24h: ticker.changeRate24h ?? '',
    indexPrice: ticker.indexPrice ?? '',
    fundingRate: ticker.fundingRate,
    holdingAmount: '0',
    open24h: ticker.open24h ?? '',
    markPrice: ticker.markPrice ?? '',
  };
}

function fundingHours(ticker: FuturesTickerWire | undefined): number {
  return ticker === undefined ? 8 : ticker.fundingIntervalMs / 3_600_000;
}

/**
 * Past funding rates of a contract, newest first: the settlements the live venue's history kept
 * (one row per settlement time; a settlement nobody held a position through leaves none).
 */
async function fundingHistory(app: FastifyInstance, symbol: string, limit: number, offset: number) {
  const rows = await futuresDb(app.db)
    .selectFrom('futures_history')
    .select(['ts', 'data'])
    .distinctOn('ts')
    .where('venue', '=', 'live')
    .where('kind', '=', 'funding')
    .where('symbol', '=', symbol)
    .orderBy('ts', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => {
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as { rate: string };
    return { symbol, fundingRate: data.rate, fundingTime: String(row.ts) };
  });
}

/**
 * Open interest per contract on the live venue: the long side's open size (equal to the short
 * side's), read from the engine's state at most once a second.
 */
class OpenInterest {
  private read = 0;
  private sizes = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  of(symbol: string): string {
    const now = Date.now();
    if (now - this.read >= 1000) {
      const lots = new Map<string, number>();
      const exchange = futuresServiceOf(this.app).exchanges.live;
      for (const position of exchange.snapshot().positions)
        if (position.direction === 1)
          lots.set(position.symbol, (lots.get(position.symbol) ?? 0) + position.size);
      const sizes = new Map<string, string>();
      for (const contract of exchange.contracts())
        sizes.set(
          contract.symbol,
          new Decimal(contract.contractSize).times(lots.get(contract.symbol) ?? 0).toString(),
        );
      this.sizes = sizes;
      this.read = now;
    }
    return this.sizes.get(symbol) ?? '0';
  }
}

/** The USDT-futures group of Bitget's v2 REST API (issue #32), each answered by its /v1 route. */
export function futuresRoutes(app: FastifyInstance): V2Route[] {
  const v1 = <T>(call: V2Call, path: string, query: Record<string, string | number | undefined> = {}) =>
    callV1<T>(app, call.request, { method: 'GET', path, token: call.token, query });
  const rawTickers = new WeakMap<V2Call, FuturesTickerWire[]>();
  const openInterest = new OpenInterest(app);
  const tickers = async (call: V2Call) => {
    requireUsdtFutures(call);
    const rows = await v1<FuturesTickerWire[]>(call, '/futures/tickers', {
      symbol: optional(call.params, 'symbol'),
    });
    rawTickers.set(call, rows);
    return rows.map(v2MixTicker);
  };
  const candles = async (call: V2Call) => {
    requireUsdtFutures(call);
    const symbol = required(call.params, 'symbol');
    const interval = MIX_GRANULARITY[required(call.params, 'granularity')];
    if (interval === undefined) throw new V2Error('parameterInvalid', 'Parameter granularity error');
    const limit = Math.min(optionalInteger(call.params, 'limit') ?? 100, 1000);
    const rows = await v1<string[][]>(call, '/futures/candles', {
      symbol,
      interval,
      limit,
      endTime: optionalInteger(call.params, 'endTime'),
    });
    const startTime = optionalInteger(call.params, 'startTime');
    return rows
      .filter((row) => startTime === undefined || Number(row[0]) >= startTime)
      .map(([ts, open, high, low, close, base, quote]) => [String(ts), open, high, low, close, base, quote]);
  };
  const trades = async (call: V2Call, history = false) => {
    requireUsdtFutures(call);
    const symbol = required(call.params, 'symbol');
    const limit = Math.min(optionalInteger(call.params, 'limit') ?? 100, history ? 1000 : 100);
    const rows = await v1<FuturesTradeWire[]>(call, '/futures/trades', {
      symbol,
      limit: history ? 200 : limit,
    });
    const page = rows.map((trade) => ({
      tradeId: trade.tradeId,
      price: trade.price,
      size: trade.size,
      side: trade.takerSide,
      ts: String(trade.time),
      symbol,
    }));
    return history ? tradesPage(call.params, page, limit) : page;
  };

  return [
    {
      method: 'GET',
      path: '/mix/market/contracts',
      right: 'public',
      handler: async (call) => {
        if (!usdtFutures(call)) return [];
        const wanted = optional(call.params, 'symbol');
        const contracts = await v1<FuturesContractWire[]>(call, '/futures/contracts');
        return contracts.filter((row) => wanted === undefined || row.symbol === wanted).map(v2Contract);
      },
    },
    { method: 'GET', path: '/mix/market/ticker', right: 'public', handler: tickers },
    { method: 'GET', path: '/mix/market/tickers', right: 'public', handler: tickers },
    {
      method: 'GET',
      path: '/mix/market/merge-depth',
      right: 'public',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const limit = Math.min(optionalInteger(call.params, 'limit') ?? 100, 200);
        const depth = await v1<{ bids: string[][]; asks: string[][]; ts: number }>(call, '/futures/depth', {
          symbol,
          limit,
        });
        return {
          asks: depth.asks,
          bids: depth.bids,
          ts: String(depth.ts),
          precision: 'scale0',
          scale: '',
          isMaxPrecision: 'YES',
        };
      },
    },
    { method: 'GET', path: '/mix/market/candles', right: 'public', handler: candles },
    { method: 'GET', path: '/mix/market/history-candles', right: 'public', handler: candles },
    { method: 'GET', path: '/mix/market/fills', right: 'public', handler: (call) => trades(call) },
    {
      method: 'GET',
      path: '/mix/market/current-fund-rate',
      right: 'public',
      handler: async (call) =>
        (await tickers(call)).map((ticker, index) => ({
          symbol: ticker.symbol,
          fundingRate: ticker.fundingRate,
          fundingRateInterval: String(fundingHours(rawTickers.get(call)?.[index])),
          nextUpdate: String(rawTickers.get(call)?.[index]?.nextFundingTime ?? ''),
          minFundingRate: '',
          maxFundingRate: '',
        })),
    },
    {
      method: 'GET',
      path: '/mix/market/funding-time',
      right: 'public',
      handler: async (call) => {
        await tickers(call);
        return (rawTickers.get(call) ?? []).map((ticker) => ({
          symbol: ticker.symbol,
          nextFundingTime: String(ticker.nextFundingTime ?? ''),
          ratePeriod: String(fundingHours(ticker)),
        }));
      },
    },
    {
      method: 'GET',
      path: '/mix/market/symbol-price',
      right: 'public',
      handler: async (call) =>
        (await tickers(call)).map((ticker) => ({
          symbol: ticker.symbol,
          price: ticker.lastPr,
          indexPrice: ticker.indexPrice,
          markPrice: ticker.markPrice,
          ts: ticker.ts,
        })),
    },
    {
      method: 'GET',
      path: '/mix/market/history-fund-rate',
      right: 'public',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const pageSize = Math.min(optionalInteger(call.params, 'pageSize') ?? 20, 100);
        const pageNo = Math.max(optionalInteger(call.params, 'pageNo') ?? 1, 1);
        return fundingHistory(app, symbol, pageSize, (pageNo - 1) * pageSize);
      },
    },
    {
      method: 'GET',
      path: '/mix/market/open-interest',
      right: 'public',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        await tickers(call);
        if ((rawTickers.get(call) ?? []).length === 0) throw new V2Error('symbolUnknown');
        return {
          openInterestList: [{ symbol, size: openInterest.of(symbol) }],
          ts: String(Date.now()),
        };
      },
    },
    {
      method: 'GET',
      path: '/mix/market/fills-history',
      right: 'public',
      handler: (call) => trades(call, true),
    },
    {
      method: 'GET',
      path: '/mix/account/accounts',
      right: 'read',
      handler: async (call) => {
        if (!usdtFutures(call)) return [];
        return [v2MixAccount(await v1<FuturesAccountWire>(call, '/futures/account'))];
      },
    },
    {
      method: 'POST',
      path: '/mix/account/set-leverage',
      right: 'trade',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const leverage = required(call.params, 'leverage');
        if (!/^\d{1,4}$/.test(leverage)) throw new V2Error('parameterInvalid', 'Parameter leverage error');
        const set = await callV1<{ leverage: number; marginMode: 1 | 2 }>(app, call.request, {
          method: 'POST',
          path: '/futures/leverage',
          token: call.token,
          body: { symbol, leverage: Number(leverage) },
        });
        return {
          symbol,
          marginCoin: optional(call.params, 'marginCoin') ?? 'USDT',
          longLeverage: String(set.leverage),
          shortLeverage: String(set.leverage),
          crossMarginLeverage: String(set.leverage),
          marginMode: set.marginMode === 1 ? 'isolated' : 'crossed',
        };
      },
    },
  ];
}
