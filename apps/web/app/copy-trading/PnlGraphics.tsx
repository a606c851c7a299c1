import { formatNumber } from '@tideline/core/format';
import { useId, useMemo } from 'react';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useCopyText } from './i18n/use-copy-text.ts';
import { cumulativePnl, type DailyPnl, pnlBars, sparklinePath, trendOf } from './model/pnl-chart.ts';

const SPARK_WIDTH = 120;
const SPARK_HEIGHT = 32;
const CHART_WIDTH = 600;
const CHART_HEIGHT = 160;

/** A UTC day in the page's language (a series point is a UTC day); codes that are not BCP 47 read in English. */
function useUtcDay(): (epochMs: number) => string {
  const { locale } = usePageLocale();
  return useMemo(() => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    return (epochMs: number) => format.format(epochMs);
  }, [locale]);
}

/** USDT as the pages show it: two decimals, grouped. */
export function usdt(value: string): string {
  return formatNumber(value, { decimals: 2 });
}

/** A signed amount coloured by its sign, for PnL and ROI. */
export function Signed({ value, suffix = '' }: { value: string; suffix?: string }) {
  const trend = Number(value) > 0 ? 'up' : Number(value) < 0 ? 'down' : 'flat';
  return (
    <span className={`copy-signed copy-signed--${trend}`} dir="ltr">
      {Number(value) > 0 ? '+' : ''}
      {suffix === '%' ? formatNumber(value, { decimals: 2 }) : usdt(value)}
      {suffix}
    </span>
  );
}

/** The ranking card's sparkline: the running PnL over the window, its total as the image's name. */
export function PnlSparkline({ series, total }: { series: readonly DailyPnl[]; total: string }) {
  const t = useCopyText();
  const path = sparklinePath(cumulativePnl(series), SPARK_WIDTH, SPARK_HEIGHT);
  return (
    <svg
      className={`copy-sparkline copy-sparkline--${trendOf(series)}`}
      viewBox={`-1 -1 ${SPARK_WIDTH + 2} ${SPARK_HEIGHT + 2}`}
      role="img"
      aria-label={t('sparkline', { days: series.length, pnl: usdt(total) })}
      data-testid="copy-sparkline"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * The profile's daily PnL bars from a zero line. Each bar names its day and PnL, and the same
 * figures are listed for assistive technology, so the chart is not the only way to read them.
 */
export function PnlChart({ series }: { series: readonly DailyPnl[] }) {
  const t = useCopyText();
  const ids = useId();
  const dayText = useUtcDay();
  const { bars, zeroY } = pnlBars(series, CHART_WIDTH, CHART_HEIGHT);
  return (
    <figure className="copy-chart" aria-labelledby={`${ids}-caption`}>
      <figcaption id={`${ids}-caption`}>{t('pnlChart')}</figcaption>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} aria-hidden="true" preserveAspectRatio="none">
        <line x1="0" x2={CHART_WIDTH} y1={zeroY} y2={zeroY} className="copy-chart__zero" />
        {bars.map((bar) => (
          <rect
            key={bar.day}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, 1)}
            className={`copy-chart__bar copy-chart__bar--${bar.trend}`}
          >
            <title>{t('chartDay', { day: dayText(bar.day), pnl: usdt(bar.pnl) })}</title>
          </rect>
        ))}
      </svg>
      <ul className="copy-sr-only">
        {series.map((point) => (
          <li key={point.day}>{t('chartDay', { day: dayText(point.day), pnl: usdt(point.pnl) })}</li>
        ))}
      </ul>
    </figure>
  );
}
