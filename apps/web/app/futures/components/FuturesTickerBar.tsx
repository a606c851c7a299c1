import { formatByPrecision, formatNumber, formatSignedPercent } from '@tideline/core/format';
import { useEffect, useState } from 'react';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useMarketFeedSelector } from '../../trading/feed/MarketFeedProvider.tsx';
import { ConnectionIndicator } from '../../trading/market/ConnectionIndicator.tsx';
import { useFuturesTicker } from '../feed/futures-venue.tsx';
import { useFuturesText } from '../i18n/use-futures-text.ts';
import { fundingCountdown, fundingRatePercent } from '../model/funding.ts';
import type { FuturesContract } from '../model/futures-types.ts';

/** Re-renders every second in the browser for the funding countdown; a fixed 0 on the server. */
function useNow(): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The contract's name, last, mark and index prices, and the running funding rate with its countdown. */
export function FuturesTickerBar({ contract }: { contract: FuturesContract }) {
  const t = useFuturesText();
  const { locale } = usePageLocale();
  const ticker = useFuturesTicker(contract.symbol);
  const lastDirection = useMarketFeedSelector((state) => state.lastDirection);
  const now = useNow();
  const place = contract.pricePlace;
  return (
    <section className="spot-ticker" aria-label={t('marketSummary')}>
      <h1 className="spot-ticker__pair">
        {contract.symbol} <small>{t('perpetual')}</small>
      </h1>
      <p className="spot-ticker__last numeric" data-direction={lastDirection} data-testid="futures-last">
        {formatByPrecision(ticker?.lastPrice ?? ticker?.markPrice, place)}
      </p>
      <dl className="spot-ticker__stats">
        <div>
          <dt>{t('markPrice')}</dt>
          <dd className="numeric" data-testid="futures-mark">
            {formatByPrecision(ticker?.markPrice, place)}
          </dd>
        </div>
        <div>
          <dt>{t('indexPrice')}</dt>
          <dd className="numeric">{formatByPrecision(ticker?.indexPrice, place)}</dd>
        </div>
        <div>
          <dt>{t('fundingRate')}</dt>
          <dd className="numeric">
            {formatSignedPercent(ticker ? fundingRatePercent(ticker.fundingRate) : undefined, locale, 4)}
          </dd>
        </div>
        <div>
          <dt>{t('nextFunding')}</dt>
          <dd className="numeric">
            {ticker && ticker.nextFundingTime !== null && now > 0
              ? fundingCountdown(ticker.nextFundingTime, now)
              : formatNumber(undefined)}
          </dd>
        </div>
      </dl>
      <ConnectionIndicator />
    </section>
  );
}
