import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import type { FastifyInstance } from 'fastify';
import { aggregate } from '../../../markets/minute-candles.ts';
import { findSymbol, SYMBOLS, type SymbolSpec } from '../../../markets/symbols.ts';
import { AnswerCache, sendCachedAnswer } from '../../../platform/answer-cache.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import { MarketsCode, MarketsError } from '../errors.ts';
import { fiatRatesSetting } from '../fiat-rates.ts';
import type { MarketsService } from '../service/markets-service.ts';
import {
  candleView,
  depthAnswer,
  depthOf,
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

/**
 * How far each symbol's public data has moved: a symbol's count goes up with every committed batch
 * that touched its live book or trades, `all` with any of them (issue #22 item 5).
 */
class MarketVersions {
  private readonly bySymbol = new Map<string, number>();
  all = 0;

  constructor(markets: MarketsService) {
    this.stop = markets.onCommit((batch) => {
      const touched = new Set(batch.touchedSymbols);
      for (const { venue, event } of batch.events)
        if (venue === 'live' && 'symbol' in event && typeof event.symbol === 'string')
          touched.add(event.symbol);
      for (const { symbol } of batch.trades) touched.add(symbol);
      for (const symbol of touched) this.bySymbol.set(symbol, (this.bySymbol.get(symbol) ?? 0) + 1);
      if (touched.size > 0) this.all += 1;
    });
  }

  readonly stop: () => void;

  of(symbol: string): number {
    return this.bySymbol.get(symbol) ?? 0;
  }
}

/** Tickers carry rolling 24 h figures: their answers are rebuilt each minute even with no trade. */
const minuteOf = (now: number) => Math.floor(now / 60_000);

/**
 * Spec issue #7 part 4: symbols and rules, 24 h tickers, merged depth, recent trades, candles.
 * Depth, tickers and trades are serialised once per engine commit touching them (and per step,
 * limit and language) and served from that cache with an ETag (issue #22 item 5).
 */
export async function marketDataRoutes(app: FastifyInstance, options: { markets: MarketsService }) {
  const { markets } = options;
  const versions = new MarketVersions(markets);
  app.addHook('onClose', async () => versions.stop());
  const answers = new AnswerCache();

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

  serveEndpoint(app, SPOT_ENDPOINTS.tickers, async (request, reply) => {
    const specs = request.query.symbol === undefined ? SYMBOLS : [requireSymbol(request.query.symbol)];
    const now = Date.now();
    const moved = request.query.symbol === undefined ? versions.all : versions.of(request.query.symbol);
    const answer = answers.answer(
      `tickers ${request.query.symbol ?? '*'} ${request.languageType}`,
      `${moved} ${minuteOf(now)}`,
      () =>
        success(
          request,
          specs.map((spec) => marketTicker(markets, spec, now)),
        ),
    );
    return sendCachedAnswer(request, reply, answer);
  });

  serveEndpoint(app, SPOT_ENDPOINTS.depth, async (request, reply) => {
    const spec = requireSymbol(request.query.symbol);
    const step = parseDepthStep(spec, request.query.step);
    if (step === undefined) throw new MarketsError(MarketsCode.invalidPrice);
    const { limit } = request.query;
    const answer = answers.answer(
      `depth ${spec.symbol} ${step} ${limit} ${request.languageType}`,
      String(versions.of(spec.symbol)),
      () => {
        const view = depthOf(markets.exchanges.live.book(spec.symbol), step, limit);
        return success(request, depthAnswer(spec, view, step));
      },
    );
    return sendCachedAnswer(request, reply, answer);
  });

  serveEndpoint(app, SPOT_ENDPOINTS.trades, async (request, reply) => {
    const spec = requireSymbol(request.query.symbol);
    const { limit } = request.query;
    const answer = answers.answer(
      `trades ${spec.symbol} ${limit} ${request.languageType}`,
      String(versions.of(spec.symbol)),
      () =>
        success(
          request,
          markets
            .trades(spec.symbol)
            .slice(-limit)
            .reverse()
            .map((trade) => tradeView(spec, trade)),
        ),
    );
    return sendCachedAnswer(request, reply, answer);
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
