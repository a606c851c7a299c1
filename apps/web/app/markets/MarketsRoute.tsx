import { coinName } from '@tideline/core/coins';
import { type TableSort, Tabs } from '@tideline/ui';
import { type ReactNode, useState } from 'react';
import { type MarketsText, useMarketsText } from './i18n/use-markets-text.ts';
import { MarketTable, MarketTableSkeleton, SORT_COLUMNS } from './MarketTable.tsx';
import {
  ALL_QUOTES,
  filterMarkets,
  isMarketSortKey,
  type MarketTab,
  quoteCoinsOf,
  sortMarkets,
  tradingRouteOf,
} from './market-list.ts';
import { SymbolSearch } from './SymbolSearch.tsx';
import { useFavourites } from './use-favourites.ts';
import { useMarketListings, useSparklines } from './use-market-data.ts';
import './markets.css';

const TABS: readonly MarketTab[] = ['favourites', 'spot', 'futures'];
const TAB_LABEL = { favourites: 'tabFavourites', spot: 'tabSpot', futures: 'tabFutures' } as const;

/** `/markets`: every spot pair and perpetual contract with its live 24-hour figures (issue #18). */
export default function MarketsRoute() {
  const t = useMarketsText();
  const listings = useMarketListings();
  const { favourites, toggle } = useFavourites();
  const [tab, setTab] = useState<MarketTab>('spot');
  const [quote, setQuote] = useState<string>(ALL_QUOTES);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TableSort | null>(null);
  const shown = filterMarkets(listings.lines, { tab, quote, query, favourites }, coinName);
  const closesOf = useSparklines(shown);
  const quotes = tab === 'favourites' ? [] : quoteCoinsOf(listings.lines, tab);

  const table = listings.isPending ? (
    <MarketTableSkeleton t={t} />
  ) : listings.isError ? (
    <div className="markets-page__state" role="alert">
      <p>{t('error')}</p>
      <button type="button" className="button" onClick={listings.refetch}>
        {t('retry')}
      </button>
    </div>
  ) : (
    <MarketTable
      t={t}
      lines={sortMarkets(shown, sort)}
      emptyText={
        tab === 'favourites' && favourites.size === 0 && query.trim() === ''
          ? t('emptyFavourites')
          : t('empty')
      }
      sort={sort}
      onSortChange={setSort}
      favourites={favourites}
      onToggleFavourite={toggle}
      closesOf={closesOf}
    />
  );

  const panel: ReactNode =
    quotes.length > 1 ? (
      <Tabs
        aria-label={t('quotesLabel')}
        value={quote}
        onValueChange={setQuote}
        items={[ALL_QUOTES, ...quotes].map((coin) => ({
          value: coin,
          label: coin === ALL_QUOTES ? t('quoteAll') : coin,
          content: table,
        }))}
      />
    ) : (
      table
    );

  return (
    <div className="markets-page">
      <title>{`${t('pageTitle')} | Tideline`}</title>
      <meta name="description" content={t('pageDescription')} />
      <header className="markets-page__head">
        <div>
          <h1>{t('heading')}</h1>
          <p className="markets-page__lead">{t('lead')}</p>
        </div>
        <div className="markets-page__tools">
          <SymbolSearch
            className="markets-page__search"
            pairs={
              tab === 'favourites' ? listings.lines : listings.lines.filter((line) => line.venue === tab)
            }
            routeOf={tradingRouteOf}
            describe={(line) => (line.venue === 'futures' ? t('tabFutures') : coinName(line.baseCoin))}
            value={query}
            onValueChange={setQuery}
            aria-label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
          />
          <SortSelect t={t} sort={sort} onSortChange={setSort} />
        </div>
      </header>
      <Tabs
        aria-label={t('venuesLabel')}
        value={tab}
        onValueChange={(value) => {
          setTab(value as MarketTab);
          setQuote(ALL_QUOTES);
        }}
        items={TABS.map((value) => ({ value, label: t(TAB_LABEL[value]), content: panel }))}
      />
    </div>
  );
}

/** The phone layout's way to sort by any figure, its table showing only pair, price and change. */
function SortSelect({
  t,
  sort,
  onSortChange,
}: {
  t: MarketsText;
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
}) {
  const value = sort?.order ? `${sort.key}:${sort.order}` : '';
  return (
    <label className="markets-page__sort">
      <span>{t('sortBy')}</span>
      <select
        value={value}
        onChange={(event) => {
          const [key = '', order] = event.target.value.split(':');
          onSortChange(
            isMarketSortKey(key) && (order === 'ascending' || order === 'descending') ? { key, order } : null,
          );
        }}
      >
        <option value="">{t('sortDefault')}</option>
        {SORT_COLUMNS.flatMap((column) => [
          <option key={`${column.key}:ascending`} value={`${column.key}:ascending`}>
            {t('sortAscending', { column: t(column.label) })}
          </option>,
          <option key={`${column.key}:descending`} value={`${column.key}:descending`}>
            {t('sortDescending', { column: t(column.label) })}
          </option>,
        ])}
      </select>
    </label>
  );
}
