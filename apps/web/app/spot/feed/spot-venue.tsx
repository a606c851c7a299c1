import { useQueryClient } from '@tanstack/react-query';
import { createMarketStream } from '@tideline/core/market-stream';
import { useEffect } from 'react';
import { streamUrl } from '../../api/stream-url.ts';
import { useMarketLink } from '../../trading/feed/MarketFeedProvider.tsx';
import type { MarketVenue } from '../../trading/feed/market-venue.ts';
import { SPOT_MARKET } from '../../trading/feed/spot-market.ts';
import type { MarketTicker } from '../../trading/market/market-types.ts';
import { ACCOUNT_QUERY_KEY } from '../model/account-keys.ts';
import { applyBalanceViews, applyFillViews, applyOrderViews } from './apply-account-views.ts';

/**
 * The signed-in visitor's private stream (protocol §5): order, fill and balance pushes applied to
 * the cached account lists; only a reconnect (a possible gap in what was pushed) fetches them again.
 */
function SpotAccountStream() {
  const queryClient = useQueryClient();
  const { authenticated } = useMarketLink();
  useEffect(() => {
    if (authenticated !== true) return;
    let welcomed = false;
    const privateStream = createMarketStream({
      url: streamUrl(),
      WebSocket: window.WebSocket,
      onWelcome: () => {
        if (welcomed) void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
        welcomed = true;
      },
    });
    const offs = [
      privateStream.subscribe({ channel: 'orders' }, (message) => applyOrderViews(queryClient, message.data)),
      privateStream.subscribe({ channel: 'fills' }, (message) => applyFillViews(queryClient, message.data)),
      privateStream.subscribe({ channel: 'balances' }, (message) =>
        applyBalanceViews(queryClient, message.data),
      ),
    ];
    return () => {
      for (const off of offs) off();
      privateStream.close();
    };
  }, [authenticated, queryClient]);
  return null;
}

/** The spot page's venue: the spot markets' public feed with the trader's private stream. */
export const SPOT_FEED: MarketVenue<MarketTicker> = {
  ...SPOT_MARKET,
  accountKey: ACCOUNT_QUERY_KEY,
  AccountStream: SpotAccountStream,
};
