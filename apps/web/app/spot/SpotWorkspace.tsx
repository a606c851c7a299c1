import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { OrderBook } from '../trading/book/OrderBook.tsx';
import { ownOrderLevels } from '../trading/book/own-order-levels.ts';
import { CandleChart } from '../trading/chart/CandleChart.tsx';
import { DepthChart } from '../trading/chart/DepthChart.tsx';
import { MarketFeedProvider, useMarketFeedSelector } from '../trading/feed/MarketFeedProvider.tsx';
import { useBookReferencePrice } from '../trading/form/reference-price.ts';
import { TradingLayout } from '../trading/layout/TradingLayout.tsx';
import { type MarketView, useMarketView, useTradingScreen } from '../trading/layout/use-trading-screen.ts';
import { MarketList } from '../trading/market/MarketList.tsx';
import { RecentTrades } from '../trading/market/RecentTrades.tsx';
import { TickerBar } from '../trading/market/TickerBar.tsx';
import { AccountTables } from './components/AccountTables.tsx';
import { OrderForm } from './components/OrderForm.tsx';
import { spotLayoutLabels } from './components/spot-words.ts';
import { useOpenOrders } from './components/use-open-orders.ts';
import { SPOT_FEED } from './feed/spot-venue.tsx';
import { useSpotText } from './i18n/use-spot-text.ts';
import { accountKeys } from './model/account-keys.ts';
import { fetchBalances } from './model/account-queries.ts';
import type { SpotSymbol } from './model/market-types.ts';
import { SPOT_LINKS } from './spot-links.ts';

/**
 * The trading screen of one pair; remounted per pair so its grouping and picks start afresh.
 * `compact` keeps the phone layout at every width and links the market list to the compact pages.
 */
export function SpotWorkspace({
  symbols,
  symbol,
  compact = false,
}: {
  symbols: readonly SpotSymbol[];
  symbol: SpotSymbol;
  compact?: boolean;
}) {
  const view = useMarketView(symbol.depthSteps[0] ?? symbol.tickSize);
  return (
    <MarketFeedProvider
      venue={SPOT_FEED}
      markets={symbols}
      market={symbol}
      step={view.step}
      interval={view.interval}
    >
      <SpotScreen symbols={symbols} symbol={symbol} view={view} compact={compact} />
    </MarketFeedProvider>
  );
}

interface SpotScreenProps {
  symbols: readonly SpotSymbol[];
  symbol: SpotSymbol;
  view: MarketView;
  compact: boolean;
}

function SpotScreen({ symbols, symbol, view, compact }: SpotScreenProps) {
  const { step, onStepChange, interval, onIntervalChange } = view;
  const t = useSpotText();
  const client = useApiClient();
  const { narrow, picked, pickPrice, phoneTab, setPhoneTab } = useTradingScreen(compact);
  // The screen itself renders on sign-in changes only; each live panel reads its own part of the
  // feed, so a book update redraws the book and not the form, tables and market list.
  const authenticated = useMarketFeedSelector((state) => state.authenticated);
  const balances = useQuery({
    queryKey: accountKeys.balances,
    queryFn: () => fetchBalances(client),
    enabled: authenticated === true,
  });

  const openOrders = useOpenOrders(symbol.symbol, authenticated === true);
  const referencePrice = useBookReferencePrice(symbol.symbol);

  const chart = (
    <CandleChart
      symbol={symbol}
      interval={interval}
      onIntervalChange={onIntervalChange}
      depth={<DepthChart symbol={symbol} step={step} />}
    />
  );
  const own = ownOrderLevels(openOrders.data ?? [], step, symbol.pricePlace);
  const orderBook = (
    <OrderBook symbol={symbol} step={step} onStepChange={onStepChange} onPickPrice={pickPrice} own={own} />
  );
  const trades = <RecentTrades symbol={symbol} />;
  const form = (
    <OrderForm
      symbol={symbol}
      picked={picked}
      authenticated={authenticated}
      balances={balances.data}
      referencePrice={referencePrice}
    />
  );
  const account = <AccountTables symbol={symbol} authenticated={authenticated} balances={balances.data} />;
  const markets = (
    <MarketList
      symbols={symbols}
      current={symbol.symbol}
      {...(compact ? { routePrefix: SPOT_LINKS.compactPrefix } : {})}
    />
  );

  return (
    <TradingLayout
      narrow={narrow}
      phoneTab={phoneTab}
      onPhoneTab={setPhoneTab}
      labels={spotLayoutLabels(t)}
      ticker={<TickerBar symbol={symbol} />}
      markets={markets}
      chart={chart}
      orderBook={orderBook}
      trades={trades}
      form={form}
      account={account}
    />
  );
}
