import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { Link } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { QueryState } from '../shell/QueryState.tsx';
import '../trading/trading.css';
import { useMarginText } from './i18n/use-margin-text.ts';
import { MarginWorkspace } from './MarginWorkspace.tsx';
import { useMarginInfo } from './margin-api.ts';
import { MARGIN_LINKS } from './margin-links.ts';
import './margin.css';

/**
 * The margin trading page of one pair: its head tags, then the workspace once the spot pair list
 * and the margin pairs are known (loading, failure with retry, or a pair not open for margin
 * with a way to BTC/USDT). `compact` is the embedded app view (`/trade-margin/:symbol`).
 */
export function MarginTradingPage({ symbol, compact = false }: { symbol: string; compact?: boolean }) {
  const m = useMarginText();
  const { localize } = usePageLocale();
  const client = useApiClient();
  const info = useMarginInfo();
  const symbols = useQuery({
    queryKey: ['spot', 'symbols'],
    queryFn: () => callEndpoint(client, SPOT_ENDPOINTS.symbols),
    staleTime: 60_000,
  });
  const texts = { loading: m('loading'), loadError: m('loadError'), retry: m('retry') };
  return (
    <>
      <title>{m('pageTitle', { pair: symbol })}</title>
      <meta name="description" content={m('pageDescription', { pair: symbol })} />
      <QueryState query={info} texts={texts} className="spot-page-state">
        {(marginInfo) => (
          <QueryState query={symbols} texts={texts} className="spot-page-state">
            {(list) => {
              const listing = list.find((item) => item.symbol === symbol);
              return listing === undefined || !marginInfo.pairs.some((pair) => pair.symbol === symbol) ? (
                <div className="spot-page-state">
                  <h1>{symbol}</h1>
                  <p>{m('unknownPair')}</p>
                  <Link
                    className="button button--primary"
                    to={localize(compact ? MARGIN_LINKS.compactTrade : MARGIN_LINKS.trade)}
                  >
                    {m('goToDefault')}
                  </Link>
                </div>
              ) : (
                <MarginWorkspace
                  key={symbol}
                  symbols={list}
                  symbol={listing}
                  info={marginInfo}
                  compact={compact}
                />
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}
