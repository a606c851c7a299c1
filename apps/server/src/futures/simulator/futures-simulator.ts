import type { Side } from '../../markets/engine/types.ts';
import { formatUnits } from '../../markets/fixed-point.ts';
import { REGIMES } from '../../markets/simulator/fair-price.ts';
import {
  buildLadder,
  drawLevelNoise,
  type LadderQuote,
  type LevelNoise,
  ladderShape,
  sampleTakerOrders,
} from '../../markets/simulator/order-flow.ts';
import { Prng } from '../../markets/simulator/prng.ts';
import { type MarketProfile, profileFor } from '../../markets/simulator/profiles.ts';
import { findSymbol, type SymbolSpec } from '../../markets/symbols.ts';
import type { ContractSpec } from '../contracts.ts';
import type { FuturesCommand } from '../types.ts';
import { PremiumProcess } from './premium-process.ts';
import type { FuturesVenueView, RestingQuote } from './venue-view.ts';

/** The simulated futures market maker: quotes every contract's ladder. */
export const FUTURES_MARKET_MAKER = 'sim-futures-maker';
/** Simulated takers: send market orders and keep their positions within a cap. */
export const FUTURES_TAKERS = ['sim-futures-taker-1', 'sim-futures-taker-2', 'sim-futures-taker-3'] as const;

/** Leverage every simulated account uses: low, so every tier allows its whole ladder. */
export const SIMULATED_LEVERAGE = 5;
/** What a simulated account is topped up to (from the venue treasury) when it runs low. */
const MAKER_WALLET_USDT = 50_000_000;
const TAKER_WALLET_USDT = 5_000_000;
/** A wallet below this share of its target is topped up. */
const TOP_UP_BELOW = 0.5;
/** A taker whose position is worth more than this many median tickets only trades it down. */
const TAKER_POSITION_TICKETS = 40;
/**
 * The maker leans its quotes against its inventory: at this position value (in median ladder
 * levels) it shifts its whole ladder by MAX_SKEW of the price, so takers bring it back to flat.
 */
const INVENTORY_LEVELS_FOR_FULL_SKEW = 20;
const MAX_SKEW = 0.0004;
/** Perpetuals trade more than their spot pairs: takers arrive twice as often as on spot. */
const TAKER_ACTIVITY = 2;
/** Longest step a pause is split into, as on spot. */
const MAX_STEP_MS = 10_000;

type WithoutTs<T> = T extends unknown ? Omit<T, 'ts'> : never;
export type SimulatedFuturesCommand = WithoutTs<FuturesCommand>;

interface SimulatedContract {
  readonly contract: ContractSpec;
  /** The contract in the shape the spot ladder and taker maths take (sizes in contract lots). */
  readonly ladderSpec: SymbolSpec;
  readonly profile: MarketProfile;
  readonly premium: PremiumProcess;
  /** Per ladder slot `${side}:${level}`, redrawn now and then so the ladder changes shape. */
  readonly noise: Map<string, LevelNoise>;
  lastTs: number | undefined;
}

export interface FuturesSimulatorOptions {
  readonly seed: string;
}

/**
 * A live perpetuals market on one venue: a market maker quoting a ladder around
 * index x (1 + premium) on every contract, leaning against its inventory, and takers sending
 * market orders. Like the spot simulator it never touches the exchange: each step, `trade` and
 * then `requote` read the venue through a view and return the commands to journal and apply. All of them are
 * ordinary accounts' commands (fund, set leverage, place, cancel), so margin, fees, funding and
 * the ledger's conservation apply to the simulated accounts as to anyone.
 *
 * It keeps no order ids: each step it reads the maker's resting orders and keeps those close
 * enough to a level of the new ladder, so a restart (or a user's fill) needs no bookkeeping.
 * Deterministic for a given seed, timestamps and views.
 */
export class FuturesMarketSimulator {
  private readonly prng: Prng;
  private readonly contracts = new Map<string, SimulatedContract>();
  private readonly seed: string;

  constructor(options: FuturesSimulatorOptions) {
    this.seed = options.seed;
    this.prng = new Prng(`${options.seed}:futures`);
  }

  premium(symbol: string): number | undefined {
    return this.contracts.get(symbol)?.premium.value;
  }

