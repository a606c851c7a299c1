import { useQuery } from '@tanstack/react-query';
import { coinName } from '@tideline/core/coins';
import { formatNumber, formatSignedPercent } from '@tideline/core/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { CoinIcon } from '../shell/CoinIcon.tsx';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import {
  changeDirection,
  fetchMarketRows,
  HOME_MARKET_COUNT,
  type MarketRow,
  spotRouteFor,
  topMarketRows,
} from './market-rows.ts';

/** The busiest listed markets with their 24-hour figures, read from the gateway after the page loads. */
export function MarketsOverview() {
  const { t } = useTranslation();
  const client = useApiClient();
  const markets = useQuery({
    queryKey: ['markets-overview'],
    queryFn: async () => topMarketRows(await fetchMarketRows(client)),
  });
  const headingId = 'markets-overview-heading';
  return (
    <section className="markets-overview" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.marketsTitle')}</h2>
      {markets.isPending ? (
        <MarketTableSkeleton />
      ) : markets.isError ? (
        <div className="markets-overview__state" role="alert">
          <p>{t('home.error')}</p>
          <button type="button" className="button" onClick={() => void markets.refetch()}>
            {t('home.retry')}
          </button>
        </div>
      ) : markets.data.length === 0 ? (
        <p className="markets-overview__state">{t('home.empty')}</p>
      ) : (
        <MarketTable rows={markets.data} />
      )}
    </section>
  );
}

/**
 * Rows the table holds while the markets load: as many as it shows once loaded (the listing is
 * longer), so the table arriving in their place moves nothing below it (a layout shift).
 */
const LOADING_ROWS = HOME_MARKET_COUNT;

function MarketTableHead() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('home.pair')}</th>
        <th scope="col">{t('home.lastPrice')}</th>
        <th scope="col">{t('home.change24h')}</th>
        <th scope="col" className="markets-table__volume">
          {t('home.volume24h')}
        </th>
      </tr>
    </thead>
  );
}

/** The table's shape while the markets load: the loading message in the first row, blank rows under it. */
function MarketTableSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="markets-table markets-table--loading" aria-busy="true">
        <MarketTableHead />
        <tbody>
          <tr>
            <td colSpan={4} role="status">
              {t('home.loading')}
            </td>
          </tr>
          {Array.from({ length: LOADING_ROWS - 1 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank rows with nothing to tell apart
            <tr key={index}>
              <td colSpan={4} aria-hidden="true">
                &nbsp;
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MarketTable({ rows }: { rows: MarketRow[] }) {
  const { localize, locale } = usePageLocale();
  return (
    <div className="table-scroll">
      <table className="markets-table">
        <MarketTableHead />
        <tbody>
          {rows.map((row) => {
            const direction = changeDirection(row.changeRate24h);
            return (
              <tr key={row.symbol}>
                <th scope="row">
                  <span className="markets-table__pair">
                    <CoinIcon coin={row.baseCoin} size={20} />
                    <Link to={localize(spotRouteFor(row))}>
                      {row.baseCoin}/{row.quoteCoin}
                    </Link>
                    <span className="markets-table__name">{coinName(row.baseCoin)}</span>
                  </span>
                </th>
                <td className="numeric">{formatNumber(row.last)}</td>
                <td className="numeric" data-direction={direction}>
                  {formatSignedPercent(row.changeRate24h, locale)}
                </td>
                <td className="numeric markets-table__volume">
                  {formatNumber(row.quoteVolume, { decimals: 2 })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
