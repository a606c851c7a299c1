// Tideline's Table against Ant Design's Table doing the same task in one process: mount a table of
// 10,000 market rows (both virtualised, no pagination), then sort it by price ascending and
// descending through a click on the header. Both run in the same jsdom document, alternating
// which goes first each round; the medians and the ratio antd / Tideline are printed.
// Run: npm run bench -- ui-table   (BENCH_ROUNDS sets the rounds, default 7)
import { closeBrowser } from './jsdom-browser.ts';
import { printSummary } from './summary.ts';

const { createElement } = await import('react');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
const { Table: TidelineTable } = await import('@tideline/ui');
const { Table: AntTable } = await import('antd');

interface Market {
  symbol: string;
  price: number;
  change: number;
  volume: number;
}

const ROWS = 10_000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);

let seed = 42;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const markets: Market[] = Array.from({ length: ROWS }, (_, index) => ({
  symbol: `PAIR${index}USDT`,
  price: Math.round(random() * 70_000 * 100) / 100,
  change: Math.round((random() * 20 - 10) * 100) / 100,
  volume: Math.round(random() * 1_000_000),
}));
const highestPrice = Math.max(...markets.map((market) => market.price));

interface Contender {
  name: string;
  element: () => ReturnType<typeof createElement>;
  /** The header cell to click to sort by price. */
  priceHeader: (container: HTMLElement) => HTMLElement;
  /** Text of the price cell in the first body row shown. */
  firstPrice: (container: HTMLElement) => string;
  bodyRows: (container: HTMLElement) => number;
}

const tideline: Contender = {
  name: 'Tideline Table',
  element: () =>
    createElement(TidelineTable<Market>, {
      'aria-label': 'Markets',
      data: markets,
      rowKey: (row: Market) => row.symbol,
      height: 400,
      columns: [
        { key: 'symbol', title: 'Pair', sortable: true },
        { key: 'price', title: 'Price', sortable: true, align: 'end' },
        { key: 'change', title: 'Change', sortable: true, align: 'end' },
        { key: 'volume', title: 'Volume', sortable: true, align: 'end' },
      ],
    }),
  priceHeader: (container) =>
    [...container.querySelectorAll<HTMLElement>('th button')].find(
      (button) => button.textContent === 'Price',
    )!,
  firstPrice: (container) => container.querySelector('tbody tr td:nth-child(2)')?.textContent ?? '',
  bodyRows: (container) => container.querySelectorAll('tbody tr').length,
};

const antd: Contender = {
  name: 'Ant Design Table (virtual)',
  element: () =>
    createElement(AntTable<Market>, {
      dataSource: markets,
      rowKey: 'symbol',
      pagination: false,
      virtual: true,
      scroll: { x: 800, y: 400 },
      columns: [
        {
          key: 'symbol',
          title: 'Pair',
          dataIndex: 'symbol',
          sorter: (a, b) => a.symbol.localeCompare(b.symbol),
        },
        {
          key: 'price',
          title: 'Price',
          dataIndex: 'price',
          align: 'right',
          sorter: (a, b) => a.price - b.price,
        },
        {
          key: 'change',
          title: 'Change',
          dataIndex: 'change',
          align: 'right',
          sorter: (a, b) => a.change - b.change,
        },
        {
          key: 'volume',
          title: 'Volume',
          dataIndex: 'volume',
          align: 'right',
          sorter: (a, b) => a.volume - b.volume,
        },
      ],
    }),
  priceHeader: (container) =>
    [...container.querySelectorAll<HTMLElement>('th.ant-table-column-has-sorters')].find((th) =>
      th.textContent?.includes('Price'),
    )!,
  firstPrice: (container) =>
    container.querySelector('.ant-table-tbody-virtual .ant-table-row .ant-table-cell:nth-child(2)')
      ?.textContent ?? '',
  bodyRows: (container) => container.querySelectorAll('.ant-table-tbody-virtual .ant-table-row').length,
};

interface Timing {
  mount: number;
  sortAscending: number;
  sortDescending: number;
  rows: number;
  descendingFirst: string;
}

function timed(action: () => void): number {
  const start = performance.now();
  flushSync(action);
  return performance.now() - start;
}

function runOnce(contender: Contender): Timing {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const mount = timed(() => root.render(contender.element()));
  const sortAscending = timed(() => contender.priceHeader(container).click());
  const sortDescending = timed(() => contender.priceHeader(container).click());
  const timing = {
    mount,
    sortAscending,
    sortDescending,
    rows: contender.bodyRows(container),
    descendingFirst: contender.firstPrice(container),
  };
  flushSync(() => root.unmount());
  container.remove();
  return timing;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// One unmeasured round each warms up module code and caches.
runOnce(tideline);
runOnce(antd);

const results = new Map<Contender, Timing[]>([
  [tideline, []],
  [antd, []],
]);
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? [tideline, antd] : [antd, tideline];
  for (const contender of order) results.get(contender)?.push(runOnce(contender));
}

const summary = (contender: Contender) => {
  const timings = results.get(contender) ?? [];
  return {
    mount: median(timings.map((timing) => timing.mount)),
    sortAscending: median(timings.map((timing) => timing.sortAscending)),
    sortDescending: median(timings.map((timing) => timing.sortDescending)),
    rows: timings[0]?.rows ?? 0,
    descendingFirst: timings[0]?.descendingFirst ?? '',
  };
};
const ours = summary(tideline);
const theirs = summary(antd);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (peer: number, own: number) => `${(peer / own).toFixed(2)}x`;
console.log(`Table of ${ROWS.toLocaleString('en')} rows in jsdom, median of ${rounds} rounds`);
console.table({
  'render 10,000 rows': {
    Tideline: ms(ours.mount),
    antd: ms(theirs.mount),
    'antd / Tideline': ratio(theirs.mount, ours.mount),
  },
  'sort ascending': {
    Tideline: ms(ours.sortAscending),
    antd: ms(theirs.sortAscending),
    'antd / Tideline': ratio(theirs.sortAscending, ours.sortAscending),
  },
  'sort descending': {
    Tideline: ms(ours.sortDescending),
    antd: ms(theirs.sortDescending),
    'antd / Tideline': ratio(theirs.sortDescending, ours.sortDescending),
  },
});
console.log(`body rows in the DOM: Tideline ${ours.rows}, antd ${theirs.rows}`);
// Both must show the same first row after sorting descending, or the comparison is void.
const same = Number(ours.descendingFirst) === highestPrice && Number(theirs.descendingFirst) === highestPrice;
console.log(
  `first price after descending sort: Tideline ${ours.descendingFirst}, antd ${theirs.descendingFirst}, expected ${highestPrice}: ${same ? 'same' : 'DIFFERENT'}`,
);
printSummary(
  `${ROWS.toLocaleString('en')}-row table, antd / Tideline: render ${ratio(theirs.mount, ours.mount)}, sort ascending ${ratio(theirs.sortAscending, ours.sortAscending)}, descending ${ratio(theirs.sortDescending, ours.sortDescending)}; same first row: ${same ? 'yes' : 'NO'}`,
);
if (!same) process.exitCode = 1;
closeBrowser();
