import { describe, expect, it } from 'vitest';
import { DEPTH_CHART_HEIGHT, DEPTH_CHART_WIDTH, depthChartShape } from './depth-chart.ts';

const row = (price: string, size: string, total: string) => ({ price, size, total });

describe('issue #9 depth chart shape', () => {
  const bids = [row('99', '1', '1'), row('98', '2', '3'), row('96', '1', '4')];
  const asks = [row('101', '0.5', '0.5'), row('104', '1.5', '2')];

  it('spans the lowest bid to the highest ask, scaled to the deeper side', () => {
    const shape = depthChartShape(bids, asks);
    expect(shape).toMatchObject({ lowPrice: '96', highPrice: '104', deepest: '4' });
  });

  it('draws each side as steps holding a level total until the next price', () => {
    const shape = depthChartShape(bids, asks)!;
    // Prices 96..104 over 600 units: 75 per unit; sizes 0..4 over 300 units: 75 per unit.
    expect(shape.bidLine).toBe('M225,225 L150,225 L150,75 L0,75 L0,0 L0,0');
    expect(shape.askLine).toBe(`M375,262.5 L600,262.5 L600,150 L${DEPTH_CHART_WIDTH},150`);
    expect(shape.bidArea.startsWith(`M225,${DEPTH_CHART_HEIGHT} L225,225`)).toBe(true);
    expect(shape.bidArea.endsWith(`L0,${DEPTH_CHART_HEIGHT} Z`)).toBe(true);
    expect(shape.askArea.endsWith(`L${DEPTH_CHART_WIDTH},${DEPTH_CHART_HEIGHT} Z`)).toBe(true);
  });

  it('has nothing to draw while a side is empty or the book has no size', () => {
    expect(depthChartShape([], asks)).toBeNull();
    expect(depthChartShape(bids, [])).toBeNull();
    expect(depthChartShape([row('99', '0', '0')], [row('101', '0', '0')])).toBeNull();
  });
});
