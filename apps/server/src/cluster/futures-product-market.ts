/**
 * The product's public futures market data on a cluster gateway (docs/scale-out.md, "Futures"):
 * `GET /v1/futures/contracts`, `tickers`, `depth`, `trades` and `candles` from the contract engines,
 * answered with the one-process routes' builders. Depth and the ticker's prices and funding are
 * asked of the contract's engine; recent trades and 1-minute candles are a projection of the futures
 * result stream (`FuturesClusterMarket`, pure), and the candles before a contract's first trade are
 * its index's history, the cluster's spot candles of the pair, as the one-process server takes its
 * own spot market's.
 */
import type { FastifyInstance } from 'fastify';
import { CONTRACTS, getContract } from '../futures/contracts.ts';
import { parseSafeUnits } from '../markets/fixed-point.ts';
import { addTrade, type Candle } from '../markets/minute-candles.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import { serveFuturesMarketData } from '../plugins/futures/routes/market-data.ts';
import type { FuturesPublicTrade } from '../plugins/futures/service/futures-service.ts';
import { type CandleJson, candlesFromJson, candlesToJson } from './candle-json.ts';
import type { FuturesRouteKit } from './futures-product-routes.ts';
import type { FuturesCommandResult } from './futures-symbol-engine.ts';

/** Recent trades kept per contract (the product's REST trades answer at most 200). */
const TRADES_KEPT = 200;
/** One-minute candles kept per contract: a week. */
const MINUTES_KEPT = 7 * 24 * 60;

/**
 * Everything a `FuturesClusterMarket` holds, as plain JSON (futures-projection.ts); the candles'
 * quote volume as decimal strings.
 */
export interface FuturesClusterMarketCheckpoint {
  recent: Array<[symbol: string, trades: FuturesPublicTrade[]]>;
  candles: Array<[symbol: string, candles: CandleJson[]]>;
}

/** Each contract's recent public trades and 1-minute candles, from the futures result stream. */
export class FuturesClusterMarket {
  private readonly recent = new Map<string, FuturesPublicTrade[]>();
  private readonly candles = new Map<string, Candle[]>();

  toCheckpoint(): FuturesClusterMarketCheckpoint {
    return {
      recent: [...this.recent].map(([symbol, trades]) => [symbol, trades.map((trade) => ({ ...trade }))]),
      candles: [...this.candles].map(([symbol, series]) => [symbol, candlesToJson(series)]),
    };
  }

  static fromCheckpoint(checkpoint: FuturesClusterMarketCheckpoint): FuturesClusterMarket {
    const restored = new FuturesClusterMarket();
    for (const [symbol, trades] of checkpoint.recent)
      restored.recent.set(
        symbol,
        trades.map((trade) => ({ ...trade })),
      );
    for (const [symbol, series] of checkpoint.candles) restored.candles.set(symbol, candlesFromJson(series));
    return restored;
  }

  apply(result: FuturesCommandResult): void {
    for (const event of result.events) {
      if (event.type !== 'trade') continue;
      const contract = getContract(event.symbol);
      const kept = this.recent.get(event.symbol) ?? [];
      this.recent.set(event.symbol, kept);
      kept.push({
        tradeId: event.tradeId,
        price: event.price,
        size: event.size,
        takerSide: event.takerSide,
        time: event.ts,
      });
      if (kept.length > TRADES_KEPT * 2) kept.splice(0, kept.length - TRADES_KEPT);
      const price = parseSafeUnits(event.price, contract.pricePlace) ?? 0;
      const size = parseSafeUnits(event.size, contract.sizePlace) ?? 0;
      const series = this.candles.get(event.symbol) ?? [];
      this.candles.set(event.symbol, series);
      const scale = 10n ** BigInt(LEDGER_DECIMALS - contract.pricePlace - contract.sizePlace);
      addTrade(series, { time: event.ts, price, size, quoteAmount: BigInt(price) * BigInt(size) * scale });
      if (series.length > MINUTES_KEPT) series.splice(0, series.length - MINUTES_KEPT);
    }
  }

  /** The contract's recent trades, oldest first. */
  trades(symbol: string): readonly FuturesPublicTrade[] {
    return this.recent.get(symbol) ?? [];
  }

  /** The contract's 1-minute candles, oldest first. */
  minuteCandles(symbol: string): readonly Candle[] {
    return this.candles.get(symbol) ?? [];
  }
}

/** The public futures routes over the contract engines and this gateway's projection of their trades. */
export function futuresProductMarketRoutes(
  api: FastifyInstance,
  kit: FuturesRouteKit,
  market: FuturesClusterMarket,
  /** The cluster's spot 1-minute candles of a pair: a contract's index history. */
  spotMinutes: (symbol: string) => readonly Candle[],
): void {
  // The engine's view has each level's price and size (the order count is not on the wire).
  const levels = (side: Array<[number, number]>) => side.map(([price, size]) => [price, size, 0] as const);
  serveFuturesMarketData(api, {
    contracts: () => CONTRACTS,
    ticker: async (contract) => {
      const { ticker, depth } = await kit.view(contract.symbol);
      return { ticker, bid: depth.bids[0]?.[0], ask: depth.asks[0]?.[0] };
    },
    depth: async (contract) => {
      const { depth } = await kit.view(contract.symbol);
      return { bids: levels(depth.bids), asks: levels(depth.asks) };
    },
    trades: (symbol) => market.trades(symbol),
    minuteCandles: (symbol) => market.minuteCandles(symbol),
    spotMinutes,
  });
}
