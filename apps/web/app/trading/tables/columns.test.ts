import { describe, expect, it } from 'vitest';
import { accountTab } from './AccountTabs.tsx';
import {
  buttonColumn,
  decimalColumn,
  orderPriceColumn,
  orderTypeColumn,
  sideColumn,
  timeColumn,
} from './columns.tsx';

// The shared column definitions of the account tables, read without a DOM: what each cell shows.

interface Order {
  time: number;
  side: 'buy' | 'sell';
  orderType: 'limit' | 'market';
  price: string | null;
  size: string;
}
const LIMIT: Order = {
  time: Date.UTC(2026, 0, 2, 3, 4, 5),
  side: 'buy',
  orderType: 'limit',
  price: '95000.5',
  size: '0.1',
};
const MARKET: Order = { ...LIMIT, side: 'sell', orderType: 'market', price: null };

const cell = (column: { render?: (row: Order) => unknown }, row: Order) => column.render?.(row);

describe('account table columns', () => {
  it('time is YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(
      cell(
        timeColumn('time', 'Time', (row: Order) => row.time),
        LIMIT,
      ),
    ).toBe('2026-01-02 03:04:05');
  });

  it('side is the word, marked up or down for its colour', () => {
    const column = sideColumn('Side', { buy: 'Buy', sell: 'Sell' }, (row: Order) => row.side);
    expect(cell(column, LIMIT)).toMatchObject({ props: { 'data-direction': 'up', children: 'Buy' } });
    expect(cell(column, MARKET)).toMatchObject({ props: { 'data-direction': 'down', children: 'Sell' } });
  });

  it.each<[string, Order, string]>([
    ['a limit order shows its price at the places', LIMIT, '95,000.50'],
    ['a market order shows the word', MARKET, 'Market'],
  ])('%s', (_name, row, shown) => {
    const column = orderPriceColumn<Order>('price', 'Price', 'Market', {
      market: (item) => item.orderType === 'market',
      price: (item) => item.price,
      places: () => 2,
    });
    expect(cell(column, row)).toBe(shown);
    expect(column.align).toBe('end');
  });

  it('order type and decimals', () => {
    const kind = orderTypeColumn('Type', { limit: 'Limit', market: 'Market' }, (row: Order) => row.orderType);
    expect([cell(kind, LIMIT), cell(kind, MARKET)]).toEqual(['Limit', 'Market']);
    expect(
      cell(
        decimalColumn('size', 'Size', (row: Order) => row.size, 3),
        LIMIT,
      ),
    ).toBe('0.100');
  });

  it('a row button is named for its row and calls back with the row', () => {
    const clicked: Order[] = [];
    const column = buttonColumn<Order>({
      key: 'action',
      title: 'Action',
      text: 'Cancel',
      label: (row) => `Cancel ${row.side}`,
      disabled: false,
      onClick: (row) => clicked.push(row),
    });
    const button = cell(column, MARKET) as { props: { 'aria-label': string; onClick: () => void } };
    expect(button.props['aria-label']).toBe('Cancel sell');
    button.props.onClick();
    expect(clicked).toEqual([MARKET]);
  });

  it('a tab keeps its load state and label; its table is named by the label', () => {
    const tab = accountTab<Order>({
      value: 'open',
      label: 'Open orders (1)',
      columns: [],
      rows: undefined,
      rowKey: (row) => String(row.time),
      emptyText: 'None',
      pending: true,
      failed: false,
    });
    expect(tab).toMatchObject({ value: 'open', label: 'Open orders (1)', pending: true, failed: false });
    expect(tab.body).toMatchObject({
      props: { 'aria-label': 'Open orders (1)', data: [], emptyText: 'None' },
    });
  });
});
