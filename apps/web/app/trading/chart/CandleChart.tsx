import { SegmentedControl } from '@tideline/ui';
import type {
  CandlestickData,
  HistogramData,
  IChartApi,
  ISeriesApi,
  LineStyle,
  UTCTimestamp,
} from 'lightweight-charts';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { useMarketFeedSelector } from '../feed/MarketFeedProvider.tsx';
import { useMarketText } from '../market/i18n/use-market-text.ts';
import {
  CANDLE_INTERVALS,
  type CandleInterval,
  type CandleRow,
  type MarketSymbol,
} from '../market/market-types.ts';

interface ChartHandles {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  /** The theme's colours, read once per chart: reading them makes the browser compute styles. */
  up: string;
  down: string;
}

function cssColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

// Chart drawing needs numbers; amounts shown as text elsewhere stay decimal strings.
function toBar(row: CandleRow): CandlestickData<UTCTimestamp> {
  return {
    time: Math.floor(row[0] / 1000) as UTCTimestamp,
    open: Number(row[1]),
    high: Number(row[2]),
    low: Number(row[3]),
    close: Number(row[4]),
  };
}

function toVolume(row: CandleRow, up: string, down: string): HistogramData<UTCTimestamp> {
  return {
    time: Math.floor(row[0] / 1000) as UTCTimestamp,
    value: Number(row[5]),
    color: Number(row[4]) >= Number(row[1]) ? up : down,
  };
}

type ChartView = 'candles' | 'depth';

/** A horizontal line across the candles (futures: mark, index, entry, liquidation, own orders). */
export interface ChartPriceLine {
  key: string;
  price: string;
  title: string;
  tone: 'up' | 'down' | 'neutral';
  dashed?: boolean;
}

const LINE_TONES = {
  up: ['--color-up', '#2ebd85'],
  down: ['--color-down', '#f6465d'],
  neutral: ['--tl-color-text-secondary', '#8a8f98'],
} as const;
// lightweight-charts' LineStyle values, written out because the library loads lazily.
const SOLID_LINE = 0 as LineStyle;
const DASHED_LINE = 2 as LineStyle;

/**
 * Candles with volume (lightweight-charts), live from the stream, for the chosen interval. Given a
 * `depth` view, a switch beside the intervals shows it instead; the candles stay mounted meanwhile.
 */
/**
 * Hands each candle update of the feed to the chart: its own component, so an update (many a
 * second while trades come) renders only this, not the chart's panel with its interval buttons.
 * Keeps the figure's `data-bars` (bars shown) current.
 */
function CandleFeed({
  handles,
  shownKey,
  container,
}: {
  handles: ChartHandles | null;
  shownKey: RefObject<string | null>;
  container: RefObject<HTMLElement | null>;
}) {
  const candles = useMarketFeedSelector((state) => state.candles);
  useEffect(() => {
    container.current?.setAttribute('data-bars', String(candles?.bars.length ?? 0));
    if (handles === null || candles === null) return;
    const { up, down } = handles;
    const last = candles.bars[candles.bars.length - 1];
    if (shownKey.current !== candles.key) {
      shownKey.current = candles.key;
      handles.candles.setData(candles.bars.map(toBar));
      handles.volume.setData(candles.bars.map((row) => toVolume(row, up, down)));
      handles.chart.timeScale().scrollToRealTime();
    } else if (last !== undefined) {
      handles.candles.update(toBar(last));
      handles.volume.update(toVolume(last, up, down));
    }
  }, [handles, candles, shownKey, container]);
  return null;
}

