import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depthChecksum } from '../../../markets/depth.ts';
import { findSymbol, SYMBOLS, type SymbolSpec } from '../../../markets/symbols.ts';
import { success } from '../../../platform/envelope.ts';
import { apiQuery, decimalString, pairSymbol } from '../../platform/schemas.ts';
import { MarketsCode, MarketsError } from '../errors.ts';
import { fiatRatesSetting } from '../fiat-rates.ts';
import type { MarketsService } from '../service/markets-service.ts';
import { aggregate, CANDLE_INTERVALS } from '../views/candles.ts';
import {
  candleView,
  depthOf,
  levelText,
  parseDepthStep,
  symbolView,
  tickerView,
  tradeView,
} from '../views/market-views.ts';

const symbolField = pairSymbol;

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['market data'];

  api.get(
    '/market/symbols',
    { schema: { tags, summary: 'Listed spot symbols and their trading rules', querystring: apiQuery({}) } },
    async (request) => success(request, SYMBOLS.map(symbolView)),
  );

  const fiatRates = fiatRatesSetting(process.env.MARKETS_FIAT_RATES);
  api.get(
    '/market/fiat-rates',
    {
      schema: {
        tags,
        summary: 'What one USDT is worth in each valuation currency (fixed reference rates)',
        querystring: apiQuery({}),
      },
    },
    async (request) =>
      success(request, {
        base: 'USDT',
        rates: Object.entries(fiatRates).map(([currency, rate]) => ({
          currency,
          value: `usdt_${currency.toLowerCase()}`,
          rate,
        })),
      }),
  );

  api.get(
    '/market/tickers',
    {
      schema: {
        tags,
        summary: '24-hour tickers, all symbols or one',
        querystring: apiQuery({ symbol: symbolField.optional() }),
      },
    },
    async (request) => {
      const specs = request.query.symbol === undefined ? SYMBOLS : [requireSymbol(request.query.symbol)];
      const now = Date.now();
      return success(
        request,
        specs.map((spec) => marketTicker(markets, spec, now)),
      );
    },
  );

  api.get(
    '/market/depth',
    {
      schema: {
        tags,
        summary: 'Order book merged by a price step',
        querystring: apiQuery({
          symbol: symbolField,
          step: decimalString.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => {
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
    },
  );

  api.get(
    '/market/trades',
    {
      schema: {
        tags,
        summary: 'Recent public trades, newest first',
        querystring: apiQuery({
          symbol: symbolField,
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
      },
    },
    async (request) => {
      const spec = requireSymbol(request.query.symbol);
      const trades = markets.trades(spec.symbol).slice(-request.query.limit).reverse();
      return success(
        request,
        trades.map((trade) => tradeView(spec, trade)),
      );
    },
  );

  api.get(
    '/market/candles',
    {
      schema: {
        tags,
        summary: 'Candles, oldest first: [openTime, open, high, low, close, baseVolume, quoteVolume]',
        querystring: apiQuery({
          symbol: symbolField,
          interval: z.enum(CANDLE_INTERVALS),
          limit: z.coerce.number().int().min(1).max(1000).default(200),
          endTime: z.coerce.number().int().min(0).optional(),
        }),
      },
    },
    async (request) => {
      const spec = requireSymbol(request.query.symbol);
      const { interval, limit, endTime } = request.query;
      const candles = aggregate(markets.minuteCandles(spec.symbol), interval, limit, endTime);
      return success(
        request,
        candles.map((candle) => candleView(spec, candle)),
      );
    },
  );
}
