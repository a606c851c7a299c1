import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SPOT_ROUTE } from '@tideline/core/demo-mode';
import { callEndpoint } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { Link } from 'react-router';
import { useReferenceClient } from '../api/use-reference-client.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { SpotWorkspace } from './SpotWorkspace.tsx';
import { SPOT_LINKS } from './spot-links.ts';
import '../trading/trading.css';
import { useSpotText } from './i18n/use-spot-text.ts';

/**
 * The spot trading page of one pair: its head tags, then the workspace once the pair list says the
 * pair is listed (loading, failure with retry, or an unknown pair with a way to BTC/USDT before).
 * `compact` is the phone layout of an app's embedded web view (`/trade-spot/:symbol`).
 */
export function SpotPage({ symbol, compact = false }: { symbol: string; compact?: boolean }) {
  const t = useSpotText();
  const { localize } = usePageLocale();
  const client = useReferenceClient();
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
          <Link
            className="button button--primary"
            to={localize(compact ? SPOT_LINKS.compactTrade : DEFAULT_SPOT_ROUTE)}
          >
            {t('goToDefault')}
          </Link>
        </div>
      ) : (
        <SpotWorkspace key={symbol} symbols={symbols.data} symbol={listing} compact={compact} />
      )}
    </>
  );
}
