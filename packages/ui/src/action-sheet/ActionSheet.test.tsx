import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreTimers, useFakeTimersWithTestingLibrary } from '../select/fake-timers.test-utils.ts';
import { ActionSheet, type ActionSheetItem } from './ActionSheet.tsx';

const ITEMS: ActionSheetItem[] = [
  { key: 'buy', label: 'Buy' },
  { key: 'sell', label: 'Sell', selected: true },
  { key: 'hold', label: 'Hold', disabled: true },
];

afterEach(() => restoreTimers());

function renderSheet(props: Partial<Parameters<typeof ActionSheet>[0]> = {}) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(<ActionSheet open items={ITEMS} title="Side" onSelect={onSelect} onClose={onClose} {...props} />);
  return { onSelect, onClose };
}

describe('ActionSheet', () => {
  it('is a modal dialog listing the items', () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: 'Side' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('option', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Hold' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing while closed', () => {
    renderSheet({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('picks by pointer and by keyboard, never a disabled item', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderSheet();
    await user.click(screen.getByRole('option', { name: 'Buy' }));
    expect(onSelect).toHaveBeenLastCalledWith('buy');
    await user.click(screen.getByRole('option', { name: 'Hold' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('sell');
  });

  it('closes on Escape and on Cancel and keeps focus inside', async () => {
    const user = userEvent.setup();
    const { onClose } = renderSheet();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('§9 the filter calls back 300 ms after typing stops', async () => {
    useFakeTimersWithTestingLibrary();
    const user = userEvent.setup({ delay: null });
    const onFilter = vi.fn();
    renderSheet({ filterable: true, onFilter });
    await user.type(screen.getByRole('combobox'), 'se');
    act(() => vi.advanceTimersByTime(299));
    expect(onFilter).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFilter).toHaveBeenCalledExactlyOnceWith('se');
  });

  it('shows the no-match text when the filter hides everything', async () => {
    useFakeTimersWithTestingLibrary();
    const user = userEvent.setup({ delay: null });
    renderSheet({ filterable: true });
    await user.type(screen.getByRole('combobox'), 'zzz');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('No matching data')).toBeInTheDocument();
  });
});
