import { STREAM_LEVELS } from '../depth-diff.ts';
import type { Side } from '../engine/types.ts';
import type { OpenOrderView } from '../exchange.ts';
import type { ExchangeCommand, ExchangeEvent } from '../exchange-types.ts';
import { formatUnits, parseSafeUnits } from '../fixed-point.ts';
import { findSymbol, SYMBOLS, type SymbolSpec } from '../symbols.ts';
import { CrossPrice, type PriceSource } from './cross-price.ts';
import { FairPriceProcess, type FairPriceState, REGIMES, type VolatilityRegime } from './fair-price.ts';
import { FollowedPrice } from './followed-price.ts';
import {
  buildLadder,
  drawLevelNoise,
  LADDER_LEVELS,
  type LadderQuote,
  type LevelNoise,
  ladderShape,
  sampleTakerOrders,
} from './order-flow.ts';
import { Prng } from './prng.ts';
import { type MarketProfile, profileFor } from './profiles.ts';

/** The simulated market maker: one account quoting every symbol. */
export const MARKET_MAKER_ACCOUNT = 'sim-market-maker';
/** Simulated takers. */
export const TAKER_ACCOUNTS = ['sim-taker-1', 'sim-taker-2', 'sim-taker-3', 'sim-taker-4'] as const;

/** The asset every other one is valued in. */
const VALUATION_ASSET = 'USDT';
/** USDT value each simulated account starts with, in every asset it trades. */
const FUNDING_USDT = 1_000_000_000;
/**
 * Levels a side a churning market quotes: as many as the depth stream carries, so every level a
 * client of the stream sees is re-placed at every step (a calm market quotes LADDER_LEVELS).
 */
export const CHURN_LADDER_LEVELS = STREAM_LEVELS;
/** Longest fair-price step, so a long pause still passes through regime changes and jumps. */
const MAX_STEP_MS = 10_000;

interface LiveQuote {
  readonly market: SimulatedMarket;
  /** Its slot in the ladder, `${side}:${level}`. */
  key: string;
  readonly clientOrderId: string;
  readonly side: Side;
  readonly price: number;
  readonly size: number;
  orderId: number | undefined;
  remaining: number;
}

interface SimulatedMarket {
  readonly spec: SymbolSpec;
  readonly profile: MarketProfile;
  /** What the market quotes around. */
  readonly fair: PriceSource;
  /** The process to step, for a market with a fair price of its own (a cross pair has none). */
  readonly own: FairPriceProcess | undefined;
  /** Key `${side}:${level}`. */
  readonly quotes: Map<string, LiveQuote>;
  /** Per ladder slot, redrawn when the slot is re-placed. */
  readonly noise: Map<string, LevelNoise>;
  /** Share (0-1) of its resting quotes re-placed at every step even when still good. */
  readonly churn: number;
  /** Levels a side its ladder quotes. */
  readonly ladderLevels: number;
  lastTrade: number;
  lastTs: number | undefined;
}

export interface MarketSimulatorOptions {
  readonly seed: string;
  readonly symbols?: readonly SymbolSpec[];
  /**
   * Where each fair price starts (e.g. the end of generateHistory); default the symbol's start. A
   * cross pair whose legs are both simulated follows them and needs none.
   */
  readonly start?: Readonly<Record<string, FairPriceState>>;
  /**
   * Percent (0-100) of the resting quotes re-placed at every step even when still good: a load
   * knob that raises the depth update rate (benchmarks); 0, the default, re-quotes only as needed.
   * A churning market also quotes CHURN_LADDER_LEVELS a side, the whole depth the stream carries.
   */
  readonly depthChurnPercent?: number;
  /**
   * Symbols the churn applies to (default every symbol): a bench watching one market need not pay
   * for journaling the re-quotes of all the others.
   */
  readonly depthChurnSymbols?: readonly string[];
  /**
   * A fair price from outside per symbol (in price units, not ticks; undefined while it has none):
   * the market quotes around it instead of its own process, asked afresh at every step. Beside
   * `npm run cluster` the one-process server's venues follow the cluster's last trades this way.
   */
  readonly followedPrice?: (symbol: string) => number | undefined;
}

