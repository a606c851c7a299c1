import { describe, expect, it } from 'vitest';
import { Exchange } from '../exchange.ts';
import { getSymbol } from '../symbols.ts';
import { CHURN_LADDER_LEVELS, MarketSimulator } from './market-simulator.ts';
import { LADDER_LEVELS } from './order-flow.ts';

const START = Date.parse('2026-11-21T00:00:00Z');
const STEPS = 120;

/** Places per step of a simulated BTC/USDT market, with its depth at the end. */
function run(depthChurnPercent: number, depthChurnSymbols?: readonly string[]) {
  const exchange = new Exchange();
  const simulator = new MarketSimulator({
    seed: 'churn',
    symbols: [getSymbol('BTCUSDT')],
    depthChurnPercent,
    depthChurnSymbols,
  });
  const apply = (commands: ReturnType<MarketSimulator['advance']>) => {
    for (const command of commands) simulator.observe(exchange.apply(command));
    return commands.filter((command) => command.type === 'place').length;
  };
  apply(simulator.fundingCommands(START));
  apply(simulator.advance(START));
  let places = 0;
  for (let step = 1; step <= STEPS; step += 1) places += apply(simulator.advance(START + step * 100));
  return { places: places / STEPS, exchange };
}

describe('issue #9 simulator depth churn (bench load knob)', () => {
  it('at 100% re-places the whole ladder every step and keeps a sound two-sided book', () => {
    const calm = run(0);
    const churning = run(100);
    // Both sides' quotes, every step (takers' orders come on top), as deep as the depth stream.
    expect(churning.places).toBeGreaterThanOrEqual(2 * CHURN_LADDER_LEVELS);
    expect(churning.places).toBeGreaterThan(5 * calm.places);
    expect(churning.exchange.checkInvariants()).toEqual([]);
    const depth = churning.exchange.book('BTCUSDT').depth();
    expect(depth.bids.length).toBeGreaterThanOrEqual(CHURN_LADDER_LEVELS - 2);
    expect(depth.asks.length).toBeGreaterThanOrEqual(CHURN_LADDER_LEVELS - 2);
    // A calm market keeps its usual ladder.
    const calmDepth = calm.exchange.book('BTCUSDT').depth();
    expect(calmDepth.bids.length).toBeLessThanOrEqual(LADDER_LEVELS);
    expect(calmDepth.asks.length).toBeLessThanOrEqual(LADDER_LEVELS);
  });

  it('churns only the listed symbols when depthChurnSymbols is given', () => {
    const calm = run(0);
    expect(run(100, ['BTCUSDT']).places).toBeGreaterThan(5 * calm.places);
    // Another market listed: BTC/USDT re-quotes exactly as it would without the knob.
    expect(run(100, ['ETHUSDT']).places).toBe(calm.places);
  });
});
