import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/setup.ts';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { restoreTimers, useFakeTimersWithTestingLibrary } from '../select/fake-timers.test-utils.ts';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';
import { dayjs } from './dayjs.ts';
import { PICKER_TYPES } from './picker-types.ts';

const NOW = new Date(2026, 10, 20, 10, 30, 0);
const ymd = (date: unknown) => dayjs(date as Date).format('YYYY-MM-DD');
const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => restoreTimers());

function renderPicker(props: DatePickerProps = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <>
      <DatePicker aria-label="Day" onChange={onChange} {...props} />
      <button type="button">outside</button>
    </>,
  );
  return { onChange, user, ...utils };
}

const cell = (name: RegExp | string) => screen.getByRole('gridcell', { name });
const dialog = () => screen.queryByRole('dialog');
const cellIn = (gridName: string, name: RegExp | string) =>
  within(screen.getByRole('grid', { name: gridName })).getByRole('gridcell', { name });

describe('DatePicker date type (§4, §5, §9)', () => {
  it('§9 opens a 6 by 7 date grid and a pick sets yyyy-MM-dd and closes', async () => {
    const { user, onChange } = renderPicker();
    await user.click(screen.getByRole('combobox', { name: 'Day' }));
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const bodyRows = within(grid).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(6);
    for (const row of bodyRows) expect(within(row).getAllByRole('gridcell')).toHaveLength(7);
    await user.click(cell(/November 25, 2026/));
    expect(ymd(onChange.mock.calls[0]![0])).toBe('2026-11-25');
    expect(onChange.mock.calls[0]![1]).toEqual({ text: '2026-11-25' });
    expect(dialog()).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('2026-11-25');
  });

  it('§5 first day of week defaults to 7 (Sunday) and follows 1-7', async () => {
    const { user, unmount } = renderPicker();
    await user.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('Sunday');
    unmount();
    const monday = renderPicker({ firstDayOfWeek: 1 });
    await monday.user.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
    monday.unmount();
    const invalid = renderPicker({ firstDayOfWeek: 9 });
    await invalid.user.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('Sunday');
  });

  it('§5 disabled days are marked and cannot be picked', async () => {
    const { user, onChange } = renderPicker({ disabledDate: weekend });
    await user.click(screen.getByRole('combobox'));
    const saturday = cell(/Saturday, November 21, 2026/);
    expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await user.click(saturday);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('§5 arrow keys move through the grid skipping disabled days; Enter picks', async () => {
    const { user, onChange } = renderPicker({ disabledDate: weekend, value: NOW });
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    expect(cell(/Friday, November 20, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(/Monday, November 23, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell(/Friday, November 20, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(cell(/Friday, December 4, 2026/)).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(ymd(onChange.mock.calls[0]![0])).toBe('2026-12-04');
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(dialog()).toBeNull();
  });

  it('right-to-left locales mirror the left and right arrows', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <WidgetLocaleProvider locale="ar">
        <DatePicker aria-label="Day" value={NOW} />
      </WidgetLocaleProvider>,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-key', '2026-11-20');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-key', '2026-11-21');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-key', '2026-11-19');
  });

  it('names months and weekdays in the widget locale and uses its texts', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <DatePicker type="datetime" />
      </WidgetLocaleProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: '选择日期' }));
    expect(screen.getByRole('grid', { name: '2026年11月' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('星期日');
    expect(screen.getByRole('button', { name: '此刻' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });

  it('§9 the panel stacks from the base overlay z-index 2000', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('combobox'));
    expect(Number(screen.getByRole('dialog').style.zIndex)).toBeGreaterThanOrEqual(2000);
  });

  it('§5 the arrow search gives up after about a year', async () => {
    const { user } = renderPicker({ value: NOW, disabledDate: (date) => date > NOW });
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cell(/Friday, November 20, 2026/)).toHaveFocus();
  });

  it('§5 typed dates are accepted only when they parse and are allowed', async () => {
    const { user, onChange } = renderPicker({ disabledDate: weekend });
    const input = screen.getByRole('combobox');
    await user.type(input, '2026-02-30{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    await user.type(input, '2026-11-21{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '2026-11-23{Enter}');
    expect(ymd(onChange.mock.calls[0]![0])).toBe('2026-11-23');
  });

  it('§9 typed dates beyond ten years either side are refused by default', async () => {
    const { user, onChange } = renderPicker({ type: 'year', 'aria-label': 'Year' });
    const input = screen.getByRole('combobox');
    await user.type(input, '2015{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '2016{Enter}');
    expect(onChange.mock.calls[0]![1]).toEqual({ text: '2016' });
  });

  it('§4 closes on Escape and on a click outside', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(dialog()).toBeNull();
  });

  it('header buttons step months and years; the year and month labels drill down', async () => {
    const { user, onChange } = renderPicker();
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('grid', { name: 'October 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select year' }));
    await user.click(cell('2025'));
    await user.click(cell('March 2025'));
    await user.click(cell(/March 14, 2025/));
    expect(ymd(onChange.mock.calls[0]![0])).toBe('2025-03-14');
  });

  it('§4 on mobile the picker opens as a modal dialog', async () => {
    setViewportWidth(600);
    const { user } = renderPicker();
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('dialog', { name: 'Day' })).toHaveAttribute('aria-modal', 'true');
    setViewportWidth(1024);
  });

  it('§5 on mobile, ArrowDown opens the dialog with focus on today in the grid; Escape returns to the input', async () => {
    setViewportWidth(600);
    const { user } = renderPicker();
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('dialog', { name: 'Day' })).toHaveAttribute('aria-modal', 'true');
    expect(cell(/Friday, November 20, 2026/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(input).toHaveFocus();
    setViewportWidth(1024);
  });

  it('on wide screens the picker is a non-modal popover', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('dialog', { name: 'Day' })).not.toHaveAttribute('aria-modal');
  });

  it('clears with the clear button', async () => {
    const { user, onChange } = renderPicker({ defaultValue: NOW });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null, { text: '' });
  });
});