export function CandleChart({
  symbol,
  interval,
  onIntervalChange,
  depth,
  priceLines,
}: {
  symbol: MarketSymbol;
  interval: CandleInterval;
  onIntervalChange: (interval: CandleInterval) => void;
  depth?: ReactNode;
  priceLines?: readonly ChartPriceLine[];
}) {
  const t = useMarketText();
  const { preferences } = usePreferences();
  const container = useRef<HTMLElement>(null);
  const [handles, setHandles] = useState<ChartHandles | null>(null);
  const shownKey = useRef<string | null>(null);
  const handlesRemoved = useRef(new WeakSet<IChartApi>());
  const [view, setView] = useState<ChartView>('candles');
  const showDepth = depth !== undefined && view === 'depth';

  // The theme is a dependency although unread: the chart takes its colours from the CSS variables
  // of the theme, so a theme switch draws it anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recreate on theme change
  useEffect(() => {
    let disposed = false;
    let created: IChartApi | null = null;
    void import('lightweight-charts').then(
      ({ createChart, CandlestickSeries, HistogramSeries, ColorType }) => {
        const element = container.current;
        if (disposed || element === null) return;
        const text = cssColour('--tl-color-text-secondary', '#8a8f98');
        const grid = cssColour('--tl-color-border', '#2b3139');
        const up = cssColour('--color-up', '#2ebd85');
        const down = cssColour('--color-down', '#f6465d');
        const chart = createChart(element, {
          autoSize: true,
          layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text },
          grid: { vertLines: { color: grid }, horzLines: { color: grid } },
          timeScale: { timeVisible: true, secondsVisible: false },
          localization: { priceFormatter: (price: number) => price.toFixed(symbol.pricePlace) },
        });
        const candlesSeries = chart.addSeries(CandlestickSeries, {
          upColor: up,
          downColor: down,
          borderUpColor: up,
          borderDownColor: down,
          wickUpColor: up,
          wickDownColor: down,
        });
        const volume = chart.addSeries(HistogramSeries, {
          priceScaleId: '',
          priceFormat: { type: 'volume' },
        });
        volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
        created = chart;
        shownKey.current = null;
        setHandles({ chart, candles: candlesSeries, volume, up, down });
      },
    );
    return () => {
      disposed = true;
      if (created !== null) handlesRemoved.current.add(created);
      created?.remove();
      setHandles(null);
    };
  }, [symbol.pricePlace, preferences.theme]);

  // Keyed by content: the caller rebuilds its list on every render, the lines only when they change.
  const linesKey = JSON.stringify(priceLines ?? []);
  useEffect(() => {
    if (handles === null) return;
    const lines = (JSON.parse(linesKey) as ChartPriceLine[]).map((line) => {
      const [variable, fallback] = LINE_TONES[line.tone];
      return handles.candles.createPriceLine({
        price: Number(line.price),
        title: line.title,
        color: cssColour(variable, fallback),
        lineWidth: 1,
        lineStyle: line.dashed ? DASHED_LINE : SOLID_LINE,
        axisLabelVisible: true,
      });
    });
    return () => {
      // After a theme switch the chart is already removed, and its lines with it.
      if (handlesRemoved.current.has(handles.chart)) return;
      for (const line of lines) handles.candles.removePriceLine(line);
    };
  }, [handles, linesKey]);

  return (
    <section className="spot-panel spot-chart" aria-labelledby="spot-chart-heading">
      <div className="spot-panel__header">
        <h2 id="spot-chart-heading" className="spot-panel__title">
          {t('chart')}
        </h2>
        {depth !== undefined ? (
          <SegmentedControl
            className="spot-chips"
            itemClassName="spot-chip"
            aria-label={t('chartType')}
            options={[
              { value: 'candles' as const, label: t('candles') },
              { value: 'depth' as const, label: t('depth') },
            ]}
            value={view}
            onValueChange={setView}
          />
        ) : null}
        {showDepth ? null : (
          <SegmentedControl
            className="spot-chips"
            itemClassName="spot-chip"
            aria-label={t('interval')}
            options={CANDLE_INTERVALS.map((item) => ({ value: item, label: item }))}
            value={interval}
            onValueChange={onIntervalChange}
          />
        )}
      </div>
      <figure
        ref={container}
        className="spot-chart__canvas"
        aria-label={t('chartLabel', { pair: `${symbol.baseCoin}/${symbol.quoteCoin}`, interval })}
        hidden={showDepth}
      />
      <CandleFeed handles={handles} shownKey={shownKey} container={container} />
      {showDepth ? depth : null}
    </section>
  );
}
