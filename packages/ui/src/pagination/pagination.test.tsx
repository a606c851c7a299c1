import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { Pagination } from './Pagination.tsx';
import { pagerItems } from './pager-items.ts';

const currentPage = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;

describe('pagination', () => {
  it('pager shows first, last, a window and ellipses (7 buttons)', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
  });

  it('§8 total, page size and go-to texts in zh-CN', () => {
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <Pagination total={95} layout={['total', 'sizes', 'prev', 'pager', 'next', 'jumper']} />
      </WidgetLocaleProvider>,
    );
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '20条/页' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '前往' })).toBeInTheDocument();
  });

  it('§8 the same texts in English', () => {
    render(<Pagination total={95} layout={['total', 'sizes', 'jumper']} />);
    expect(screen.getByText('Total 95')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '10/page' })).toHaveValue('10');
    expect(screen.getByRole('spinbutton', { name: 'Go to' })).toBeInTheDocument();
  });

  it('moves by page buttons, prev/next and ellipsis, marking the current page', async () => {
    const user = userEvent.setup();
    const onCurrentChange = vi.fn();
    render(<Pagination total={200} onCurrentChange={onCurrentChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(currentPage()).toBe('1');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: '3' }));
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(currentPage()).toBe('4');
    await user.click(within(nav).getByRole('button', { name: 'Next page (5)' }));
    expect(currentPage()).toBe('9');
    await user.click(within(nav).getByRole('button', { name: '20' }));
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(onCurrentChange.mock.calls.map(([page]) => page)).toEqual([3, 4, 9, 20]);
  });

  it('the go-to field jumps on Enter and clamps to the page range', async () => {
    const user = userEvent.setup();
    render(<Pagination total={50} layout={['pager', 'jumper']} />);
    const jumper = screen.getByRole('spinbutton', { name: 'Go to' });
    await user.type(jumper, '4{Enter}');
    expect(currentPage()).toBe('4');
    await user.type(jumper, '99{Enter}');
    expect(currentPage()).toBe('5');
  });

  it('changing the page size keeps the current page within range', async () => {
    const user = userEvent.setup();
    const onSizeChange = vi.fn();
    render(
      <Pagination
        total={100}
        defaultCurrentPage={10}
        layout={['sizes', 'pager']}
        onSizeChange={onSizeChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox'), '50/page');
    expect(onSizeChange).toHaveBeenCalledWith(50);
    expect(currentPage()).toBe('2');
  });
});
