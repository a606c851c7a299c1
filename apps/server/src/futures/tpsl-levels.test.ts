import { checkStopLoss, checkTakeProfit, PositionDirection } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { formatUnits } from '../markets/fixed-point.ts';
import { FuturesCore } from './core.ts';
import { tpslOnRightSide } from './state.ts';

describe('#22 futures TP/SL levels in ticks', () => {
  it('the integer side check agrees with the shared decimal checks', () => {
    for (const direction of [PositionDirection.Long, PositionDirection.Short]) {
      for (const ticks of [1, 99, 100, 101, 250_000]) {
        for (const reference of [0, 1, 100, 250_000]) {
          const input = {
            direction,
            triggerPrice: formatUnits(ticks, 2),
            referencePrice: formatUnits(reference, 2),
          };
          expect(tpslOnRightSide(direction, true, ticks, reference)).toBe(checkTakeProfit(input) === 'valid');
          expect(tpslOnRightSide(direction, false, ticks, reference)).toBe(checkStopLoss(input) === 'valid');
        }
      }
    }
  });

  it('a checked spec keeps its level in ticks; a restored one is parsed once', () => {
    const core = new FuturesCore();
    const market = core.market('BTCUSDT');
    const place = market.contract.pricePlace;
    const spec = core.normaliseTrigger(market, { triggerPrice: '70000', priceType: 'mark' })!;
    expect(spec.triggerPrice).toBe(formatUnits(70_000 * 10 ** place, place));
    expect(core.triggerTicks.get(spec)).toBe(70_000 * 10 ** place);
    const restored = JSON.parse(JSON.stringify(spec));
    expect(core.triggerTicks.has(restored)).toBe(false);
    expect(core.triggerLevel(restored, place)).toBe(70_000 * 10 ** place);
    expect(core.triggerTicks.get(restored)).toBe(70_000 * 10 ** place);
  });
});
