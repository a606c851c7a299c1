import { coinName } from '@tideline/core/coins';
import { formatNumber, formatSignedPercent } from '@tideline/core/format';
import { browserLocalStorage } from '@tideline/core/storage';
import { SegmentedControl, Table, type TableColumn, ToggleButton } from '@tideline/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SymbolSearch } from '../../markets/SymbolSearch.tsx';
import { CoinIcon } from '../../shell/CoinIcon.tsx';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useCalmMarketFeedSelector } from '../feed/MarketFeedProvider.tsx';
import { changeSign } from './change-sign.ts';
import { useMarketText } from './i18n/use-market-text.ts';
import {
  ALL_MARKETS,
  FAVOURITE_MARKETS,
  type MarketListRow,
  marketListRows,
  quoteCoins,
  readFavourites,
  toggleFavourite,
} from './market-list.ts';
import type { MarketSymbol } from './market-types.ts';

const numericValue = (value: string | undefined) => (value === undefined ? null : Number(value));

/** Every pair, with its coin's icon and name, live price and 24-hour change: search, favourites and quote tabs. */
export function MarketList({
  symbols,
  current,
  routePrefix = '/spot/',
}: {
  symbols: readonly MarketSymbol[];
  current: string;
  /** Where a pair's link leads: the spot page, or another market's page of that symbol. */
  routePrefix?: string;
}) {
  const t = useMarketText();
  const { localize, locale } = usePageLocale();
  const tickers = useCalmMarketFeedSelector((state) => state.tickers);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState(ALL_MARKETS);
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => setFavourites(readFavourites(browserLocalStorage())), []);

  const rows = marketListRows(symbols, tickers, favourites, filter, search);
  const filters = [
    { value: ALL_MARKETS, label: t('allMarkets') },
    { value: FAVOURITE_MARKETS, label: t('favourites') },
    ...quoteCoins(symbols).map((coin) => ({ value: coin, label: coin })),
  ];

  const columns = useMemo<TableColumn<MarketListRow>[]>(
    () => [
      {
        key: 'symbol',
        title: t('pair'),
        sortable: true,
        // Star, icon and the longest pair (DOGE/USDT) in full, with the panel's 8 px cell padding.
        minWidth: 144,
        render: (row) => {
          const pair = `${row.baseCoin}/${row.quoteCoin}`;
          return (
            <span className="spot-markets__pair">
              <ToggleButton
                className="spot-markets__star"
                pressed={row.favourite}
                aria-label={t('favouritePair', { pair })}
                onPressedChange={() =>
                  setFavourites((now) => toggleFavourite(browserLocalStorage(), now, row.symbol))
                }
              >
                {row.favourite ? '★' : '☆'}
              </ToggleButton>
              <CoinIcon coin={row.baseCoin} size={16} />
              <span className="spot-markets__label">
                <Link
                  to={localize(`${routePrefix}${row.symbol}`)}
                  aria-current={row.symbol === current ? 'page' : undefined}
                >
                  {pair}
                </Link>
                <span className="spot-markets__name">{coinName(row.baseCoin)}</span>
              </span>
            </span>
          );
        },
      },
      {
        key: 'last',
        title: t('lastPrice'),
        sortable: true,
        align: 'end',
        value: (row) => numericValue(row.last),
        render: (row) => formatNumber(row.last),
      },
      {
        key: 'change',
        title: t('change24h'),
        sortable: true,
        align: 'end',
        value: (row) => numericValue(row.changeRate24h),
        render: (row) => {
          const change = changeSign(row.changeRate24h);
          return (
            <span data-direction={change.direction}>{formatSignedPercent(row.changeRate24h, locale)}</span>
          );
        },
      },
    ],
    [t, localize, locale, current, routePrefix],
  );

  return (
    <section className="spot-panel spot-markets" aria-labelledby="spot-markets-heading">
      <h2 id="spot-markets-heading" className="spot-panel__title">
        {t('markets')}
      </h2>
      <SymbolSearch
        className="spot-markets__search"
        pairs={symbols}
        routeOf={(pair) => `${routePrefix}${encodeURIComponent(pair.symbol)}`}
        value={search}
        onValueChange={setSearch}
        placeholder={t('searchMarkets')}
        aria-label={t('searchMarkets')}
      />
      <SegmentedControl
        className="spot-chips"
        itemClassName="spot-chip"
        aria-label={t('marketFilter')}
        options={filters}
        value={filter}
        onValueChange={setFilter}
      />
      <Table
        columns={columns}
        data={rows}
        rowKey={(row) => row.symbol}
        height={320}
        aria-label={t('markets')}
        emptyText={t('noMarkets')}
      />
    </section>
  );
}
