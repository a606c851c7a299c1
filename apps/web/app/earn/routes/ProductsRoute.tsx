import { Input, SegmentedControl, type TableColumn } from '@tideline/ui';
import { useState } from 'react';
import { useSessionUserId } from '../../security/auth-session.ts';
import { EarnPage, EarnTable, QueryState, SignInPrompt } from '../EarnPage.tsx';
import type { EarnProduct } from '../earn-account.ts';
import { useEarnProducts } from '../earn-api.ts';
import { type EarnText, useEarnText } from '../i18n/use-earn-text.ts';
import { aprText, productName } from '../product-name.ts';
import { SubscribeDialog } from '../SubscribeDialog.tsx';

const ALL = 'all';

function columns(t: EarnText, onSubscribe: (product: EarnProduct) => void): TableColumn<EarnProduct>[] {
  return [
    { key: 'product', title: t('product'), minWidth: 160, render: (row) => productName(row, t) },
    { key: 'apr', title: t('apr'), minWidth: 220, render: (row) => aprText(row, t) },
    {
      key: 'term',
      title: t('term'),
      render: (row) => (row.termDays === null ? t('flexible') : t('fixedTerm', { days: row.termDays })),
    },
    { key: 'minAmount', title: t('minimum'), align: 'end', render: (row) => `${row.minAmount} ${row.asset}` },
    {
      key: 'remaining',
      title: t('remaining'),
      align: 'end',
      minWidth: 160,
      render: (row) => `${row.remaining} ${row.asset}`,
    },
    {
      key: 'action',
      title: t('subscribe'),
      align: 'end',
      render: (row) => (
        <button
          type="button"
          className="button button--primary"
          aria-label={`${t('subscribe')}: ${productName(row, t)}`}
          onClick={() => onSubscribe(row)}
        >
          {t('subscribe')}
        </button>
      ),
    },
  ];
}

/** `/earn`: every product with its rates, term and quota left; filter by coin, search, subscribe. */
export default function ProductsRoute() {
  const t = useEarnText();
  const products = useEarnProducts();
  const userId = useSessionUserId();
  const [asset, setAsset] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<EarnProduct | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const onSubscribe = (product: EarnProduct) => {
    if (userId === null) setAskSignIn(true);
    else setChosen(product);
  };
  return (
    <EarnPage path="/earn" signedInOnly={false}>
      <QueryState query={products}>
        {(data) => {
          const assets = [...new Set(data.map((product) => product.asset))];
          const needle = search.trim().toUpperCase();
          const shown = data.filter(
            (product) =>
              (asset === ALL || product.asset === asset) && (needle === '' || product.asset.includes(needle)),
          );
          return (
            <section className="earn-section" aria-labelledby="earn-products">
              <h2 id="earn-products">{t('navProducts')}</h2>
              <div className="earn-filters">
                <SegmentedControl
                  aria-label={t('assetFilter')}
                  options={[
                    { value: ALL, label: t('allAssets') },
                    ...assets.map((coin) => ({ value: coin, label: coin })),
                  ]}
                  value={asset}
                  onValueChange={setAsset}
                />
                <Input
                  type="search"
                  aria-label={t('search')}
                  placeholder={t('searchPlaceholder')}
                  value={search}
                  onValueChange={setSearch}
                  clearable
                />
              </div>
              {askSignIn ? <SignInPrompt path="/earn" /> : null}
              <EarnTable
                label={t('navProducts')}
                columns={columns(t, onSubscribe)}
                rows={shown}
                rowKey={(row) => row.id}
                emptyText={t('noProducts')}
              />
            </section>
          );
        }}
      </QueryState>
      {chosen !== null ? <SubscribeDialog product={chosen} onClose={() => setChosen(null)} /> : null}
    </EarnPage>
  );
}
