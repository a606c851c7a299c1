import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SPOT_ROUTE } from '@tideline/core/demo-mode';
import { callEndpoint } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { data, Link } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import type { Route } from './+types/SpotRoute';
import { SpotWorkspace } from './SpotWorkspace.tsx';
import './spot.css';
import { useSpotText } from './i18n/use-spot-text.ts';

const SYMBOL_SHAPE = /^[A-Z0-9]{2,20}$/;

/** Server side: only the pair's name, for the title; market data is live in the browser. */
export function loader({ params }: Route.LoaderArgs) {
  const symbol = (params.symbol ?? '').toUpperCase();
  if (!SYMBOL_SHAPE.test(symbol)) throw data(null, { status: 404 });
  return { symbol };
}

export default function SpotRoute({ loaderData }: Route.ComponentProps) {
  const t = useSpotText();
  const { localize } = usePageLocale();
  const client = useApiClient();
  const { symbol } = loaderData;
  const symbols = useQuery({
    queryKey: ['spot', 'symbols'],
    queryFn: () => callEndpoint(client, SPOT_ENDPOINTS.symbols),
    staleTime: 60_000,
  });
  const listing = symbols.data?.find((item) => item.symbol === symbol);
  return (
    <>
      <title>{t('pageTitle', { pair: symbol })}</title>
      <meta name="description" content={t('pageDescription', { pair: symbol })} />
      {symbols.isPending ? (
        <div className="spot-page-state spot-page-state--loading">
          <h1>{symbol}</h1>
          <p role="status">{t('loading')}</p>
        </div>
      ) : symbols.isError ? (
        <div className="spot-page-state" role="alert">
          <h1>{symbol}</h1>
          <p>{t('loadError')}</p>
          <button type="button" className="button" onClick={() => void symbols.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : listing === undefined ? (
        <div className="spot-page-state">
          <h1>{symbol}</h1>
          <p>{t('unknownMarket')}</p>
          <Link className="button button--primary" to={localize(DEFAULT_SPOT_ROUTE)}>
            {t('goToDefault')}
          </Link>
        </div>
      ) : (
        <SpotWorkspace key={symbol} symbols={symbols.data} symbol={listing} />
      )}
    </>
  );
}
