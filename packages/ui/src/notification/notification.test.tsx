import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers } from '../../test/timers.ts';
import { WidgetHost } from '../widget-host/WidgetHost.tsx';
import { closeAllNotifications, notify } from './notification-store.ts';

describe('notification', () => {
  let user: ReturnType<typeof setupFakeTimers>;
  beforeEach(() => {
    user = setupFakeTimers();
  });
  afterEach(() => {
    act(() => closeAllNotifications());
    vi.useRealTimers();
  });

  it('§9 closes by itself after 4000 ms', () => {
    render(<WidgetHost />);
    act(() => {
      notify({ title: 'Filled', message: 'BTC/USDT buy filled', type: 'success' });
    });
    expect(screen.getByRole('status', { name: 'Filled' })).toHaveTextContent('BTC/USDT buy filled');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status', { name: 'Filled' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status', { name: 'Filled' })).not.toBeInTheDocument();
  });

  it('§9 defaults to the top-right corner, 16 px from the edge and 16 px apart', () => {
    render(<WidgetHost />);
    act(() => {
      notify({ title: 'A' });
      notify({ title: 'B' });
    });
    const viewport = screen.getByRole('status', { name: 'A' }).parentElement!;
    expect(viewport).toHaveAttribute('data-position', 'top-right');
    expect(viewport).toHaveStyle({ padding: '16px', gap: '16px' });
    expect(screen.getByRole('status', { name: 'B' }).parentElement).toBe(viewport);
  });

  it('§9 other corners get their own stack', () => {
    render(<WidgetHost />);
    act(() => {
      notify({ title: 'Left', position: 'bottom-left' });
    });
    expect(screen.getByRole('status', { name: 'Left' }).parentElement).toHaveAttribute(
      'data-position',
      'bottom-left',
    );
  });

  it('§9 closes on its close button and on Escape', async () => {
    render(<WidgetHost />);
    const onClose = vi.fn();
    act(() => {
      notify({ title: 'First', onClose });
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => {
      notify({ title: 'Second', type: 'error' });
    });
    expect(screen.getByRole('alert', { name: 'Second' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
