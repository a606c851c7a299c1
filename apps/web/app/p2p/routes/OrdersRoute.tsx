import { SegmentedControl, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { type P2pText, useP2pText } from '../i18n/use-p2p-text.ts';
import { P2pPage, P2pTable, QueryState } from '../P2pPage.tsx';
import type { P2pOrder } from '../p2p-account.ts';
import { useP2pOrders } from '../p2p-api.ts';

type Shown = 'open' | 'done' | '';

function columns(
  t: P2pText,
  localize: (path: string) => string,
  time: (ms: number) => string,
): TableColumn<P2pOrder>[] {
  return [
    {
      key: 'order',
      title: t('order'),
      minWidth: 200,
      render: (row) => (
        <Link to={localize(`/p2p/order/${row.id}`)}>
          {t(row.mySide === 'buy' ? 'buyCrypto' : 'sellCrypto', { crypto: row.crypto })} ·{' '}
          {row.id.slice(0, 8)}
        </Link>
      ),
    },
    {
      key: 'crypto',
      title: t('cryptoAmount'),
      align: 'end',
      minWidth: 140,
      render: (row) => `${row.cryptoAmount} ${row.crypto}`,
    },
    {
      key: 'fiat',
      title: t('fiatAmount'),
      align: 'end',
      minWidth: 140,
      render: (row) => `${row.fiatAmount} ${row.fiat}`,
    },
    {
      key: 'price',
      title: t('price'),
      align: 'end',
      minWidth: 110,
      render: (row) => `${row.price} ${row.fiat}`,
    },
    { key: 'counterparty', title: t('counterparty'), minWidth: 140, render: (row) => row.counterparty },
    { key: 'state', title: t('state'), minWidth: 140, render: (row) => t(`state_${row.state}`) },
    { key: 'created', title: t('created'), minWidth: 180, render: (row) => time(row.createdAt) },
  ];
}

/** `/p2p/orders`: my orders, newest first; open ones, finished ones, or all. */
export default function OrdersRoute() {
  const t = useP2pText();
  const ids = useId();
  const { localize } = usePageLocale();
  const time = useUtcTime();
  const [shown, setShown] = useState<Shown>('open');
  const orders = useP2pOrders(shown);
  return (
    <P2pPage path="/p2p/orders" signedInOnly={true}>
      <section className="p2p-section" aria-labelledby={`${ids}-orders`}>
        <h2 id={`${ids}-orders`}>{t('navOrders')}</h2>
        <SegmentedControl<Shown>
          aria-label={t('state')}
          options={[
            { value: 'open', label: t('ordersOpen') },
            { value: 'done', label: t('ordersDone') },
            { value: '', label: t('ordersAll') },
          ]}
          value={shown}
          onValueChange={setShown}
        />
        <QueryState query={orders}>
          {(rows) => (
            <P2pTable
              label={t('navOrders')}
              columns={columns(t, localize, time)}
              rows={rows}
              rowKey={(row) => row.id}
              emptyText={t('noOrders')}
            />
          )}
        </QueryState>
      </section>
    </P2pPage>
  );
}
