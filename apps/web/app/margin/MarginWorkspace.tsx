import { useState } from 'react';
import { spotLayoutLabels, useSpotText } from '../spot/index.ts';
import { OrderBook } from '../trading/book/OrderBook.tsx';
import { ownOrderLevels } from '../trading/book/own-order-levels.ts';
import { CandleChart } from '../trading/chart/CandleChart.tsx';
import { DepthChart } from '../trading/chart/DepthChart.tsx';
import { MarketFeedProvider, useMarketFeedSelector } from '../trading/feed/MarketFeedProvider.tsx';
import { SPOT_MARKET } from '../trading/feed/spot-market.ts';
import { useBookReferencePrice } from '../trading/form/reference-price.ts';
import { TradingLayout } from '../trading/layout/TradingLayout.tsx';
import { type MarketView, useMarketView, useTradingScreen } from '../trading/layout/use-trading-screen.ts';
import { MarketList } from '../trading/market/MarketList.tsx';
import type { MarketSymbol } from '../trading/market/market-types.ts';
import { RecentTrades } from '../trading/market/RecentTrades.tsx';
import { TickerBar } from '../trading/market/TickerBar.tsx';
import { AccountTabs } from '../trading/tables/AccountTabs.tsx';
import { AccountWithMoves } from './AccountsPanel.tsx';
import { useMarginText } from './i18n/use-margin-text.ts';
import { MarginOrderForm } from './MarginOrderForm.tsx';
import { type AccountRef, findAccount, type MarginInfo, type MarginMode } from './margin-account.ts';
import { useMarginAccounts, useMarginOrders } from './margin-api.ts';
import { MARGIN_LINKS } from './margin-links.ts';
import { OrdersTable } from './OrdersTable.tsx';
import { useMarginStream } from './use-margin-stream.ts';

/**
 * The margin trading screen of one pair: the spot page's live parts (ticker, market list of the
 * margin pairs, chart, book, trades, all from the spot feed, since margin orders rest in the spot
 * books) with margin's own: the cross/isolated switch, the account's level, risk and (isolated)
 * liquidation price with transfer, borrow and repay, the order form with its side effect, and
 * the account's margin orders.
 */
export function MarginWorkspace({
  symbols,
  symbol,
  info,
  compact,
}: {
  symbols: readonly MarketSymbol[];
  symbol: MarketSymbol;
  info: MarginInfo;
  compact: boolean;
}) {
  const view = useMarketView(symbol.depthSteps[0] ?? symbol.tickSize);
  const pairs = symbols.filter((item) => info.pairs.some((pair) => pair.symbol === item.symbol));
  return (
    <MarketFeedProvider
      venue={SPOT_MARKET}
      markets={pairs}
      market={symbol}
      step={view.step}
      interval={view.interval}
    >
      <MarginScreen pairs={pairs} symbol={symbol} info={info} view={view} compact={compact} />
    </MarketFeedProvider>
  );
}

