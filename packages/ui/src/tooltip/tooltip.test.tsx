import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers } from '../../test/timers.ts';
import { Tooltip } from './Tooltip.tsx';

describe('tooltip', () => {
  let user: ReturnType<typeof setupFakeTimers>;
  beforeEach(() => {
    user = setupFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderTooltip = () =>
    render(
      <Tooltip content="Mark price used for liquidation">
        <button type="button">Mark</button>
      </Tooltip>,
    );

  it('§9 opens on hover with no delay and describes its trigger', async () => {
    renderTooltip();
    await user.hover(screen.getByRole('button', { name: 'Mark' }));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Mark price used for liquidation');
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Mark price used for liquidation');
  });

  it('§9 closes 200 ms after the pointer leaves', async () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Mark' });
    await user.hover(trigger);
    await user.unhover(trigger);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('§9 max width is 300 px', async () => {
    renderTooltip();
    await user.hover(screen.getByRole('button', { name: 'Mark' }));
    expect(screen.getByRole('tooltip')).toHaveStyle({ maxInlineSize: '300px' });
  });

  it('§5 opens on keyboard focus and closes on Escape', async () => {
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mark' })).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows nothing while disabled', async () => {
    render(
      <Tooltip content="hidden" disabled>
        <button type="button">Quiet</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Quiet' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
