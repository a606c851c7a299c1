import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { Table, type TableColumn } from './Table.tsx';
import { compareCellValues, nextSortOrder, sortRows } from './table-sort.ts';

interface Ticker {
  symbol: string;
  price: number;
  change: number | null;
  children?: Ticker[];
}

const TICKERS: Ticker[] = [
  { symbol: 'ETHUSDT', price: 3120.5, change: -1.2 },
  { symbol: 'BTCUSDT', price: 64250, change: 2.4 },
  { symbol: 'SOLUSDT', price: 142.1, change: null },
  { symbol: 'ADAUSDT', price: 0.45, change: 0.8 },
];

const COLUMNS: TableColumn<Ticker>[] = [
  { key: 'symbol', title: 'Pair', sortable: true },
  { key: 'price', title: 'Price', sortable: true, align: 'end' },
  {
    key: 'change',
    title: 'Change',
    sortable: true,
    render: (row) => (row.change === null ? '--' : `${row.change}%`),
  },
];

const symbolsInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('table', () => {
  it('§4 sorting cycles ascending, descending, none, and headers expose aria-sort', async () => {
    const user = userEvent.setup();
    render(<Table aria-label="Markets" columns={COLUMNS} data={TICKERS} rowKey={(row) => row.symbol} />);
    const header = screen.getByRole('columnheader', { name: 'Price' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const button = within(header).getByRole('button', { name: 'Price' });

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(symbolsInOrder()).toEqual(['ADAUSDT', 'SOLUSDT', 'ETHUSDT', 'BTCUSDT']);

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(symbolsInOrder()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'ADAUSDT']);

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(symbolsInOrder()).toEqual(['ETHUSDT', 'BTCUSDT', 'SOLUSDT', 'ADAUSDT']);
  });

  it('§5 sortable headers work from the keyboard; sorting another column starts ascending', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <Table
        aria-label="Markets"
        columns={COLUMNS}
        data={TICKERS}
        rowKey={(row) => row.symbol}
        onSortChange={onSortChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pair' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(symbolsInOrder()).toEqual(['ADAUSDT', 'BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'Pair' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange.mock.calls).toEqual([
      [{ key: 'symbol', order: 'ascending' }],
      [{ key: 'price', order: 'ascending' }],
    ]);
  });

  it('§4 empty values stay last in both directions', async () => {
    const user = userEvent.setup();
    render(<Table aria-label="Markets" columns={COLUMNS} data={TICKERS} rowKey={(row) => row.symbol} />);
    const change = screen.getByRole('button', { name: 'Change' });
    await user.click(change);
    expect(symbolsInOrder()).toEqual(['ETHUSDT', 'ADAUSDT', 'BTCUSDT', 'SOLUSDT']);
    await user.click(change);
    expect(symbolsInOrder()).toEqual(['BTCUSDT', 'ADAUSDT', 'ETHUSDT', 'SOLUSDT']);
  });

  it('§9 header and footer rows are 44 px; columns are at least 80 px wide', () => {
    render(
      <Table
        aria-label="Markets"
        columns={[{ key: 'symbol', title: 'Pair', width: 50 }, ...COLUMNS.slice(1)]}
        data={TICKERS}
        rowKey={(row) => row.symbol}
        summary={(rows) => ({
          symbol: 'Total',
          price: rows.reduce((sum, row) => sum + row.price, 0).toFixed(2),
        })}
      />,
    );
    const rows = screen.getAllByRole('row');
    const header = rows[0]!;
    const footer = rows[rows.length - 1]!;
    expect(header).toHaveStyle({
      blockSize: '44px',
      gridTemplateColumns: '80px minmax(80px, 1fr) minmax(80px, 1fr)',
    });
    expect(footer).toHaveStyle({ blockSize: '44px' });
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '67513.05', '']);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '6');
  });

  it('§9 tree rows are indented 16 px per level and expand by button', async () => {
    const user = userEvent.setup();
    const tree: Ticker[] = [
      {
        symbol: 'USDT',
        price: 1,
        change: 0,
        children: [
          {
            symbol: 'BTCUSDT',
            price: 64250,
            change: 2.4,
            children: [{ symbol: 'BTC-PERP', price: 64260, change: 2.5 }],
          },
          { symbol: 'ETHUSDT', price: 3120.5, change: -1.2 },
        ],
      },
    ];
    render(
      <Table
        aria-label="Tree"
        columns={COLUMNS}
        data={tree}
        rowKey={(row) => row.symbol}
        childrenOf={(row) => row.children}
      />,
    );
    expect(symbolsInOrder()).toEqual(['USDT']);
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    expect(symbolsInOrder()).toEqual(['USDT', 'BTCUSDT', 'ETHUSDT']);
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!);
    expect(cells.map((cell) => cell.style.paddingInlineStart)).toEqual(['12px', '28px', '44px', '28px']);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(symbolsInOrder()).toEqual(['USDT', 'BTCUSDT', 'BTC-PERP', 'ETHUSDT']);
  });

  it('§8 shows the localised empty text when there are no rows', () => {
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <Table aria-label="Empty" columns={COLUMNS} data={[]} rowKey={(row) => row.symbol} />
      </WidgetLocaleProvider>,
    );
    expect(screen.getByRole('cell', { name: '暂无数据' })).toBeInTheDocument();
  });

  it('renders only a window of 10,000 rows and sorts them all', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      symbol: `P${String(index).padStart(5, '0')}`,
      price: (index * 7919) % 10_000,
      change: null,
    }));
    render(
      <Table aria-label="Many" columns={COLUMNS} data={many} rowKey={(row) => row.symbol} height={400} />,
    );
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(screen.getByRole('button', { name: 'Price' }));
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[1]).toHaveTextContent('9999');
    expect(firstRow).toHaveAttribute('aria-rowindex', '2');
  });

  it('sort helpers: the cycle, numeric text order and stability', () => {
    expect([nextSortOrder(null), nextSortOrder('ascending'), nextSortOrder('descending')]).toEqual([
      'ascending',
      'descending',
      null,
    ]);
    expect(compareCellValues('P10', 'P9')).toBeGreaterThan(0);
    const rows = [
      { id: 1, v: 2 },
      { id: 2, v: 1 },
      { id: 3, v: 2 },
    ];
    expect(sortRows(rows, { order: 'descending', value: (row) => row.v }).map((row) => row.id)).toEqual([
      1, 3, 2,
    ]);
  });
});
