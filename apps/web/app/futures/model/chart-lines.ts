import { PositionDirection } from '@tideline/core/futures';
import type { ChartPriceLine } from '../../trading/chart/CandleChart.tsx';
import type { FuturesOpenOrder, FuturesPositionRow, FuturesTicker } from './futures-types.ts';

export interface ChartLineTexts {
  mark: string;
  index: string;
  entry: (direction: PositionDirection) => string;
  liquidation: (direction: PositionDirection) => string;
  order: (side: 'buy' | 'sell') => string;
}

/**
 * The lines drawn over the futures candles: mark and index prices, each position's entry and
 * liquidation price, and the price of every open order (its trigger price while it waits).
 */
export function futuresChartLines(
  ticker: FuturesTicker | undefined,
  positions: readonly FuturesPositionRow[],
  orders: readonly FuturesOpenOrder[],
  texts: ChartLineTexts,
): ChartPriceLine[] {
  const lines: ChartPriceLine[] = [];
  if (ticker?.markPrice)
    lines.push({ key: 'mark', price: ticker.markPrice, title: texts.mark, tone: 'neutral' });
  if (ticker?.indexPrice)
    lines.push({ key: 'index', price: ticker.indexPrice, title: texts.index, tone: 'neutral', dashed: true });
  for (const position of positions) {
    const tone = position.direction === PositionDirection.Long ? 'up' : 'down';
    lines.push({
      key: `entry:${position.direction}`,
      price: position.openAvgPrice,
      title: texts.entry(position.direction),
      tone,
    });
    if (position.liquidationPrice !== null)
      lines.push({
        key: `liquidation:${position.direction}`,
        price: position.liquidationPrice,
        title: texts.liquidation(position.direction),
        tone: 'down',
        dashed: true,
      });
  }
  for (const order of orders) {
    const price = order.triggerPrice ?? order.price;
    if (Number(price) <= 0) continue;
    lines.push({
      key: `order:${order.orderId}`,
      price,
      title: texts.order(order.side),
      tone: order.side === 'buy' ? 'up' : 'down',
      dashed: true,
    });
  }
  return lines;
}
