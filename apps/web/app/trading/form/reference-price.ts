import { tickerOf } from '../feed/feed-state.ts';
import { useMarketFeedReader } from '../feed/MarketFeedProvider.tsx';

/**
 * What prices a market order on a spot pair (spot and margin): the best ask for a buy, the best
 * bid for a sell, else the last price. Read from the feed when asked, so a book update does not
 * render the form.
 */
export function useBookReferencePrice(symbol: string): (side: 'buy' | 'sell') => string | undefined {
  const readFeed = useMarketFeedReader();
  return (side) => {
    const feed = readFeed();
    const book = feed.book?.symbol === symbol ? feed.book : null;
    return (side === 'buy' ? book?.asks[0]?.price : book?.bids[0]?.price) ?? tickerOf(feed, symbol)?.last;
  };
}
