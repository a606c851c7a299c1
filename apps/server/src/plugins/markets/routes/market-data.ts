import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import type { FastifyInstance } from 'fastify';
import { depthChecksum } from '../../../markets/depth.ts';
import { aggregate } from '../../../markets/minute-candles.ts';
import { findSymbol, SYMBOLS, type SymbolSpec } from '../../../markets/symbols.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import { MarketsCode, MarketsError } from '../errors.ts';
import { fiatRatesSetting } from '../fiat-rates.ts';
import type { MarketsService } from '../service/markets-service.ts';
import {
  candleView,
  depthOf,
  levelText,
  parseDepthStep,
  symbolView,
  tickerView,
  tradeView,
} from '../views/market-views.ts';

export function requireSymbol(symbol: string): SymbolSpec {
  const spec = findSymbol(symbol);
  if (spec === undefined) throw new MarketsError(MarketsCode.unknownSymbol);
  return spec;
}

export function marketTicker(markets: MarketsService, spec: SymbolSpec, now = Date.now()) {
  const last = markets.lastPriceOf(spec.symbol) ?? spec.startPriceTicks;
  return tickerView(
    spec,
    markets.minuteCandles(spec.symbol),
    last,
    markets.exchanges.live.book(spec.symbol),
    now,
  );
}

/** Spec issue #7 part 4: symbols and rules, 24 h tickers, merged depth, recent trades, candles. */
export async function marketDataRoutes(app: FastifyInstance, options: { markets: MarketsService }) {
  const { markets } = options;

  serveEndpoint(app, SPOT_ENDPOINTS.symbols, async (request) => success(request, SYMBOLS.map(symbolView)));

  const fiatRates = fiatRatesSetting(process.env.MARKETS_FIAT_RATES);
  serveEndpoint(app, SPOT_ENDPOINTS.fiatRates, async (request) =>
    success(request, {
      base: 'USDT' as const,
      rates: Object.entries(fiatRates).map(([currency, rate]) => ({
        currency,
        value: `usdt_${currency.toLowerCase()}`,
        rate,
      })),
    }),
  );

  serveEndpoint(app, SPOT_ENDPOINTS.tickers, async (request) => {
    const specs = request.query.symbol === undefined ? SYMBOLS : [requireSymbol(request.query.symbol)];
    const now = Date.now();
    return success(
      request,
      specs.map((spec) => marketTicker(markets, spec, now)),
    );
  });

  serveEndpoint(app, SPOT_ENDPOINTS.depth, async (request) => {
    const spec = requireSymbol(request.query.symbol);
    const step = parseDepthStep(spec, request.query.step);
    if (step === undefined) throw new MarketsError(MarketsCode.invalidPrice);
    const view = depthOf(markets.exchanges.live.book(spec.symbol), step, request.query.limit);
    const format = levelText(spec);
    return success(request, {
      symbol: spec.symbol,
      step: format([step, 0])[0],
      bids: view.bids.map(format),
      asks: view.asks.map(format),
      checksum: depthChecksum(view, spec),
      ts: Date.now(),
    });
  });

  serveEndpoint(app, SPOT_ENDPOINTS.trades, async (request) => {
    const spec = requireSymbol(request.query.symbol);
    const trades = markets.trades(spec.symbol).slice(-request.query.limit).reverse();
    return success(
      request,
      trades.map((trade) => tradeView(spec, trade)),
    );
  });

  serveEndpoint(app, SPOT_ENDPOINTS.candles, async (request) => {
    const spec = requireSymbol(request.query.symbol);
    const { interval, limit, endTime } = request.query;
    const candles = aggregate(markets.minuteCandles(spec.symbol), interval, limit, endTime);
    return success(
      request,
      candles.map((candle) => candleView(spec, candle)),
    );
  });
}
