import { useQuery } from '@tanstack/react-query';
import { formatByPrecision, formatNumber, formatPercent, formatSignedPercent } from '@tideline/core/format';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { ScrollRegion } from '@tideline/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { callEndpoint } from '../api/call-endpoint.ts';
import { EMBEDDED_HANDLE } from '../shell/embedded-page.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useUtcTime } from '../shell/use-utc-time.ts';
import { symbolFromParams } from '../trading/market/route-symbol.ts';
import type { Route } from './+types/TradeInfoRoute';
import { COMPACT_FUTURES_ROUTE_PREFIX } from './FuturesWorkspace.tsx';
import { useFuturesText } from './i18n/use-futures-text.ts';
import { fundingRatePercent } from './model/funding.ts';
import './trade-info.css';

export const handle = EMBEDDED_HANDLE;

export function loader({ params }: Route.LoaderArgs) {
  return symbolFromParams(params);
}

const HOUR_MS = 3_600_000;
/** Contract figures change only with a release; the funding figures move with the market. */
const CONTRACTS_STALE_MS = 60_000;
const TICKER_REFRESH_MS = 30_000;

/**
 * `/trade-info/:symbol` (spec §2, issue #20 item 5): a contract's rules in an app's embedded web
 * view: its sizes and prices, trading hours, funding, the leverage and margin tiers, and where its
 * index price comes from. Every figure is the gateway's (`/futures/contracts`, `/futures/tickers`).
 */
export default function TradeInfoRoute({ loaderData }: Route.ComponentProps) {
  const t = useFuturesText();
  const { localize, locale } = usePageLocale();
  const client = useApiClient();
  const time = useUtcTime();
  const { symbol } = loaderData;
  const contracts = useQuery({
    queryKey: ['futures', 'contracts'],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.contracts),
    staleTime: CONTRACTS_STALE_MS,
  });
  const ticker = useQuery({
    queryKey: ['futures', 'tickers', symbol],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.tickers, { symbol }),
    refetchInterval: TICKER_REFRESH_MS,
    enabled: contracts.data?.some((item) => item.symbol === symbol) === true,
  });
  const contract = contracts.data?.find((item) => item.symbol === symbol);
  const live = ticker.data?.[0];

  let body: ReactNode;
  if (contracts.isPending) body = <p role="status">{t('loading')}</p>;
  else if (contracts.isError)
    body = (
      <div role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void contracts.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  else if (contract === undefined)
    body = (
      <>
        <p>{t('unknownContract')}</p>
        <Link className="button button--primary" to={localize('/trade-info/BTCUSDT')}>
          {t('goToDefault')}
        </Link>
      </>
    );
  else {
    const place = contract.pricePlace;
    const specs: [string, string][] = [
      [t('infoType'), t('infoTypeValue', { coin: contract.marginCoin })],
      [t('infoTickSize'), `${contract.tickSize} ${contract.quoteCoin}`],
      [t('infoContractSize'), `${contract.contractSize} ${contract.baseCoin}`],
      [t('infoMinSize'), `${contract.minTradeSize} ${contract.baseCoin}`],
      [t('infoMaxSize'), `${contract.maxTradeSize} ${contract.baseCoin}`],
      [t('infoMaxPrice'), `${formatByPrecision(contract.maxPrice, place)} ${contract.quoteCoin}`],
      [t('infoTradingHours'), t('infoAlwaysOpen')],
    ];
    const funding: [string, string][] = [
      [
        t('fundingRate'),
        live ? formatSignedPercent(fundingRatePercent(live.fundingRate), locale, 4) : formatNumber(undefined),
      ],
      [
        t('infoFundingInterval'),
        live ? t('infoEveryHours', { hours: live.fundingIntervalMs / HOUR_MS }) : formatNumber(undefined),
      ],
      // Funding is capped both ways: the cap's plus sign becomes ±, wherever the locale puts it.
      [
        t('infoFundingCap'),
        formatSignedPercent(fundingRatePercent(contract.fundingRateCap), locale, 4).replace('+', '±'),
      ],
      [t('nextFunding'), live?.nextFundingTime ? time(live.nextFundingTime) : formatNumber(undefined)],
    ];
    body = (
      <>
        <section className="trade-info__section" aria-labelledby="trade-info-specs">
          <h2 id="trade-info-specs">{t('infoSpecs')}</h2>
          <Facts rows={specs} />
        </section>
        <section className="trade-info__section" aria-labelledby="trade-info-funding">
          <h2 id="trade-info-funding">{t('infoFunding')}</h2>
          <Facts rows={funding} />
        </section>
        <section className="trade-info__section" aria-labelledby="trade-info-tiers">
          <h2 id="trade-info-tiers">{t('infoTiers')}</h2>
          <ScrollRegion className="trade-info__scroll" aria-label={t('infoTiers')}>
            <table className="trade-info__table" data-testid="trade-info-tiers">
              <thead>
                <tr>
                  <th scope="col">{t('infoTier')}</th>
                  <th scope="col">{t('infoMaxNotional', { coin: contract.quoteCoin })}</th>
                  <th scope="col">{t('infoMaxLeverage')}</th>
                  <th scope="col">{t('infoMaintenanceRate')}</th>
                </tr>
              </thead>
              <tbody>
                {contract.riskTiers.map((tier) => (
                  <tr key={tier.level}>
                    <td className="numeric">{tier.level}</td>
                    <td className="numeric">{formatNumber(tier.maxNotional, { decimals: 0 })}</td>
                    <td className="numeric">{`${formatNumber(tier.maxLeverage, { decimals: 0 })}x`}</td>
                    <td className="numeric">{formatPercent(tier.maintenanceMarginRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
        <section className="trade-info__section" aria-labelledby="trade-info-index">
          <h2 id="trade-info-index">{t('infoIndex')}</h2>
          <p className="trade-info__note">{t('infoIndexRule')}</p>
          <table className="trade-info__table" data-testid="trade-info-index">
            <thead>
              <tr>
                <th scope="col">{t('infoSource')}</th>
                <th scope="col">{t('infoPair')}</th>
                <th scope="col">{t('infoWeight')}</th>
              </tr>
            </thead>
            <tbody>
              {contract.indexComponents.map((component) => (
                <tr key={`${component.venue}:${component.symbol}`}>
                  <td>{t('infoVenueSpot')}</td>
                  <td>{component.symbol}</td>
                  <td className="numeric">{formatPercent(component.weight)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <Link
          className="button button--primary trade-info__trade"
          to={localize(`${COMPACT_FUTURES_ROUTE_PREFIX}${contract.symbol}`)}
        >
          {t('infoTrade', { pair: contract.symbol })}
        </Link>
      </>
    );
  }

  return (
    <article className="trade-info">
      <title>{t('infoPageTitle', { pair: symbol })}</title>
      <meta name="description" content={t('infoLead', { pair: symbol })} />
      <h1>{t('infoHeading', { pair: symbol })}</h1>
      {body}
    </article>
  );
}

/** Label and value pairs as a description list. */
function Facts({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className="trade-info__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="numeric">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
