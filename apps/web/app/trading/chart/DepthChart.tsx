import { formatByPrecision } from '@tideline/core/format';
import { useMarketFeedSelector } from '../feed/MarketFeedProvider.tsx';
import { useMarketText } from '../market/i18n/use-market-text.ts';
import type { MarketSymbol } from '../market/market-types.ts';
import { DEPTH_CHART_HEIGHT, DEPTH_CHART_WIDTH, depthChartShape } from './depth-chart.ts';

/**
 * Cumulative bids and asks of the live book (the grouping the book uses), as an SVG step chart
 * redrawn with the book at most once a frame. Its figures are named in text for screen readers.
 */
export function DepthChart({ symbol, step }: { symbol: MarketSymbol; step: string }) {
  const t = useMarketText();
  const book = useMarketFeedSelector((state) => state.book);
  const current = book !== null && book.symbol === symbol.symbol && book.step === step ? book : null;
  const shape = current === null ? null : depthChartShape(current.bids, current.asks);
  if (shape === null) {
    return (
      <p className="spot-state spot-depth__state" role="status">
        {current === null ? t('loading') : t('depthEmpty')}
      </p>
    );
  }
  const low = formatByPrecision(shape.lowPrice, symbol.pricePlace);
  const high = formatByPrecision(shape.highPrice, symbol.pricePlace);
  const deepest = formatByPrecision(shape.deepest, symbol.quotePrecision);
  return (
    <figure className="spot-depth" data-testid="depth-chart">
      <svg
        className="spot-depth__plot"
        viewBox={`0 0 ${DEPTH_CHART_WIDTH} ${DEPTH_CHART_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('depthLabel', { low, high, deepest, coin: symbol.baseCoin })}
      >
        <path className="spot-depth__area" data-side="bids" d={shape.bidArea} />
        <path className="spot-depth__area" data-side="asks" d={shape.askArea} />
        <path className="spot-depth__line" data-side="bids" d={shape.bidLine} />
        <path className="spot-depth__line" data-side="asks" d={shape.askLine} />
      </svg>
      <figcaption className="spot-depth__axis numeric">
        <span>{low}</span>
        <span>
          {t('depthDeepest')} {deepest} {symbol.baseCoin}
        </span>
        <span>{high}</span>
      </figcaption>
    </figure>
  );
}