/**
 * A live market around each symbol's fair price: a market maker re-quoting a ladder as the price
 * moves, and takers hitting it. It never touches the exchange itself: `advance(ts)` returns the
 * commands to apply (so the server journals them like a user's), and `observe(events)` tells it
 * what became of them. Deterministic: the same seed, the same timestamps and the same events give
 * the same commands.
 */
export class MarketSimulator {
  private readonly markets: SimulatedMarket[];
  private readonly bySymbol = new Map<string, SimulatedMarket>();
  private readonly prng: Prng;
  private readonly byClientOrderId = new Map<string, LiveQuote>();
  private readonly byOrderId = new Map<number, LiveQuote>();
  private nextQuoteId = 1;
  /** Its own stream, so a churning market draws the same prices and orders as a calm one. */
  private readonly churnPrng: Prng;

  constructor(options: MarketSimulatorOptions) {
    this.prng = new Prng(`${options.seed}:live`);
    const churn = Math.min(100, Math.max(0, options.depthChurnPercent ?? 0)) / 100;
    const churned = options.depthChurnSymbols === undefined ? undefined : new Set(options.depthChurnSymbols);
    this.churnPrng = new Prng(`${options.seed}:churn`);
    const specs = options.symbols ?? SYMBOLS;
    const processes = new Map<string, FairPriceProcess>();
    const processOf = (spec: SymbolSpec) => {
      const anchor = spec.startPriceTicks / 10 ** spec.pricePlace;
      const process = new FairPriceProcess(
        new Prng(`${options.seed}:fair:${spec.symbol}`),
        anchor,
        profileFor(spec.symbol).volatilityScale,
        options.start?.[spec.symbol],
      );
      processes.set(spec.symbol, process);
      return process;
    };
    // USDT pairs first: a cross pair's fair price is built from theirs.
    for (const spec of specs) if (spec.quote === VALUATION_ASSET) processOf(spec);
    this.markets = specs.map((spec) => {
      const profile = profileFor(spec.symbol);
      const baseLeg = processes.get(`${spec.base}${VALUATION_ASSET}`);
      const quoteLeg = processes.get(`${spec.quote}${VALUATION_ASSET}`);
      const own =
        spec.quote === VALUATION_ASSET
          ? processes.get(spec.symbol)
          : baseLeg === undefined || quoteLeg === undefined
            ? processOf(spec)
            : undefined;
      const simulated: PriceSource = own ?? new CrossPrice(baseLeg!, quoteLeg!);
      const followed = options.followedPrice;
      const fair: PriceSource =
        followed === undefined ? simulated : new FollowedPrice(simulated, () => followed(spec.symbol));
      const marketChurn = churned === undefined || churned.has(spec.symbol) ? churn : 0;
      const market: SimulatedMarket = {
        spec,
        profile,
        fair,
        own,
        quotes: new Map(),
        noise: new Map(),
        churn: marketChurn,
        ladderLevels: marketChurn > 0 ? CHURN_LADDER_LEVELS : LADDER_LEVELS,
        lastTrade: fair.price,
        lastTs: undefined,
      };
      this.bySymbol.set(spec.symbol, market);
      return market;
    });
  }

  /** What one unit of `asset` is worth in USDT now: its simulated pair's fair price, else its listed start. */
  private usdtPrice(asset: string): number {
    if (asset === VALUATION_ASSET) return 1;
    const symbol = `${asset}${VALUATION_ASSET}`;
    const simulated = this.bySymbol.get(symbol);
    if (simulated !== undefined) return simulated.fair.price;
    const listed = findSymbol(symbol);
    return listed === undefined ? 1 : listed.startPriceTicks / 10 ** listed.pricePlace;
  }

  /**
   * Deposits for the simulated accounts: FUNDING_USDT worth of every asset they trade that
   * `funded` says an account lacks. A fresh exchange lacks all; a venue from before a listing
   * grew lacks only the new assets. Applied as journaled commands, so a replay funds the same.
   */
  fundingCommands(
    ts: number,
    funded: (accountId: string, asset: string) => boolean = () => false,
  ): ExchangeCommand[] {
    const traded = this.markets.flatMap((market) => [market.spec.base, market.spec.quote]);
    const assets = [...new Set([VALUATION_ASSET, ...traded])];
    const commands: ExchangeCommand[] = [];
    for (const accountId of [MARKET_MAKER_ACCOUNT, ...TAKER_ACCOUNTS]) {
      for (const asset of assets) {
        if (funded(accountId, asset)) continue;
        const amount = Math.ceil(FUNDING_USDT / this.usdtPrice(asset));
        commands.push({ type: 'deposit', accountId, asset, amount: String(amount), ts });
      }
    }
    return commands;
  }

