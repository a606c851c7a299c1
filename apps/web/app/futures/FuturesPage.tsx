import { useQuery } from '@tanstack/react-query';
import { DEFAULT_FUTURES_ROUTE } from '@tideline/core/demo-mode';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { Link } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { callEndpoint } from '../api/call-endpoint.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { COMPACT_FUTURES_ROUTE_PREFIX, FuturesWorkspace } from './FuturesWorkspace.tsx';
import '../trading/trading.css';
import './futures.css';
import { useFuturesText } from './i18n/use-futures-text.ts';

/** Shown in the description before the contract list arrives: the first tier's leverage. */
const HEADLINE_LEVERAGE = 125;

/**
 * The USDT-margined perpetual of one symbol: head tags, then the workspace once the contract list
 * says it is listed (loading, failure with retry, or an unknown contract with a way to BTCUSDT).
 * `compact` is the phone layout of an app's embedded web view (`/trade-swap/:symbol`).
 */
export function FuturesPage({ symbol, compact = false }: { symbol: string; compact?: boolean }) {
  const t = useFuturesText();
  const { localize } = usePageLocale();
  const client = useApiClient();
  const contracts = useQuery({
    queryKey: ['futures', 'contracts'],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.contracts),
    staleTime: 60_000,
  });
  const contract = contracts.data?.find((item) => item.symbol === symbol);
  return (
    <>
      <title>{t('pageTitle', { pair: symbol })}</title>
      <meta name="description" content={t('pageDescription', { pair: symbol, max: HEADLINE_LEVERAGE })} />
      {contracts.isPending ? (
        <div className="spot-page-state spot-page-state--loading">
          <h1>{symbol}</h1>
          <p role="status">{t('loading')}</p>
        </div>
      ) : contracts.isError ? (
        <div className="spot-page-state" role="alert">
          <h1>{symbol}</h1>
          <p>{t('loadError')}</p>
          <button type="button" className="button" onClick={() => void contracts.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : contract === undefined ? (
        <div className="spot-page-state">
          <h1>{symbol}</h1>
          <p>{t('unknownContract')}</p>
          <Link
            className="button button--primary"
            to={localize(compact ? `${COMPACT_FUTURES_ROUTE_PREFIX}BTCUSDT` : DEFAULT_FUTURES_ROUTE)}
          >
            {t('goToDefault')}
          </Link>
        </div>
      ) : (
        <FuturesWorkspace key={symbol} contracts={contracts.data} contract={contract} compact={compact} />
      )}
    </>
  );
}
