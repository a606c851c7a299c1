/**
 * The cluster's public market data, built from the engines' trades in the result stream: each
 * symbol's recent public trades, 1-minute candles (the one-process product's `addTrade`, so longer
 * intervals aggregate the same way) and last price. Gateways answer the product's
 * `/v1/market/tickers`, `trades` and `candles` from it, and the product server's `/ws` trades,
 * candles and ticker channels. Pure: no I/O; a result whose sequence is not above the symbol's last one is skipped.
 * Kept in memory and rebuilt from the result stream at start (the stream holds every result).
 */

import { getSymbol, LEDGER_DECIMALS, parseUnits } from '../markets/index.ts';
import { addTrade, type Candle } from '../markets/minute-candles.ts';
import type { SymbolSpec } from '../markets/symbols.ts';
import type { PublicTrade } from '../plugins/markets/service/markets-service.ts';
import { tickerView } from '../plugins/markets/views/market-views.ts';
import { type CandleJson, candlesFromJson, candlesToJson } from './candle-json.ts';
import type { CommandResult } from './symbol-engine.ts';

/** Recent trades kept per symbol (the product's REST trades answer at most 500). */
const TRADES_KEPT = 500;
/** One-minute candles kept per symbol: a week. */
const MINUTES_KEPT = 7 * 24 * 60;

/** Everything a `ClusterMarket` holds, as plain JSON (cluster-checkpoint.ts); candles' quote volume as decimal strings. */
export interface ClusterMarketCheckpoint {
  seqs: Array<[symbol: string, seq: number]>;
  recent: Array<[symbol: string, trades: PublicTrade[]]>;
  candles: Array<[symbol: string, candles: CandleJson[]]>;
  last: Array<[symbol: string, priceTicks: number]>;
}

export class ClusterMarket {
  private readonly seqs = new Map<string, number>();
  private readonly recent = new Map<string, PublicTrade[]>();
  private readonly candles = new Map<string, Candle[]>();
  private readonly last = new Map<string, number>();

  /** Applies one result; answers its public trades, oldest first (none for a skipped result). */
  apply(result: CommandResult): PublicTrade[] {
    if (result.seq <= (this.seqs.get(result.symbol) ?? 0)) return [];
    this.seqs.set(result.symbol, result.seq);
    const spec = getSymbol(result.symbol);
    const added: PublicTrade[] = [];
    for (const event of result.events) {
      if (event.type !== 'trade') continue;
      const trade: PublicTrade = {
        tradeId: event.tradeId,
        price: Number(parseUnits(event.price, spec.pricePlace) ?? 0n),
        size: Number(parseUnits(event.size, spec.quotePrecision) ?? 0n),
        takerSide: event.takerSide,
        time: event.ts,
      };
      added.push(trade);
      const series = this.candles.get(result.symbol) ?? [];
      this.candles.set(result.symbol, series);
      addTrade(series, {
        time: trade.time,
        price: trade.price,
        size: trade.size,
        quoteAmount: parseUnits(event.quoteAmount, LEDGER_DECIMALS) ?? 0n,
      });
      if (series.length > MINUTES_KEPT) series.splice(0, series.length - MINUTES_KEPT);
      this.last.set(result.symbol, trade.price);
    }
    if (added.length > 0) {
      const kept = this.recent.get(result.symbol) ?? [];
      kept.push(...added);
      if (kept.length > TRADES_KEPT) kept.splice(0, kept.length - TRADES_KEPT);
      this.recent.set(result.symbol, kept);
    }
    return added;
  }

  toCheckpoint(): ClusterMarketCheckpoint {
    return {
      seqs: [...this.seqs],
      recent: [...this.recent].map(([symbol, trades]) => [symbol, trades.map((trade) => ({ ...trade }))]),
      candles: [...this.candles].map(([symbol, series]) => [symbol, candlesToJson(series)]),
      last: [...this.last],
    };
  }

  static fromCheckpoint(checkpoint: ClusterMarketCheckpoint): ClusterMarket {
    const restored = new ClusterMarket();
    for (const [symbol, seq] of checkpoint.seqs) restored.seqs.set(symbol, seq);
    for (const [symbol, trades] of checkpoint.recent)
      restored.recent.set(
        symbol,
        trades.map((trade) => ({ ...trade })),
      );
    for (const [symbol, series] of checkpoint.candles) restored.candles.set(symbol, candlesFromJson(series));
    for (const [symbol, price] of checkpoint.last) restored.last.set(symbol, price);
    return restored;
  }

  /** The symbol's recent public trades, oldest first. */
  trades(symbol: string): readonly PublicTrade[] {
    return this.recent.get(symbol) ?? [];
  }

  /** The symbol's 1-minute candles, oldest first. */
  minuteCandles(symbol: string): readonly Candle[] {
    return this.candles.get(symbol) ?? [];
  }

  /** The last trade's price in ticks; the symbol's start price before its first trade. */
  lastPrice(symbol: string): number {
    return this.last.get(symbol) ?? getSymbol(symbol).startPriceTicks;
  }

  /** The symbol's 24 h ticker, its best bid and ask from `depth` (a replica's levels, best first). */
  ticker(
    spec: SymbolSpec,
    now: number,
    depth: { bids: ReadonlyArray<readonly [number, number]>; asks: ReadonlyArray<readonly [number, number]> },
  ) {
    const book = { bestBid: () => depth.bids[0]?.[0], bestAsk: () => depth.asks[0]?.[0] };
    return tickerView(spec, this.minuteCandles(spec.symbol), this.lastPrice(spec.symbol), book, now);
  }
}