  /** Cancels for simulated orders left on the book by an earlier run (e.g. before a restart). */
  cancelOrphans(openOrders: readonly OpenOrderView[], ts: number): ExchangeCommand[] {
    return openOrders
      .filter((order) => !this.byOrderId.has(order.orderId))
      .map((order) => ({
        type: 'cancel',
        symbol: order.symbol,
        accountId: MARKET_MAKER_ACCOUNT,
        orderId: order.orderId,
        ts,
      }));
  }

  fairPrice(symbol: string): number | undefined {
    return this.bySymbol.get(symbol)?.fair.price;
  }

  regime(symbol: string): VolatilityRegime | undefined {
    return this.bySymbol.get(symbol)?.fair.regime;
  }

  /** Moves every market to `ts` and returns the commands to apply now, in order. */
  advance(ts: number): ExchangeCommand[] {
    const commands: ExchangeCommand[] = [];
    const due: Array<[SimulatedMarket, number]> = [];
    for (const market of this.markets) {
      const elapsed = market.lastTs === undefined ? 0 : ts - market.lastTs;
      if (market.lastTs !== undefined && elapsed <= 0) continue;
      due.push([market, elapsed]);
      // Every process moves before any market quotes, so a cross pair quotes its legs' new prices.
      for (let left = elapsed; left > 0; left -= MAX_STEP_MS) market.own?.step(Math.min(left, MAX_STEP_MS));
      market.lastTs = ts;
    }
    for (const [market, elapsed] of due) {
      this.requote(market, ts, commands);
      this.takers(market, elapsed, ts, commands);
    }
    return commands;
  }

  /** Feed back the events of every applied command (the simulator's own and everyone else's). */
  observe(events: readonly ExchangeEvent[]): void {
    for (const event of events) {
      switch (event.type) {
        case 'accepted':
          if (event.clientOrderId !== undefined && event.accountId === MARKET_MAKER_ACCOUNT) {
            const quote = this.byClientOrderId.get(event.clientOrderId);
            if (quote !== undefined) {
              quote.orderId = event.orderId;
              this.byOrderId.set(event.orderId, quote);
            }
          }
          break;
        case 'trade': {
          const market = this.bySymbol.get(event.symbol);
          if (market !== undefined) market.lastTrade = Number(event.price);
          const quote = this.byOrderId.get(event.makerOrderId) ?? this.byOrderId.get(event.takerOrderId);
          if (quote !== undefined) {
            const filled = parseSafeUnits(event.size, quote.market.spec.quotePrecision) ?? 0;
            quote.remaining = Math.max(0, quote.remaining - filled);
          }
          break;
        }
        case 'done':
          this.forget(this.byOrderId.get(event.orderId));
          break;
        case 'rejected':
          if (event.accountId === MARKET_MAKER_ACCOUNT && event.command === 'place' && event.clientOrderId) {
            this.forget(this.byClientOrderId.get(event.clientOrderId));
          }
          break;
        default:
          break;
      }
    }
  }