  /**
   * First half of a step: moves each contract's premium to `ts`, funds the simulated wallets that
   * need it, sets their leverage, and sends the takers' market orders against the book as it is.
   * Apply these, then call `requote` with a fresh view, so the ladder is whole again after them.
   */
  trade(ts: number, view: FuturesVenueView): SimulatedFuturesCommand[] {
    const commands: SimulatedFuturesCommand[] = [];
    this.fund(view, commands);
    for (const contract of view.contracts) {
      const market = this.marketOf(contract);
      if (market === undefined) continue;
      const elapsed = market.lastTs === undefined ? 0 : ts - market.lastTs;
      if (market.lastTs !== undefined && elapsed <= 0) continue;
      for (let left = elapsed; left > 0; left -= MAX_STEP_MS)
        market.premium.step(Math.min(left, MAX_STEP_MS));
      market.lastTs = ts;
      const index = view.indexPrice(contract.symbol);
      if (index === undefined) continue;
      this.setLeverage(market, view, commands);
      const indexPrice = index / 10 ** contract.pricePlace;
      this.takers(market, view, this.centre(market, view, indexPrice), indexPrice, elapsed, commands);
    }
    return commands;
  }

  /** Second half of a step: the maker's ladder on every contract whose index is known. */
  requote(view: FuturesVenueView): SimulatedFuturesCommand[] {
    const commands: SimulatedFuturesCommand[] = [];
    for (const contract of view.contracts) {
      const market = this.contracts.get(contract.symbol);
      const index = view.indexPrice(contract.symbol);
      if (market === undefined || index === undefined) continue;
      this.quoteLadder(market, view, this.centre(market, view, index / 10 ** contract.pricePlace), commands);
    }
    return commands;
  }

  /** Where the maker centres its ladder: the index plus the premium, leaning against inventory. */
  private centre(market: SimulatedContract, view: FuturesVenueView, indexPrice: number): number {
    return indexPrice * (1 + market.premium.value + this.skew(market, view, indexPrice));
  }

  /** Tops up any simulated wallet that has run low (a fresh venue: all of them). */
  private fund(view: FuturesVenueView, commands: SimulatedFuturesCommand[]): void {
    const targets: Array<readonly [string, number]> = [
      [FUTURES_MARKET_MAKER, MAKER_WALLET_USDT],
      ...FUTURES_TAKERS.map((taker) => [taker, TAKER_WALLET_USDT] as const),
    ];
    for (const [accountId, target] of targets) {
      const wallet = view.walletUsdt(accountId);
      if (wallet >= target * TOP_UP_BELOW) continue;
      commands.push({ type: 'fund-account', accountId, amount: String(Math.floor(target - wallet)) });
    }
  }

  /**
   * Sets the simulated leverage where it is not set yet. The engine refuses a change while the
   * account has orders or a position on the contract, so only untouched contracts are set.
   */
  private setLeverage(
    market: SimulatedContract,
    view: FuturesVenueView,
    commands: SimulatedFuturesCommand[],
  ): void {
    const symbol = market.contract.symbol;
    for (const accountId of [FUTURES_MARKET_MAKER, ...FUTURES_TAKERS]) {
      if (view.leverage(accountId, symbol) === SIMULATED_LEVERAGE) continue;
      const idle =
        view.netPosition(accountId, symbol) === 0 && view.restingOrders(accountId, symbol).length === 0;
      if (!idle) continue;
      commands.push({ type: 'set-leverage', accountId, symbol, leverage: SIMULATED_LEVERAGE });
    }
  }

  private marketOf(contract: ContractSpec): SimulatedContract | undefined {
    const known = this.contracts.get(contract.symbol);
    if (known !== undefined) return known;
    const spot = findSymbol(contract.symbol);
    if (spot === undefined) return undefined;
    const profile = profileFor(contract.symbol);
    const market: SimulatedContract = {
      contract,
      ladderSpec: {
        ...spot,
        quotePrecision: contract.sizePlace,
        minSizeLots: contract.minSizeLots,
        maxSizeLots: contract.maxSizeLots,
        maxPriceTicks: contract.maxPriceTicks,
      },
      profile,
      premium: new PremiumProcess(
        new Prng(`${this.seed}:premium:${contract.symbol}`),
        profile.volatilityScale,
      ),
      noise: new Map(),
      lastTs: undefined,
    };
    this.contracts.set(contract.symbol, market);
    return market;
  }

  /** Fraction of the price the ladder moves against the maker's inventory. */
  private skew(market: SimulatedContract, view: FuturesVenueView, indexPrice: number): number {
    const { contract, profile } = market;
    const position = view.netPosition(FUTURES_MARKET_MAKER, contract.symbol);
    const value = (position / 10 ** contract.sizePlace) * indexPrice;
    const full = profile.levelNotionalUsdt * INVENTORY_LEVELS_FOR_FULL_SKEW;
    return -Math.max(-1, Math.min(1, value / full)) * MAX_SKEW;
  }

