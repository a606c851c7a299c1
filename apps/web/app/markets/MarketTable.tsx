import { coinName } from '@tideline/core/coins';
import { formatNumber } from '@tideline/core/format';
import type { TableSort } from '@tideline/ui';
import { ToggleButton, toggleSort } from '@tideline/ui';
import { Link } from 'react-router';
import { CoinIcon } from '../shell/CoinIcon.tsx';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import type { MarketsMessages, MarketsText } from './i18n/use-markets-text.ts';
import { changeDirection, formatChangeRate, formatVolume } from './market-format.ts';
import { type MarketLine, type MarketSortKey, marketKey, tradingRouteOf } from './market-list.ts';
import { Sparkline } from './Sparkline.tsx';

/** The sortable figure columns, in display order; `wide` ones are left out of the phone layout. */
export const SORT_COLUMNS: readonly { key: MarketSortKey; label: keyof MarketsMessages; wide: boolean }[] = [
  { key: 'pair', label: 'pair', wide: false },
  { key: 'last', label: 'lastPrice', wide: false },
  { key: 'change', label: 'change24h', wide: false },
  { key: 'high', label: 'high24h', wide: true },
  { key: 'low', label: 'low24h', wide: true },
  { key: 'volume', label: 'volume24h', wide: true },
];
const COLUMN_COUNT = SORT_COLUMNS.length + 2;
/** Rows the table holds while loading, so what replaces it moves little below it. */
const LOADING_ROWS = 10;

function columnClass(wide: boolean, extra = ''): string {
  return ['numeric', wide ? 'markets-list__wide' : '', extra].filter(Boolean).join(' ');
}

function TableHead({
  t,
  sort,
  onSortChange,
}: {
  t: MarketsText;
  sort: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
}) {
  return (
    <thead>
      <tr>
        <th scope="col" className="markets-list__star">
          <span className="tl-visually-hidden">{t('tabFavourites')}</span>
        </th>
        {SORT_COLUMNS.map((column) => {
          const order = sort?.key === column.key ? sort.order : null;
          return (
            <th
              key={column.key}
              scope="col"
              className={column.key === 'pair' ? 'markets-list__pair' : columnClass(column.wide)}
              aria-sort={order ?? undefined}
            >
              {onSortChange ? (
                <button
                  type="button"
                  className="markets-list__sort"
                  data-order={order ?? 'none'}
                  onClick={() => onSortChange(toggleSort(sort, column.key))}
                >
                  {t(column.label)}
                  <span className="markets-list__caret" aria-hidden="true" />
                </button>
              ) : (
                t(column.label)
              )}
            </th>
          );
        })}
        <th scope="col" className="markets-list__wide markets-list__trend">
          {t('trend')}
        </th>
      </tr>
    </thead>
  );
}

/** The table's shape while the markets load: the loading message in the first row, blank rows under it. */
export function MarketTableSkeleton({ t }: { t: MarketsText }) {
  return (
    <table className="markets-list markets-list--loading" aria-busy="true">
      <TableHead t={t} sort={null} />
      <tbody>
        <tr>
          <td colSpan={COLUMN_COUNT} role="status">
            {t('loading')}
          </td>
        </tr>
        {Array.from({ length: LOADING_ROWS - 1 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blank rows with nothing to tell apart
          <tr key={index}>
            <td colSpan={COLUMN_COUNT} aria-hidden="true">
              &nbsp;
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MarketTable({
  t,
  lines,
  emptyText,
  sort,
  onSortChange,
  favourites,
  onToggleFavourite,
  closesOf,
}: {
  t: MarketsText;
  lines: readonly MarketLine[];
  emptyText: string;
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (key: string) => void;
  closesOf: (line: MarketLine) => readonly number[] | undefined;
}) {
  const { localize } = usePageLocale();
  return (
    <table className="markets-list">
      <TableHead t={t} sort={sort} onSortChange={onSortChange} />
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={COLUMN_COUNT} className="markets-list__empty">
              {emptyText}
            </td>
          </tr>
        ) : (
          lines.map((line) => {
            const key = marketKey(line);
            const pair = `${line.baseCoin}/${line.quoteCoin}`;
            const change = formatChangeRate(line.changeRate24h);
            const direction = changeDirection(change);
            const closes = closesOf(line);
            return (
              <tr key={key} data-market={key}>
                <td className="markets-list__star">
                  <ToggleButton
                    className="markets-list__star-button"
                    pressed={favourites.has(key)}
                    aria-label={t('favourite', { pair: line.venue === 'spot' ? pair : line.symbol })}
                    onPressedChange={() => onToggleFavourite(key)}
                  >
                    <StarIcon />
                  </ToggleButton>
                </td>
                <th scope="row" className="markets-list__pair">
                  <span className="markets-list__pair-line">
                    <CoinIcon coin={line.baseCoin} size={20} />
                    <Link to={localize(tradingRouteOf(line))}>
                      {line.venue === 'spot' ? (
                        <>
                          <span className="markets-list__base">{line.baseCoin}</span>
                          <span className="markets-list__quote">/{line.quoteCoin}</span>
                        </>
                      ) : (
                        <span className="markets-list__base">{line.symbol}</span>
                      )}
                    </Link>
                    {line.venue === 'futures' ? (
                      <span className="markets-list__tag">{t('perpetual')}</span>
                    ) : (
                      <span className="markets-list__name markets-list__wide">{coinName(line.baseCoin)}</span>
                    )}
                  </span>
                </th>
                <td className="numeric">{formatNumber(line.last)}</td>
                <td className="numeric" data-direction={direction}>
                  <span dir="ltr">{change}</span>
                </td>
                <td className={columnClass(true)}>{formatNumber(line.high24h)}</td>
                <td className={columnClass(true)}>{formatNumber(line.low24h)}</td>
                <td className={columnClass(true)}>
                  {formatVolume(line.quoteVolume)}
                  {line.quoteVolume === null ? null : (
                    <span className="markets-list__unit"> {line.quoteCoin}</span>
                  )}
                </td>
                <td className="markets-list__wide markets-list__trend">
                  {closes ? <Sparkline closes={closes} direction={direction} /> : null}
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}

function StarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
    </svg>
  );
}
