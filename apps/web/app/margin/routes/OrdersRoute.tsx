import { Tabs } from '@tideline/ui';
import { useId, useState } from 'react';
import { useMarginText } from '../i18n/use-margin-text.ts';
import { MarginPage, QueryState } from '../MarginPage.tsx';
import type { AccountRef } from '../margin-account.ts';
import { useMarginInfo, useMarginOrders } from '../margin-api.ts';
import { MARGIN_LINKS } from '../margin-links.ts';
import { OrdersTable } from '../OrdersTable.tsx';

/** The account filter's value: `cross`, or an isolated pair's name. */
const CROSS = 'cross';

/**
 * `/order/marginOrderInfo`: the margin orders of one account (cross, or an isolated pair), open
 * ones with their cancel and finished ones, newest first.
 */
export default function OrdersRoute() {
  const t = useMarginText();
  const ids = useId();
  const info = useMarginInfo();
  const [choice, setChoice] = useState(CROSS);
  const [tab, setTab] = useState<'open' | 'history'>('open');
  const refOf: AccountRef =
    choice === CROSS ? { mode: 'cross', symbol: null } : { mode: 'isolated', symbol: choice };
  const orders = useMarginOrders(refOf, tab);
  const table = (open: boolean) => (
    <QueryState query={orders}>
      {(rows) => <OrdersTable label={open ? t('openOrders') : t('orderHistory')} orders={rows} open={open} />}
    </QueryState>
  );
  return (
    <MarginPage path={MARGIN_LINKS.orders} signedInOnly>
      <section className="margin-section" aria-labelledby={`${ids}-orders`}>
        <h2 id={`${ids}-orders`}>{t('ordersHeading')}</h2>
        <div className="margin-field">
          <label htmlFor={`${ids}-account`}>{t('accountFilter')}</label>
          <select
            id={`${ids}-account`}
            className="margin-select"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value={CROSS}>{t('crossAccount')}</option>
            {(info.data?.pairs ?? []).map((pair) => (
              <option key={pair.symbol} value={pair.symbol}>
                {t('isolatedAccount', { pair: pair.symbol })}
              </option>
            ))}
          </select>
        </div>
        <Tabs
          aria-label={t('ordersHeading')}
          value={tab}
          onValueChange={(value) => setTab(value === 'history' ? 'history' : 'open')}
          items={[
            { value: 'open', label: t('openOrders'), content: tab === 'open' ? table(true) : null },
            { value: 'history', label: t('orderHistory'), content: tab === 'history' ? table(false) : null },
          ]}
        />
      </section>
    </MarginPage>
  );
}
