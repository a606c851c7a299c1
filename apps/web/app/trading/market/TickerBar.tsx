import { formatByPrecision, formatNumber, formatSignedPercent } from '@tideline/core/format';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { tickerOf } from '../feed/feed-state.ts';
import { useMarketFeedSelector } from '../feed/MarketFeedProvider.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { changeSign } from './change-sign.ts';
import { useMarketText } from './i18n/use-market-text.ts';
import type { MarketSymbol } from './market-types.ts';
import { useValuation } from './use-valuation.ts';

/** The pair's name, last price with its direction and the 24-hour figures. */
export function TickerBar({ symbol }: { symbol: MarketSymbol }) {
  const t = useMarketText();
  const ticker = useMarketFeedSelector((state) => tickerOf(state, symbol.symbol));
  const lastDirection = useMarketFeedSelector((state) => state.lastDirection);
  const change = changeSign(ticker?.changeRate24h);
  const valuation = useValuation();
  const { locale } = usePageLocale();
  return (
    <section className="spot-ticker" aria-label={t('marketSummary')}>
      <h1 className="spot-ticker__pair">
        {symbol.baseCoin}/{symbol.quoteCoin}
      </h1>
      <p className="spot-ticker__last numeric" data-direction={lastDirection} data-testid="ticker-last">
        {formatByPrecision(ticker?.last, symbol.pricePlace)}
      </p>
      <dl className="spot-ticker__stats">
        <div>
          <dt>{t('valueIn', { currency: valuation.currency })}</dt>
          <dd className="numeric" data-testid="ticker-valuation">
            {valuation.format(ticker?.last, symbol.quoteCoin)}
          </dd>
        </div>
        <div>
          <dt>{t('change24h')}</dt>
          <dd className="numeric" data-direction={change.direction}>
            {formatSignedPercent(ticker?.changeRate24h, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('high24h')}</dt>
          <dd className="numeric">{formatByPrecision(ticker?.high24h, symbol.pricePlace)}</dd>
        </div>
        <div>
          <dt>{t('low24h')}</dt>
          <dd className="numeric">{formatByPrecision(ticker?.low24h, symbol.pricePlace)}</dd>
        </div>
        <div>
          <dt>{t('volume24h', { coin: symbol.quoteCoin })}</dt>
          <dd className="numeric">{formatNumber(ticker?.quoteVolume, { decimals: 2 })}</dd>
        </div>
      </dl>
      <ConnectionIndicator />
    </section>
  );
}
