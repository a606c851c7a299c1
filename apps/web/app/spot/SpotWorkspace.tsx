import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { OrderBook } from '../trading/book/OrderBook.tsx';
import { ownOrderLevels } from '../trading/book/own-order-levels.ts';
import { CandleChart } from '../trading/chart/CandleChart.tsx';
import { DepthChart } from '../trading/chart/DepthChart.tsx';
import {
  MarketFeedProvider,
  useMarketFeedReader,
  useMarketFeedSelector,
} from '../trading/feed/MarketFeedProvider.tsx';
import { TradingLayout } from '../trading/layout/TradingLayout.tsx';
import { useTradingScreen } from '../trading/layout/use-trading-screen.ts';
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
import type { CandleInterval, SpotSymbol } from './model/market-types.ts';
import type { OrderSide } from './model/order-form-model.ts';
import { SPOT_LINKS } from './spot-links.ts';

const DEFAULT_INTERVAL: CandleInterval = '15m';

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
  const [step, setStep] = useState(symbol.depthSteps[0] ?? symbol.tickSize);
  const [interval, setInterval] = useState<CandleInterval>(DEFAULT_INTERVAL);
  return (
    <MarketFeedProvider venue={SPOT_FEED} markets={symbols} market={symbol} step={step} interval={interval}>
      <SpotScreen
        symbols={symbols}
        symbol={symbol}
        step={step}
        onStepChange={setStep}
        interval={interval}
        onIntervalChange={setInterval}
        compact={compact}
      />
    </MarketFeedProvider>
  );
}

interface SpotScreenProps {
  symbols: readonly SpotSymbol[];
  symbol: SpotSymbol;
  step: string;
  onStepChange: (step: string) => void;
  interval: CandleInterval;
  onIntervalChange: (interval: CandleInterval) => void;
  compact: boolean;
}

function SpotScreen({
  symbols,
  symbol,
  step,
  onStepChange,
  interval,
  onIntervalChange,
  compact,
}: SpotScreenProps) {
  const t = useSpotText();
  const client = useApiClient();
  const { narrow, picked, pickPrice, phoneTab, setPhoneTab } = useTradingScreen(compact);
  // The screen itself renders on sign-in changes only; each live panel reads its own part of the
  // feed, so a book update redraws the book and not the form, tables and market list.
  const authenticated = useMarketFeedSelector((state) => state.authenticated);
  const readFeed = useMarketFeedReader();
  const balances = useQuery({
    queryKey: accountKeys.balances,
    queryFn: () => fetchBalances(client),
    enabled: authenticated === true,
  });

  const openOrders = useOpenOrders(symbol.symbol, authenticated === true);
  const referencePrice = (side: OrderSide) => {
    const feed = readFeed();
    const book = feed.book?.symbol === symbol.symbol ? feed.book : null;
    return (
      (side === 'buy' ? book?.asks[0]?.price : book?.bids[0]?.price) ?? feed.tickers.get(symbol.symbol)?.last
    );
  };

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
