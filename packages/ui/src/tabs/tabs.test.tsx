import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { type TabItem, Tabs } from './Tabs.tsx';
import { stepEnabledTab } from './tab-navigation.ts';

const ITEMS: TabItem[] = [
  { value: 'open', label: 'Open orders', content: 'open list' },
  { value: 'history', label: 'Order history', content: 'history list' },
  { value: 'locked', label: 'Locked', content: 'never', disabled: true },
  { value: 'trades', label: 'Trades', content: 'trade list' },
];

describe('tabs', () => {
  it('§5 tablist, tabs and panel are wired by role, name and selected state', () => {
    render(<Tabs items={ITEMS} aria-label="Orders" />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Open orders' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Order history' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Open orders' })).toHaveTextContent('open list');
  });

  it('§5 arrow keys move and select, skipping disabled tabs and wrapping; Home and End jump', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs items={ITEMS} aria-label="Orders" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Order history' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('history list');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Trades' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Open orders' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Open orders' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'history',
      'trades',
      'open',
      'trades',
      'open',
    ]);
  });

  it('§6 arrows are mirrored in right-to-left', async () => {
    const user = userEvent.setup();
    render(
      <WidgetLocaleProvider locale="ar">
        <Tabs items={ITEMS} aria-label="Orders" />
      </WidgetLocaleProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Order history' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a click selects; a disabled tab cannot be selected', async () => {
    const user = userEvent.setup();
    render(<Tabs items={ITEMS} aria-label="Orders" />);
    await user.click(screen.getByRole('tab', { name: 'Trades' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('trade list');
    await user.click(screen.getByRole('tab', { name: 'Locked' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('trade list');
  });

  it('manual activation selects on Enter only', async () => {
    const user = userEvent.setup();
    render(<Tabs items={ITEMS} aria-label="Orders" activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Order history' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('open list');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('history list');
  });

  it('stepEnabledTab stays put when every other tab is disabled', () => {
    expect(stepEnabledTab([{}, { disabled: true }], 0, 1)).toBe(0);
  });
});
