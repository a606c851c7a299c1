import { Tabs } from '@tideline/ui';
import { type ReactNode, useRef } from 'react';
import { PhoneTradeBar } from './PhoneTradeBar.tsx';

export interface TradingLayoutLabels {
  sections: string;
  chart: string;
  orderBook: string;
  recentTrades: string;
  trade: string;
  /** The phone bar's buttons: buy (or long) and sell (or short). */
  buy: string;
  sell: string;
}

/**
 * The frame of a trading page (spot, margin, futures and the compact pages): the desktop grid, whose side for the order form
 * comes from the layout preference in CSS, or below 768 px tabs for chart, book, trades and form
 * with the account tables and market list under them (§9), and a fixed Buy/Sell bar at the bottom
 * that opens the form.
 */
export function TradingLayout({
  narrow,
  className,
  phoneTab,
  onPhoneTab,
  labels,
  ticker,
  markets,
  chart,
  orderBook,
  trades,
  form,
  account,
}: {
  narrow: boolean;
  /** Extra class of the page, e.g. `futures`. */
  className?: string;
  phoneTab: string;
  onPhoneTab: (tab: string) => void;
  labels: TradingLayoutLabels;
  ticker: ReactNode;
  markets: ReactNode;
  chart: ReactNode;
  orderBook: ReactNode;
  trades: ReactNode;
  form: ReactNode;
  account: ReactNode;
}) {
  const extra = className ? ` ${className}` : '';
  const tabs = useRef<HTMLDivElement>(null);
  if (narrow) {
    return (
      <div className={`spot spot--phone${extra}`}>
        {ticker}
        <div ref={tabs} className="spot-phone-tabs">
          <Tabs
            aria-label={labels.sections}
            value={phoneTab}
            onValueChange={onPhoneTab}
            items={[
              { value: 'chart', label: labels.chart, content: chart },
              { value: 'book', label: labels.orderBook, content: orderBook },
              { value: 'trades', label: labels.recentTrades, content: trades },
              { value: 'form', label: labels.trade, content: form },
            ]}
          />
        </div>
        {account}
        {markets}
        <PhoneTradeBar
          label={labels.trade}
          buyLabel={labels.buy}
          sellLabel={labels.sell}
          formTab={tabs}
          formOpen={phoneTab === 'form'}
          onOpenForm={() => onPhoneTab('form')}
        />
      </div>
    );
  }
  return (
    <div className={`spot spot--desktop${extra}`}>
      <div className="spot__ticker">{ticker}</div>
      <div className="spot__markets">{markets}</div>
      <div className="spot__chart">{chart}</div>
      <div className="spot__book">{orderBook}</div>
      <div className="spot__trades">{trades}</div>
      <div className="spot__form">{form}</div>
      <div className="spot__account">{account}</div>
    </div>
  );
}