  private sigmaPerSecond(market: SimulatedContract): number {
    return (
      REGIMES.normal.annualVolatility * market.profile.volatilityScale * Math.sqrt(1 / (365 * 24 * 3600))
    );
  }

  /**
   * Keeps each resting quote that is close enough to a level of the new ladder and within half to
   * twice its size; cancels the rest and places what is missing (cancels first, so a new
   * quote never meets an old one of the maker's own).
   */
  private quoteLadder(
    market: SimulatedContract,
    view: FuturesVenueView,
    centre: number,
    commands: SimulatedFuturesCommand[],
  ): void {
    const { contract, ladderSpec, profile } = market;
    const sigma = this.sigmaPerSecond(market);
    const ladder = buildLadder(ladderSpec, profile, centre, sigma, (side, level) => {
      const key = `${side}:${level}`;
      let noise = market.noise.get(key);
      if (noise === undefined || this.prng.chance(0.01)) {
        noise = drawLevelNoise(this.prng);
        market.noise.set(key, noise);
      }
      return noise;
    });
    const stepTicks = Math.max(1, centre * ladderShape(sigma).levelStep * 10 ** contract.pricePlace);
    const available = [...view.restingOrders(FUTURES_MARKET_MAKER, contract.symbol)];
    const places: LadderQuote[] = [];
    // The last price chosen on each side: every level must be strictly worse than the one before,
    // so a kept quote never shares a price with another level and the book shows all of them.
    const previous: Record<Side, number | undefined> = { buy: undefined, sell: undefined };
    const worse = (side: Side, price: number) => {
      const before = previous[side];
      return before === undefined || (side === 'buy' ? price < before : price > before);
    };
    for (const target of ladder) {
      const tolerance = Math.round(stepTicks * (0.5 + 0.25 * target.level));
      let best: RestingQuote | undefined;
      for (const quote of available) {
        const distance = Math.abs(quote.price - target.price);
        // Within half to twice the level's size, so an old outer quote the price has come to does
        // not stand at the touch with an outer level's size.
        const sized = quote.size * 2 >= target.size && quote.size <= target.size * 2;
        if (quote.side !== target.side || distance > tolerance || !sized) continue;
        if (!worse(quote.side, quote.price)) continue;
        if (best === undefined || distance < Math.abs(best.price - target.price)) best = quote;
      }
      if (best !== undefined) {
        available.splice(available.indexOf(best), 1);
        previous[target.side] = best.price;
        continue;
      }
      const before = previous[target.side];
      const price =
        worse(target.side, target.price) || before === undefined
          ? target.price
          : before + (target.side === 'buy' ? -1 : 1);
      if (price <= 0) continue;
      places.push({ ...target, price });
      previous[target.side] = price;
    }
    for (const stale of available) {
      commands.push({
        type: 'cancel',
        accountId: FUTURES_MARKET_MAKER,
        symbol: contract.symbol,
        orderId: stale.orderId,
      });
    }
    for (const target of places) {
      commands.push({
        type: 'place',
        accountId: FUTURES_MARKET_MAKER,
        symbol: contract.symbol,
        side: target.side,
        orderType: 'limit',
        price: formatUnits(target.price, contract.pricePlace),
        size: formatUnits(target.size, contract.sizePlace),
      });
    }
  }

  private takers(
    market: SimulatedContract,
    view: FuturesVenueView,
    centre: number,
    indexPrice: number,
    elapsed: number,
    commands: SimulatedFuturesCommand[],
  ): void {
    const { contract, ladderSpec, profile } = market;
    // Takers lean towards the premium's mean: buying when the perpetual is cheap to the index.
    const orders = sampleTakerOrders(
      ladderSpec,
      profile,
      indexPrice,
      centre,
      TAKER_ACTIVITY,
      elapsed,
      this.prng,
    );
    const cap = profile.takerNotionalUsdt * TAKER_POSITION_TICKETS;
    for (const order of orders) {
      const accountId = this.prng.pick(FUTURES_TAKERS);
      const position = view.netPosition(accountId, contract.symbol);
      const value = (position / 10 ** contract.sizePlace) * indexPrice;
      let side: Side = order.side;
      if (value > cap && side === 'buy') side = 'sell';
      if (value < -cap && side === 'sell') side = 'buy';
      commands.push({
        type: 'place',
        accountId,
        symbol: contract.symbol,
        side,
        orderType: 'market',
        size: formatUnits(order.size, contract.sizePlace),
      });
    }
  }
}
