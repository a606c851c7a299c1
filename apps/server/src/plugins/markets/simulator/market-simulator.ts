import type { Exchange } from '../../../markets/exchange.ts';
import type { ExchangeCommand } from '../../../markets/exchange-types.ts';
import { formatUnits } from '../../../markets/fixed-point.ts';
import { Prng } from '../../../markets/simulator/prng.ts';
import type { SymbolSpec } from '../../../markets/symbols.ts';

/** Exchange accounts of the simulated traders; they never belong to a user. */
export const SIM_MAKER = 'sim-maker';
export const SIM_TAKER = 'sim-taker';

/** Quote ladder: levels per side, distance between levels and the notional of each order. */
const LADDER_LEVELS = 20;
const LEVEL_GAP = 0.0002;
const LEVEL_NOTIONAL_USDT = 3_000;
/** Per tick: the fair price's log-volatility, the most orders replaced, the chance of a taker order. */
const TICK_VOLATILITY = 0.00025;
const MAX_REQUOTES_PER_TICK = 4;
const TAKER_CHANCE = 0.55;
const TAKER_NOTIONAL_USDT = 1_500;
/** Funding of each simulated trader, in whole units of every asset, topped up below a tenth. */
export const SIM_FUNDING = 1_000_000_000;

/** Fair prices in ticks, walked by the live simulator and quoted around by every venue. */
export class FairPrices {
  private readonly prices = new Map<string, number>();

  get(symbol: string): number | undefined {
    return this.prices.get(symbol);
  }

  set(symbol: string, ticks: number): void {
    this.prices.set(symbol, Math.max(1, Math.round(ticks)));
  }
}

/**
 * A seeded market: a maker keeps a ladder of limit orders around a fair price that follows a
 * random walk, and (on the live venue) a taker sends market orders against it, which prints trades
 * and moves the last price. It only proposes commands; the service journals and applies them, so
 * replay never needs the simulator. Reading the exchange's own state keeps it correct after a
 * restart.
 */
export class MarketSimulator {
  private readonly prng: Prng;

  constructor(
    seed: string,
    private readonly fair: FairPrices,
    private readonly options: { walk: boolean; taker: boolean },
  ) {
    this.prng = new Prng(seed);
  }

  /** Commands that fund the simulated traders when their balance runs low. */
  funding(exchange: Exchange, assets: readonly string[], ts: number): ExchangeCommand[] {
    const commands: ExchangeCommand[] = [];
    const accounts = this.options.taker ? [SIM_MAKER, SIM_TAKER] : [SIM_MAKER];
    for (const accountId of accounts) {
      for (const asset of assets) {
        const available = Number(exchange.balance(accountId, asset).available);
        if (available < SIM_FUNDING / 10) {
          commands.push({ type: 'deposit', accountId, asset, amount: String(SIM_FUNDING), ts });
        }
      }
    }
    return commands;
  }

  /** One step for one symbol: the commands to apply in order. */
  step(exchange: Exchange, spec: SymbolSpec, ts: number): ExchangeCommand[] {
    const fair = this.walkFair(spec);
    const commands: ExchangeCommand[] = [];
    const tick = 10 ** spec.pricePlace;
    const gapTicks = Math.max(1, Math.round(spec.startPriceTicks * LEVEL_GAP));
    // The ladder sits on a grid of gapTicks, so it only moves when the fair price crosses a line.
    const bidTop = Math.floor((fair - 1) / gapTicks) * gapTicks;
    const askTop = bidTop + gapTicks * (bidTop + gapTicks <= fair ? 2 : 1);
    const wanted = new Map<number, 'buy' | 'sell'>();
    for (let level = 0; level < LADDER_LEVELS; level += 1) {
      wanted.set(bidTop - level * gapTicks, 'buy');
      wanted.set(askTop + level * gapTicks, 'sell');
    }
    const farthest = (LADDER_LEVELS + 2) * gapTicks;
    const open = exchange.openOrders(SIM_MAKER, spec.symbol);
    const stale = open.filter((order) => {
      const price = Math.round(Number(order.price) * tick);
      return order.side === 'buy'
        ? price > bidTop || price < bidTop - farthest
        : price < askTop || price > askTop + farthest;
    });
    for (const order of stale.slice(0, MAX_REQUOTES_PER_TICK * 2)) {
      commands.push({
        type: 'cancel',
        symbol: spec.symbol,
        accountId: SIM_MAKER,
        orderId: order.orderId,
        ts,
      });
    }
    const quoted = new Set(open.map((order) => Math.round(Number(order.price) * tick)));
    const missing = [...wanted].filter(([price]) => price > 0 && !quoted.has(price));
    // Nearest levels first: a thin top of book is what a taker would notice.
    missing.sort((a, b) => Math.abs(a[0] - fair) - Math.abs(b[0] - fair));
    for (const [price, side] of missing.slice(0, MAX_REQUOTES_PER_TICK * 2)) {
      const lots = this.lots(spec, price, this.prng.logNormal(LEVEL_NOTIONAL_USDT, 0.6));
      commands.push({
        type: 'place',
        symbol: spec.symbol,
        accountId: SIM_MAKER,
        side,
        orderType: 'limit',
        price: formatUnits(price, spec.pricePlace),
        size: formatUnits(lots, spec.quotePrecision),
        ts,
      });
    }
    if (this.options.taker && this.prng.chance(TAKER_CHANCE)) {
      const side = this.prng.chance(0.5) ? 'buy' : 'sell';
      const lots = this.lots(spec, fair, this.prng.logNormal(TAKER_NOTIONAL_USDT, 1));
      commands.push({
        type: 'place',
        symbol: spec.symbol,
        accountId: SIM_TAKER,
        side,
        orderType: 'market',
        size: formatUnits(lots, spec.quotePrecision),
        ts,
      });
    }
    return commands;
  }

  private walkFair(spec: SymbolSpec): number {
    const current = this.fair.get(spec.symbol) ?? spec.startPriceTicks;
    if (!this.options.walk) return current;
    // A slight pull back towards the listing price keeps a long-running demo in a sane range.
    const drift = Math.log(spec.startPriceTicks / current) * 0.0005;
    const next = current * Math.exp(drift + TICK_VOLATILITY * this.prng.normal());
    this.fair.set(spec.symbol, Math.min(next, spec.maxPriceTicks / 2));
    return this.fair.get(spec.symbol)!;
  }

  /** An order size in lots worth about `notionalUsdt` at `priceTicks`, within the symbol's limits. */
  private lots(spec: SymbolSpec, priceTicks: number, notionalUsdt: number): number {
    const price = priceTicks / 10 ** spec.pricePlace;
    const minForNotional = Math.ceil(((spec.minNotionalQuote * 1.01) / price) * 10 ** spec.quotePrecision);
    const lots = Math.round((notionalUsdt / price) * 10 ** spec.quotePrecision);
    return Math.min(spec.maxSizeLots, Math.max(lots, spec.minSizeLots, minForNotional));
  }
}
