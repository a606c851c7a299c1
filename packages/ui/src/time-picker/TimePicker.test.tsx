import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { TimePicker, type TimePickerProps } from './TimePicker.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 20, 10, 30, 0), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

function renderTime(props: TimePickerProps = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<TimePicker aria-label="At" onChange={onChange} {...props} />);
  return { onChange, user };
}

const column = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('listbox', { name });
const option = (list: HTMLElement, name: string) => within(list).getByRole('option', { name });

describe('TimePicker (§9)', () => {
  it('§9 hours run 0-23, minutes and seconds 0-59', async () => {
    const { user } = renderTime();
    await user.click(screen.getByRole('combobox', { name: 'At' }));
    const hours = within(column('hour')).getAllByRole('option');
    expect(hours).toHaveLength(24);
    expect(hours[0]).toHaveTextContent('00');
    expect(hours.at(-1)).toHaveTextContent('23');
    expect(within(column('minute')).getAllByRole('option').at(-1)).toHaveTextContent('59');
    expect(within(column('second')).getAllByRole('option')).toHaveLength(60);
  });

  it('§9 picks hours, minutes and seconds and confirms HH:mm:ss', async () => {
    const { user, onChange } = renderTime();
    await user.click(screen.getByRole('combobox'));
    await user.click(option(column('hour'), '13'));
    await user.click(option(column('minute'), '05'));
    await user.click(option(column('second'), '09'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange.mock.calls[0]![1]).toBe('13:05:09');
    expect(screen.getByRole('combobox')).toHaveValue('13:05:09');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('arrow keys step a column', async () => {
    const { user, onChange } = renderTime();
    await user.click(screen.getByRole('combobox'));
    column('hour').focus();
    await user.keyboard('{ArrowUp}');
    expect(option(column('hour'), '23')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option(column('hour'), '01')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange.mock.calls[0]![1]).toBe('01:00:00');
  });

  it('§5 selectable ranges disable other times and refuse typed ones outside them', async () => {
    const { user, onChange } = renderTime({ selectableRange: '09:00:00 - 18:00:00' });
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(option(column('hour'), '08')).toHaveAttribute('aria-disabled', 'true');
    expect(option(column('hour'), '09')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.type(input, '08:00:00');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '10:15:00{Enter}');
    expect(onChange.mock.calls[0]![1]).toBe('10:15:00');
  });

  it('shows the value while open and follows the spinners', async () => {
    const { user } = renderTime({ defaultValue: new Date(2026, 10, 20, 8, 15, 0) });
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(input).toHaveValue('08:15:00');
    await user.click(option(column('hour'), '09'));
    expect(input).toHaveValue('09:15:00');
  });

  it('a pick by keyboard returns focus to the input without reopening', async () => {
    const { user } = renderTime();
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes without a change', async () => {
    const { user, onChange } = renderTime();
    await user.click(screen.getByRole('combobox'));
    await user.click(option(column('hour'), '13'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('a format without seconds hides the seconds column', async () => {
    const { user } = renderTime({ format: 'HH:mm' });
    await user.click(screen.getByRole('combobox'));
    expect(screen.queryByRole('listbox', { name: 'second' })).toBeNull();
  });

  it('speaks the locale', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <TimePicker />
      </WidgetLocaleProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: '选择时间' }));
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});

describe('TimePicker range', () => {
  it('§5 confirm stays disabled while the start is after the end', async () => {
    const { user, onChange } = renderTime({ isRange: true });
    await user.click(screen.getByRole('combobox', { name: 'Start time' }));
    const start = screen.getByRole('group', { name: 'Start time' });
    const end = screen.getByRole('group', { name: 'End time' });
    await user.click(option(column('hour', start), '12'));
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.click(option(column('hour', end), '12'));
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
    await user.click(option(column('minute', end), '30'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange.mock.calls[0]![1]).toEqual(['12:00:00', '12:30:00']);
  });

  it('§5 range editors apply typed text at the full format length', async () => {
    const { user } = renderTime({ isRange: true });
    const startInput = screen.getByRole('combobox', { name: 'Start time' });
    await user.type(startInput, '07:3');
    const start = screen.getByRole('group', { name: 'Start time' });
    expect(option(column('hour', start), '00')).toHaveAttribute('aria-selected', 'true');
    await user.type(startInput, '0:00');
    expect(option(column('hour', start), '07')).toHaveAttribute('aria-selected', 'true');
    expect(option(column('minute', start), '30')).toHaveAttribute('aria-selected', 'true');
  });
});
