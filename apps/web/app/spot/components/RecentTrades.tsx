import { formatByPrecision } from '@tideline/core/format';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useSpotFeedSelector } from '../feed/SpotFeedProvider.tsx';
import { useSpotText } from '../i18n/use-spot-text.ts';
import type { SpotSymbol } from '../model/market-types.ts';

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

/** Rows shown: the list fits beside the book without a scrolling region of its own. */
const TRADES_SHOWN = 20;

/** The pair's latest trades, newest first, coloured by the taker's side. */
export function RecentTrades({ symbol }: { symbol: SpotSymbol }) {
  const t = useSpotText();
  const trades = useSpotFeedSelector((state) => state.trades);
  const { locale } = usePageLocale();
  const clock = clockFormat(locale);
  return (
    <section className="spot-panel spot-trades" aria-labelledby="spot-trades-heading">
      <h2 id="spot-trades-heading" className="spot-panel__title">
        {t('recentTrades')}
      </h2>
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
              <tr key={trade.tradeId}>
                <td className="numeric" data-direction={trade.side === 'buy' ? 'up' : 'down'}>
                  {formatByPrecision(trade.price, symbol.pricePlace)}
                </td>
                <td className="numeric">{formatByPrecision(trade.size, symbol.quotePrecision)}</td>
                <td className="numeric">
                  <time dateTime={new Date(trade.ts).toISOString()}>{clock.format(trade.ts)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
