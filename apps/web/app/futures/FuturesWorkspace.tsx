import { PositionDirection } from '@tideline/core/futures';
import { OrderBook } from '../trading/book/OrderBook.tsx';
import { ownOrderLevels } from '../trading/book/own-order-levels.ts';
import { CandleChart } from '../trading/chart/CandleChart.tsx';
import { MarketFeedProvider, useMarketFeedReader } from '../trading/feed/MarketFeedProvider.tsx';
import { TradingLayout } from '../trading/layout/TradingLayout.tsx';
import { type MarketView, useMarketView, useTradingScreen } from '../trading/layout/use-trading-screen.ts';
import { MarketList } from '../trading/market/MarketList.tsx';
import type { CandleInterval } from '../trading/market/market-types.ts';
import { RecentTrades } from '../trading/market/RecentTrades.tsx';
import { FuturesAccountTables } from './components/FuturesAccountTables.tsx';
import { FuturesOrderForm } from './components/FuturesOrderForm.tsx';
import { FuturesTickerBar } from './components/FuturesTickerBar.tsx';
import { FUTURES_FEED, useFuturesFeed, useFuturesTicker } from './feed/futures-venue.tsx';
import { useFuturesAccount, useOpenOrders, usePositions, useSettings } from './feed/use-futures-account.ts';
import { useFuturesText } from './i18n/use-futures-text.ts';
import { futuresChartLines } from './model/chart-lines.ts';
import type { FuturesContract } from './model/futures-types.ts';
import { contractAsMarket } from './model/market-adapter.ts';

const _DEFAULT_INTERVAL: CandleInterval = '15m';
export const FUTURES_ROUTE_PREFIX = '/futures/usdt/';
/** The compact trading page of an app's embedded web view, before the contract (issue #20 item 5). */
export const COMPACT_FUTURES_ROUTE_PREFIX = '/trade-swap/';

/**
 * The futures screen of one contract; remounted per contract so its picks start afresh.
 * `compact` keeps the phone layout at every width and links the market list to the compact pages.
 */
export function FuturesWorkspace({
  contracts,
  contract,
  compact = false,
}: {
  contracts: readonly FuturesContract[];
  contract: FuturesContract;
  compact?: boolean;
}) {
  const view = useMarketView(contract.tickSize);
  return (
    <MarketFeedProvider
      venue={FUTURES_FEED}
      markets={contracts.map(contractAsMarket)}
      market={contractAsMarket(contract)}
      step={view.step}
      interval={view.interval}
    >
      <FuturesScreen contracts={contracts} contract={contract} view={view} compact={compact} />
    </MarketFeedProvider>
  );
}

interface FuturesScreenProps {
  contracts: readonly FuturesContract[];
  contract: FuturesContract;
  view: MarketView;
  compact: boolean;
}

function FuturesScreen({ contracts, contract, view, compact }: FuturesScreenProps) {
  const { step, onStepChange, interval, onIntervalChange } = view;
  const t = useFuturesText();
  const { narrow, picked, pickPrice, phoneTab, setPhoneTab } = useTradingScreen(compact);
  const { authenticated } = useFuturesFeed();
  // The book is read when the form asks, so a book frame does not render the whole screen.
  const readFeed = useMarketFeedReader();
  const signedIn = authenticated === true;
  const account = useFuturesAccount(signedIn);
  const positions = usePositions(signedIn);
  const openOrders = useOpenOrders(contract.symbol, signedIn);
  const settings = useSettings(contract.symbol, signedIn);
  const market = contractAsMarket(contract);
  const markets = contracts.map(contractAsMarket);
  const ticker = useFuturesTicker(contract.symbol);

  const referencePrice = (buying: boolean) => {
    const { book } = readFeed();
    const current = book?.symbol === contract.symbol ? book : null;
    return (buying ? current?.asks[0]?.price : current?.bids[0]?.price) ?? ticker?.markPrice ?? undefined;
  };
  const allPositions = positions.data ?? [];
  const here = allPositions.filter((position) => position.symbol === contract.symbol);
  const others = allPositions.flatMap((position) => {
    const other = contracts.find((item) => item.symbol === position.symbol);
    return position.symbol === contract.symbol || other === undefined ? [] : [{ position, contract: other }];
  });
  const directionText = (direction: PositionDirection) =>
    direction === PositionDirection.Long ? t('long') : t('short');
  const priceLines = futuresChartLines(ticker, here, openOrders.data ?? [], {
    mark: t('lineMark'),
    index: t('lineIndex'),
    entry: (direction) => t('lineEntry', { direction: directionText(direction) }),
    liquidation: (direction) => t('lineLiquidation', { direction: directionText(direction) }),
    order: (side) => t('lineOrder', { side: side === 'buy' ? t('buy') : t('sell') }),
  });

  const chart = (
    <CandleChart
      symbol={market}
      interval={interval}
      onIntervalChange={onIntervalChange}
      priceLines={priceLines}
    />
  );
  const own = ownOrderLevels(
    (openOrders.data ?? [])
      .filter((order) => order.triggerPrice === null)
      .map((order) => ({ orderType: order.orderType, side: order.side, buyPrice: order.price })),
    step,
    contract.pricePlace,
  );
  const orderBook = (
    <OrderBook symbol={market} step={step} onStepChange={onStepChange} onPickPrice={pickPrice} own={own} />
  );
  const trades = <RecentTrades symbol={market} />;
  const form = (
    <FuturesOrderForm
      contract={contract}
      picked={picked}
      authenticated={authenticated}
      account={account.data ?? undefined}
      settings={settings.data ?? undefined}
      positions={here}
      others={others}
      openOrderCount={openOrders.data?.length ?? 0}
      referencePrice={referencePrice}
    />
  );
  const accountTables = (
    <FuturesAccountTables
      contract={contract}
      contracts={contracts}
      authenticated={authenticated}
      account={account.data ?? undefined}
      positions={positions}
      openOrders={openOrders}
    />
  );
  const marketList = (
    <MarketList
      symbols={markets}
      current={contract.symbol}
      routePrefix={compact ? COMPACT_FUTURES_ROUTE_PREFIX : FUTURES_ROUTE_PREFIX}
    />
  );

  return (
    <TradingLayout
      narrow={narrow}
      className="futures"
      phoneTab={phoneTab}
      onPhoneTab={setPhoneTab}
      labels={{
        sections: t('sections'),
        chart: t('chart'),
        orderBook: t('orderBook'),
        recentTrades: t('recentTrades'),
        trade: t('trade'),
        buy: t('buyLong'),
        sell: t('sellShort'),
      }}
      ticker={<FuturesTickerBar contract={contract} />}
      markets={marketList}
      chart={chart}
      orderBook={orderBook}
      trades={trades}
      form={form}
      account={accountTables}
    />
  );
}
