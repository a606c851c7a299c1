import { formatByPrecision } from '@tideline/core/format';
import { ScrollRegion } from '@tideline/ui';
import { memo, useMemo } from 'react';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useMarketFeedSelector } from '../feed/MarketFeedProvider.tsx';
import { useMarketText } from './i18n/use-market-text.ts';
import type { MarketSymbol, PublicTrade } from './market-types.ts';

const CLOCK: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
};

/** Some site locale codes (`asia`, `bg`) are not BCP 47 tags: those read the time in English. */
function clockFormat(locale: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, CLOCK);
  } catch {
    return new Intl.DateTimeFormat('en', CLOCK);
  }
}

/** Rows shown: the list fits beside the book without a scrolling region of its own (trading.css
 * reserves the header and these rows, 20 px each). */
const TRADES_SHOWN = 20;

/** One trade; a new trade on top leaves the rows below as they were. */
const TradeRow = memo(function TradeRow({
  trade,
  pricePlace,
  sizePlace,
  clock,
}: {
  trade: PublicTrade;
  pricePlace: number;
  sizePlace: number;
  clock: Intl.DateTimeFormat;
}) {
  return (
    <tr>
      <td className="numeric" data-direction={trade.side === 'buy' ? 'up' : 'down'}>
        {formatByPrecision(trade.price, pricePlace)}
      </td>
      <td className="numeric">{formatByPrecision(trade.size, sizePlace)}</td>
      <td className="numeric">
        <time dateTime={new Date(trade.ts).toISOString()}>{clock.format(trade.ts)}</time>
      </td>
    </tr>
  );
});

/** The pair's latest trades, newest first, coloured by the taker's side. */
export function RecentTrades({ symbol }: { symbol: MarketSymbol }) {
  const t = useMarketText();
  const trades = useMarketFeedSelector((state) => state.trades);
  const { locale } = usePageLocale();
  // A formatter is costly to make; the list redraws with every trade.
  const clock = useMemo(() => clockFormat(locale), [locale]);
  return (
    <section className="spot-panel spot-trades" aria-labelledby="spot-trades-heading">
      <h2 id="spot-trades-heading" className="spot-panel__title">
        {t('recentTrades')}
      </h2>
      {/* It scrolls inside the trading band. */}
      <ScrollRegion className="spot-trades__list" aria-labelledby="spot-trades-heading">
        {trades.length === 0 ? (
          <p className="spot-state">{t('noTrades')}</p>
        ) : (
          <table className="spot-table" data-testid="recent-trades">
            <thead>
              <tr>
                <th scope="col">{t('price', { coin: symbol.quoteCoin })}</th>
                <th scope="col">{t('amount', { coin: symbol.baseCoin })}</th>
                <th scope="col">{t('time')}</th>
              </tr>
            </thead>
            <tbody>
              {trades.slice(0, TRADES_SHOWN).map((trade) => (
                <TradeRow
                  key={trade.tradeId}
                  trade={trade}
                  pricePlace={symbol.pricePlace}
                  sizePlace={symbol.quotePrecision}
                  clock={clock}
                />
              ))}
            </tbody>
          </table>
        )}
      </ScrollRegion>
    </section>
  );
}
