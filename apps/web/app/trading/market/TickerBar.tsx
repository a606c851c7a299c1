import { formatByPrecision, formatNumber, formatSignedPercent } from '@tideline/core/format';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { tickerOf } from '../feed/feed-state.ts';
import { useMarketFeedSelector } from '../feed/MarketFeedProvider.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { changeSign } from './change-sign.ts';
import { useMarketText } from './i18n/use-market-text.ts';
import type { MarketSymbol, MarketTicker } from './market-types.ts';
import { useValuation, type Valuation } from './use-valuation.ts';

type TickerFigure = 'last' | 'high24h' | 'low24h' | 'changeRate24h' | 'quoteVolume';

/**
 * One figure of the shown pair's live ticker, as the feed has it: a component reading it renders
 * again only when that figure changes, not with every ticker message (the bar's labels, valuation
 * currency and layout stay as they were).
 */
function useTickerFigure(symbol: string, figure: TickerFigure): MarketTicker[TickerFigure] | undefined {
  return useMarketFeedSelector((state) => tickerOf(state, symbol)?.[figure]);
}

function LastPrice({ symbol }: { symbol: MarketSymbol }) {
  const last = useTickerFigure(symbol.symbol, 'last');
  const lastDirection = useMarketFeedSelector((state) => state.lastDirection);
  return (
    <p className="spot-ticker__last numeric" data-direction={lastDirection} data-testid="ticker-last">
      {formatByPrecision(last, symbol.pricePlace)}
    </p>
  );
}

function LastValue({ symbol, valuation }: { symbol: MarketSymbol; valuation: Valuation }) {
  const last = useTickerFigure(symbol.symbol, 'last');
  return (
    <dd className="numeric" data-testid="ticker-valuation">
      {valuation.format(last, symbol.quoteCoin)}
    </dd>
  );
}

function Change({ symbol, locale }: { symbol: MarketSymbol; locale: string }) {
  const rate = useTickerFigure(symbol.symbol, 'changeRate24h');
  return (
    <dd className="numeric" data-direction={changeSign(rate).direction}>
      {formatSignedPercent(rate, locale)}
    </dd>
  );
}

function PriceFigure({ symbol, figure }: { symbol: MarketSymbol; figure: 'high24h' | 'low24h' }) {
  const price = useTickerFigure(symbol.symbol, figure);
  return <dd className="numeric">{formatByPrecision(price, symbol.pricePlace)}</dd>;
}

function Volume({ symbol }: { symbol: MarketSymbol }) {
  const volume = useTickerFigure(symbol.symbol, 'quoteVolume');
  return <dd className="numeric">{formatNumber(volume, { decimals: 2 })}</dd>;
}

/**
 * The pair's name, last price with its direction and the 24-hour figures. Each figure follows the
 * live ticker on its own; the bar itself renders again only when the valuations do (once a second).
 */
export function TickerBar({ symbol }: { symbol: MarketSymbol }) {
  const t = useMarketText();
  const valuation = useValuation();
  const { locale } = usePageLocale();
  return (
    <section className="spot-ticker" aria-label={t('marketSummary')}>
      <h1 className="spot-ticker__pair">
        {symbol.baseCoin}/{symbol.quoteCoin}
      </h1>
      <LastPrice symbol={symbol} />
      <dl className="spot-ticker__stats">
        <div>
          <dt>{t('valueIn', { currency: valuation.currency })}</dt>
          <LastValue symbol={symbol} valuation={valuation} />
        </div>
        <div>
          <dt>{t('change24h')}</dt>
          <Change symbol={symbol} locale={locale} />
        </div>
        <div>
          <dt>{t('high24h')}</dt>
          <PriceFigure symbol={symbol} figure="high24h" />
        </div>
        <div>
          <dt>{t('low24h')}</dt>
          <PriceFigure symbol={symbol} figure="low24h" />
        </div>
        <div>
          <dt>{t('volume24h', { coin: symbol.quoteCoin })}</dt>
          <Volume symbol={symbol} />
        </div>
      </dl>
      <ConnectionIndicator />
    </section>
  );
}