describe('DatePicker repeat-click (§9)', () => {
  it.each([
    ['Win32', 200],
    ['MacIntel', 100],
  ])('§9 holding next month on %s repeats every %i ms', async (platform, interval) => {
    restoreTimers();
    useFakeTimersWithTestingLibrary();
    vi.setSystemTime(NOW);
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
    const user = userEvent.setup({ delay: null });
    render(<DatePicker aria-label="Day" />);
    await user.click(screen.getByRole('combobox'));
    const next = screen.getByRole('button', { name: 'Next month' });
    await user.pointer({ keys: '[MouseLeft>]', target: next });
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(interval - 1));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(interval));
    expect(screen.getByRole('grid', { name: 'February 2027' })).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: next });
    act(() => vi.advanceTimersByTime(interval * 3));
    expect(screen.getByRole('grid', { name: 'February 2027' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('DatePicker other calendar types (§3, §9)', () => {
  it('§3 week picker yields year, week, year+w+week and the date, shown as yyyywWW', async () => {
    const { user, onChange } = renderPicker({ type: 'week' });
    await user.click(screen.getByRole('combobox'));
    const thursday = cell(/November 26, 2026/);
    expect(within(thursday.closest('tr')!).getByRole('rowheader')).toHaveTextContent('48');
    await user.click(thursday);
    const [value, detail] = onChange.mock.calls[0]!;
    expect(ymd(value)).toBe('2026-11-23');
    expect(detail.week).toMatchObject({ year: 2026, week: 48, value: '2026w48' });
    expect(ymd(detail.week.date)).toBe('2026-11-23');
    expect(screen.getByRole('combobox')).toHaveValue('2026w48');
  });

  it("§3 with Sunday-first rows, any day of a row picks that row's week", async () => {
    const { user, onChange } = renderPicker({ type: 'week' });
    await user.click(screen.getByRole('combobox'));
    const sunday = cell(/Sunday, November 22, 2026/);
    expect(within(sunday.closest('tr')!).getByRole('rowheader')).toHaveTextContent('48');
    await user.click(sunday);
    expect(onChange.mock.calls[0]![1].week).toMatchObject({ week: 48, value: '2026w48' });
    await user.click(screen.getByRole('combobox'));
    for (const day of [22, 23, 28]) {
      expect(cell(new RegExp(`November ${day}, 2026`))).toHaveAttribute('aria-selected', 'true');
    }
    expect(cell(/November 29, 2026/)).toHaveAttribute('aria-selected', 'false');
  });

  it('§5 typed date-times outside the selectable time range are refused', async () => {
    const { user, onChange } = renderPicker({ type: 'datetime', selectableRange: '09:00:00 - 18:00:00' });
    const input = screen.getByRole('combobox');
    await user.type(input, '2026-11-25 08:59:59{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '2026-11-25 09:00:00{Enter}');
    expect(onChange.mock.calls[0]![1]).toEqual({ text: '2026-11-25 09:00:00' });
  });

  it('§9 month picker shows a 3 by 4 grid and yields yyyy-MM', async () => {
    const { user, onChange } = renderPicker({ type: 'month' });
    await user.click(screen.getByRole('combobox'));
    const rows = within(screen.getByRole('grid', { name: '2026' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(within(row).getAllByRole('gridcell')).toHaveLength(4);
    await user.click(cell('March 2026'));
    expect(onChange.mock.calls[0]![1]).toEqual({ text: '2026-03' });
  });

  it('§9 year picker shows a block of 10 and the default range of ten years either side', async () => {
    const { user, onChange } = renderPicker({ type: 'year' });
    await user.click(screen.getByRole('combobox'));
    const cells = screen.getAllByRole('gridcell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(cell('2036')).not.toHaveAttribute('aria-disabled');
    expect(cell('2037')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(cell('2016')).not.toHaveAttribute('aria-disabled');
    expect(cell('2015')).toHaveAttribute('aria-disabled', 'true');
    await user.click(cell('2016'));
    expect(onChange.mock.calls[0]![1]).toEqual({ text: '2016' });
  });

  it('§9 datetime picks a day and a time, then confirms as yyyy-MM-dd HH:mm:ss', async () => {
    const { user, onChange } = renderPicker({ type: 'datetime' });
    await user.click(screen.getByRole('combobox'));
    const confirm = screen.getByRole('button', { name: 'OK' });
    expect(confirm).toBeDisabled();
    await user.click(cell(/November 25, 2026/));
    await user.click(
      within(screen.getByRole('listbox', { name: 'hour' })).getByRole('option', { name: '13' }),
    );
    await user.click(
      within(screen.getByRole('listbox', { name: 'minute' })).getByRole('option', { name: '05' }),
    );
    await user.click(confirm);
    expect(onChange.mock.calls[0]![1]).toEqual({ text: '2026-11-25 13:05:00' });
  });

  it('dates, months and years toggle several values and confirm a list', async () => {
    const { user, onChange, unmount } = renderPicker({ type: 'dates' });
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(cell(/November 2, 2026/));
    await user.click(cell(/November 5, 2026/));
    await user.click(cell(/November 9, 2026/));
    await user.click(cell(/November 5, 2026/));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange.mock.calls[0]![1]).toEqual({ text: ['2026-11-02', '2026-11-09'] });
    unmount();
    const months = renderPicker({ type: 'months' });
    await months.user.click(screen.getByRole('combobox'));
    await months.user.click(cell('January 2026'));
    await months.user.click(cell('June 2026'));
    await months.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(months.onChange.mock.calls[0]![1]).toEqual({ text: ['2026-01', '2026-06'] });
    months.unmount();
    const years = renderPicker({ type: 'years' });
    await years.user.click(screen.getByRole('combobox'));
    await years.user.click(cell('2021'));
    await years.user.click(cell('2024'));
    await years.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(years.onChange.mock.calls[0]![1]).toEqual({ text: ['2021', '2024'] });
  });

  it.each(PICKER_TYPES)('§9 type %s opens its panel', async (type) => {
    const { user } = renderPicker({ type });
    await user.click(screen.getAllByRole('combobox')[0]!);
    expect(screen.queryByRole('dialog') ?? screen.queryByRole('listbox')).toBeInTheDocument();
  });
});

describe('DatePicker ranges (§4, §5)', () => {
  it('§4 first click starts, second sets the range with the earlier date first; confirm waits for a valid range', async () => {
    const { user, onChange } = renderPicker({ type: 'daterange' });
    await user.click(screen.getByRole('combobox', { name: 'Start date' }));
    const confirm = screen.getByRole('button', { name: 'OK' });
    expect(confirm).toBeDisabled();
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'))).toEqual([
      'November 2026',
      'December 2026',
    ]);
    await user.click(cellIn('December 2026', /December 3, 2026/));
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Start date' })).toHaveValue('2026-12-03');
    await user.click(cellIn('November 2026', /November 24, 2026/));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onChange.mock.calls[0]![1]).toEqual({ text: ['2026-11-24', '2026-12-03'] });
    expect(screen.getByRole('combobox', { name: 'End date' })).toHaveValue('2026-12-03');
  });

  it('§5 a range touching a disabled day cannot be confirmed', async () => {
    const { user } = renderPicker({ type: 'daterange', disabledDate: (date) => date.getDate() === 30 });
    await user.click(screen.getByRole('combobox', { name: 'Start date' }));
    await user.click(cellIn('November 2026', /November 29, 2026/));
    await user.click(cellIn('November 2026', /November 30, 2026/));
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
  });

  it('§5 range editors apply typed text at the full format length', async () => {
    const { user, onChange } = renderPicker({ type: 'daterange' });
    const startInput = screen.getByRole('combobox', { name: 'Start date' });
    await user.type(startInput, '2026-11-1');
    expect(cellIn('November 2026', /November 1, 2026/)).toHaveAttribute('aria-selected', 'false');
    await user.type(startInput, '2');
    expect(cellIn('November 2026', /November 12, 2026/)).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('combobox', { name: 'End date' }), '2026-11-16');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange.mock.calls[0]![1]).toEqual({ text: ['2026-11-12', '2026-11-16'] });
  });

  it('§5 a typed end before the start leaves confirm disabled', async () => {
    const { user } = renderPicker({ type: 'daterange' });
    await user.type(screen.getByRole('combobox', { name: 'Start date' }), '2026-11-16');
    await user.type(screen.getByRole('combobox', { name: 'End date' }), '2026-11-12');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
  });

  it('monthrange uses two month grids', async () => {
    const { user, onChange } = renderPicker({ type: 'monthrange' });
    await user.click(screen.getByRole('combobox', { name: 'Start date' }));
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'))).toEqual([
      '2026',
      '2027',
    ]);
    await user.click(cell('February 2027'));
    await user.click(cell('May 2026'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange.mock.calls[0]![1]).toEqual({ text: ['2026-05', '2027-02'] });
  });

  it('datetimerange confirms only when the start time is not after the end time', async () => {
    const { user, onChange } = renderPicker({ type: 'datetimerange' });
    await user.click(screen.getByRole('combobox', { name: 'Start date' }));
    await user.click(cellIn('November 2026', /November 24, 2026/));
    await user.click(cellIn('November 2026', /November 24, 2026/));
    const startHours = within(screen.getByRole('group', { name: 'Start time' })).getByRole('listbox', {
      name: 'hour',
    });
    await user.click(within(startHours).getByRole('option', { name: '09' }));
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    const endHours = within(screen.getByRole('group', { name: 'End time' })).getByRole('listbox', {
      name: 'hour',
    });
    await user.click(within(endHours).getByRole('option', { name: '17' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange.mock.calls[0]![1]).toEqual({ text: ['2026-11-24 09:00:00', '2026-11-24 17:00:00'] });
  });
});
