import { useQuery } from '@tanstack/react-query';
import { formatNumber, formatPercent } from '@tideline/core/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { fetchTickers, spotRouteFor, type Ticker } from './tickers.ts';

function changeDirection(change: string): 'up' | 'down' | 'flat' {
  if (change.startsWith('-')) return 'down';
  return /[1-9]/.test(change) ? 'up' : 'flat';
}

export function MarketsOverview() {
  const { t } = useTranslation();
  const tickers = useQuery({ queryKey: ['tickers'], queryFn: ({ signal }) => fetchTickers(signal) });
  const headingId = 'markets-overview-heading';
  return (
    <section className="markets-overview" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.marketsTitle')}</h2>
      {tickers.isPending ? (
        <p className="markets-overview__state" role="status">
          {t('home.loading')}
        </p>
      ) : tickers.isError ? (
        <div className="markets-overview__state" role="alert">
          <p>{t('home.error')}</p>
          <button type="button" className="button" onClick={() => void tickers.refetch()}>
            {t('home.retry')}
          </button>
        </div>
      ) : tickers.data.length === 0 ? (
        <p className="markets-overview__state">{t('home.empty')}</p>
      ) : (
        <TickerTable tickers={tickers.data} />
      )}
    </section>
  );
}

function TickerTable({ tickers }: { tickers: Ticker[] }) {
  const { t } = useTranslation();
  const { localize } = usePageLocale();
  return (
    <div className="table-scroll">
      <table className="markets-table">
        <thead>
          <tr>
            <th scope="col">{t('home.pair')}</th>
            <th scope="col">{t('home.lastPrice')}</th>
            <th scope="col">{t('home.change24h')}</th>
            <th scope="col">{t('home.volume24h')}</th>
          </tr>
        </thead>
        <tbody>
          {tickers.map((ticker) => {
            const direction = changeDirection(ticker.change24h);
            return (
              <tr key={ticker.symbol}>
                <th scope="row">
                  <Link to={localize(spotRouteFor(ticker))}>
                    {ticker.baseCoin}/{ticker.quoteCoin}
                  </Link>
                </th>
                <td className="numeric">{formatNumber(ticker.lastPrice)}</td>
                <td className="numeric" data-direction={direction}>
                  {direction === 'up' ? '+' : ''}
                  {formatPercent(ticker.change24h)}
                </td>
                <td className="numeric">{formatNumber(ticker.quoteVolume24h, { decimals: 2 })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
