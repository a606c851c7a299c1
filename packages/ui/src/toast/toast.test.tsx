import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers } from '../../test/timers.ts';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { WidgetHost } from '../widget-host/WidgetHost.tsx';
import { toast } from './toast-store.ts';

function renderHost(locale = 'en') {
  return render(
    <WidgetLocaleProvider locale={locale}>
      <WidgetHost />
    </WidgetLocaleProvider>,
  );
}

describe('toast', () => {
  let user: ReturnType<typeof setupFakeTimers>;
  beforeEach(() => {
    user = setupFakeTimers();
  });
  afterEach(() => {
    act(() => toast.closeAll());
    vi.useRealTimers();
  });

  it('§9 closes by itself after 3000 ms', () => {
    renderHost();
    const onClose = vi.fn();
    act(() => {
      toast({ message: 'Saved', type: 'success', onClose });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('§4 closes on its close button', async () => {
    renderHost();
    act(() => {
      toast('Order placed');
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Order placed')).not.toBeInTheDocument();
  });

  it('§4 closes on Escape', async () => {
    renderHost();
    act(() => {
      toast.error('Rejected');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Rejected');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('§9 stacks from a first offset of 100 px, 16 px apart', () => {
    renderHost();
    act(() => {
      toast('one');
      toast('two');
    });
    const first = screen.getByText('one').closest('.tl-toast')!;
    const viewport = first.parentElement!;
    expect(viewport).toHaveStyle({ paddingBlockStart: '100px', gap: '16px' });
    expect(within(viewport).getAllByRole('status')).toHaveLength(2);
  });

  it('§9 hovering pauses the countdown and leaving restarts it', async () => {
    renderHost();
    act(() => {
      toast('Hold');
    });
    await user.hover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('§9 duration 0 keeps the toast open, and the handle closes it', () => {
    renderHost();
    let handle = { close: () => {} };
    act(() => {
      handle = toast({ message: 'Sticky', duration: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => handle.close());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('§8 the close button is named in the current language', () => {
    renderHost('zh-CN');
    act(() => {
      toast('好');
    });
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});