function MarginScreen({
  pairs,
  symbol,
  info,
  view,
  compact,
}: {
  pairs: readonly MarketSymbol[];
  symbol: MarketSymbol;
  info: MarginInfo;
  view: MarketView;
  compact: boolean;
}) {
  const { step, onStepChange, interval, onIntervalChange } = view;
  const t = useSpotText();
  const m = useMarginText();
  const { narrow, picked, pickPrice, phoneTab, setPhoneTab } = useTradingScreen(compact);
  useMarginStream();
  const authenticated = useMarketFeedSelector((state) => state.authenticated);
  const [mode, setMode] = useState<MarginMode>('cross');
  const refOf: AccountRef = { mode, symbol: mode === 'cross' ? null : symbol.symbol };
  const accounts = useMarginAccounts(authenticated === true);
  const account = findAccount(accounts.data, refOf);
  const openOrders = useMarginOrders(refOf, 'open', authenticated === true);
  const own = ownOrderLevels(
    (openOrders.data ?? [])
      .filter((order) => order.symbol === symbol.symbol && order.price !== null)
      .map((order) => ({ orderType: order.orderType, side: order.side, buyPrice: order.price ?? '' })),
    step,
    symbol.pricePlace,
  );
  const referencePrice = useBookReferencePrice(symbol.symbol);

  const modeSwitch = (
    <div className="margin-mode" role="radiogroup" aria-label={m('mode')}>
      {(['cross', 'isolated'] as const).map((value) => (
        <label key={value} className="margin-mode__item" data-checked={mode === value}>
          <input
            type="radio"
            name={`margin-mode-${symbol.symbol}`}
            value={value}
            checked={mode === value}
            onChange={() => setMode(value)}
          />
          {value === 'cross'
            ? `${m('cross')} ${info.crossLeverage}x`
            : `${m('isolated')} ${info.pairs.find((pair) => pair.symbol === symbol.symbol)?.isolatedLeverage ?? ''}x`}
        </label>
      ))}
    </div>
  );
  const form = (
    <div className="margin-form">
      {modeSwitch}
      <MarginOrderForm
        symbol={symbol}
        refOf={refOf}
        account={account}
        picked={picked}
        authenticated={authenticated}
        referencePrice={referencePrice}
      />
    </div>
  );
  const markets = (
    <MarketList
      symbols={pairs}
      current={symbol.symbol}
      routePrefix={compact ? MARGIN_LINKS.compactPrefix : MARGIN_LINKS.tradePrefix}
    />
  );
  return (
    <TradingLayout
      narrow={narrow}
      className="margin-trading"
      phoneTab={phoneTab}
      onPhoneTab={setPhoneTab}
      labels={spotLayoutLabels(t)}
      ticker={<TickerBar symbol={symbol} />}
      markets={markets}
      chart={
        <CandleChart
          symbol={symbol}
          interval={interval}
          onIntervalChange={onIntervalChange}
          depth={<DepthChart symbol={symbol} step={step} />}
        />
      }
      orderBook={
        <OrderBook
          symbol={symbol}
          step={step}
          onStepChange={onStepChange}
          onPickPrice={pickPrice}
          own={own}
        />
      }
      trades={<RecentTrades symbol={symbol} />}
      form={form}
      account={
        <MarginAccountPanel
          authenticated={authenticated}
          refOf={refOf}
          info={info}
          accounts={accounts.data}
          symbol={symbol.symbol}
        />
      }
    />
  );
}

/** Under the chart: the shown account with its moves, and its open and finished orders of the pair. */
function MarginAccountPanel({
  authenticated,
  refOf,
  info,
  accounts,
  symbol,
}: {
  authenticated: boolean | null;
  refOf: AccountRef;
  info: MarginInfo;
  accounts: ReturnType<typeof useMarginAccounts>['data'];
  symbol: string;
}) {
  const m = useMarginText();
  const enabled = authenticated === true;
  const open = useMarginOrders(refOf, 'open', enabled);
  const history = useMarginOrders(refOf, 'history', enabled);
  const ofPair = (rows: typeof open.data) => (rows ?? []).filter((order) => order.symbol === symbol);
  // The account tables of the kit, with margin's account card as the first tab and its orders as
  // a product table (one scroll region on a phone) under each of the others.
  return (
    <AccountTabs
      label={m('accountPanel')}
      className="margin-panel"
      signedIn={enabled}
      texts={{
        signedOut: authenticated === false ? m('signInPrompt') : m('loading'),
        failed: m('loadError'),
        loading: m('loading'),
      }}
      tabs={[
        {
          value: 'account',
          label: m('accountTab'),
          pending: accounts === undefined,
          failed: false,
          body:
            accounts === undefined ? null : (
              <AccountWithMoves refOf={refOf} accounts={accounts} info={info} />
            ),
        },
        {
          value: 'open',
          label: m('openOrdersCount', { count: ofPair(open.data).length }),
          pending: open.isPending,
          failed: open.isError,
          body: <OrdersTable label={m('openOrders')} orders={ofPair(open.data)} open />,
        },
        {
          value: 'history',
          label: m('orderHistory'),
          pending: history.isPending,
          failed: history.isError,
          body: <OrdersTable label={m('orderHistory')} orders={ofPair(history.data)} open={false} />,
        },
      ]}
    />
  );
}