  /**
   * Re-quotes like a real market maker: each target level keeps any healthy resting quote close
   * enough to it (whichever slot that quote was placed for), so when the price drifts only the
   * levels at the edges move and the rest of the book keeps its time priority.
   */
  private requote(market: SimulatedMarket, ts: number, commands: ExchangeCommand[]): void {
    const { spec, fair } = market;
    const sigma = fair.sigmaPerSecond();
    const quoteUsdt = this.usdtPrice(spec.quote);
    const ladder = buildLadder(
      spec,
      market.profile,
      fair.price,
      sigma,
      (side, level) => {
        const key = `${side}:${level}`;
        let noise = market.noise.get(key);
        // Now and then a slot changes shape, so the ladder does not stay the same forever.
        if (noise === undefined || this.prng.chance(0.01)) {
          noise = drawLevelNoise(this.prng);
          market.noise.set(key, noise);
        }
        return noise;
      },
      quoteUsdt,
      market.ladderLevels,
    );
    const stepTicks = Math.max(1, (fair.price * ladderShape(sigma).levelStep) / 10 ** -spec.pricePlace);
    const available = [...market.quotes.values()];
    market.quotes.clear();
    const places: ExchangeCommand[] = [];
    // The price each side's previous level ended on: every level must be strictly worse, or a kept
    // quote and a new one share a price and the book shows fewer levels than the ladder has (on a
    // market whose tick is coarse next to the level step, tolerance spans several ticks).
    const edge = { buy: Number.POSITIVE_INFINITY, sell: Number.NEGATIVE_INFINITY };
    const worse = (side: Side, price: number) => (side === 'buy' ? price < edge.buy : price > edge.sell);
    for (const target of ladder) {
      const key = `${target.side}:${target.level}`;
      // Outer levels may lag the price more than the touch before they are worth re-placing.
      const tolerance = Math.round(stepTicks * (0.5 + 0.25 * target.level));
      let best: LiveQuote | undefined;
      for (const quote of available) {
        const distance = Math.abs(quote.price - target.price);
        if (quote.side !== target.side || distance > tolerance || quote.remaining * 2 < quote.size) continue;
        if (!worse(quote.side, quote.price)) continue;
        if (best === undefined || distance < Math.abs(best.price - target.price)) best = quote;
      }
      if (best === undefined || (market.churn > 0 && this.churnPrng.chance(market.churn))) {
        const price =
          target.side === 'buy'
            ? Math.min(target.price, edge.buy - 1)
            : Math.max(target.price, edge.sell + 1);
        if (price <= 0) continue;
        edge[target.side] = price;
        places.push(this.place(market, key, { ...target, price }, ts));
        continue;
      }
      available.splice(available.indexOf(best), 1);
      edge[best.side] = best.price;
      best.key = key;
      market.quotes.set(key, best);
    }
    for (const stale of available) {
      commands.push({
        type: 'cancel',
        symbol: spec.symbol,
        accountId: MARKET_MAKER_ACCOUNT,
        clientOrderId: stale.clientOrderId,
        ts,
      });
      this.forget(stale);
    }
    commands.push(...places);
  }

  private place(market: SimulatedMarket, key: string, target: LadderQuote, ts: number): ExchangeCommand {
    const { spec } = market;
    const clientOrderId = `mm-${this.nextQuoteId++}`;
    const quote: LiveQuote = {
      market,
      key,
      clientOrderId,
      side: target.side,
      price: target.price,
      size: target.size,
      orderId: undefined,
      remaining: target.size,
    };
    market.quotes.set(key, quote);
    this.byClientOrderId.set(clientOrderId, quote);
    return {
      type: 'place',
      symbol: spec.symbol,
      accountId: MARKET_MAKER_ACCOUNT,
      side: target.side,
      orderType: 'limit',
      price: formatUnits(target.price, spec.pricePlace),
      size: formatUnits(target.size, spec.quotePrecision),
      clientOrderId,
      // A fast move can leave an old quote of ours in the way: take it out rather than skip.
      selfTradePrevention: 'cancel-oldest',
      ts,
    };
  }

  private takers(market: SimulatedMarket, elapsed: number, ts: number, commands: ExchangeCommand[]): void {
    const { spec, fair } = market;
    const activity = REGIMES[fair.regime].activity;
    const orders = sampleTakerOrders(
      spec,
      market.profile,
      fair.price,
      market.lastTrade,
      activity,
      elapsed,
      this.prng,
      this.usdtPrice(spec.quote),
    );
    for (const order of orders) {
      commands.push({
        type: 'place',
        symbol: spec.symbol,
        accountId: this.prng.pick(TAKER_ACCOUNTS),
        side: order.side,
        orderType: 'market',
        size: formatUnits(order.size, spec.quotePrecision),
        ts,
      });
    }
  }

  private forget(quote: LiveQuote | undefined): void {
    if (quote === undefined) return;
    this.byClientOrderId.delete(quote.clientOrderId);
    if (quote.orderId !== undefined) this.byOrderId.delete(quote.orderId);
    if (quote.market.quotes.get(quote.key) === quote) quote.market.quotes.delete(quote.key);
  }
}
