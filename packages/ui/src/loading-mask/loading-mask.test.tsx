import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { WidgetHost } from '../widget-host/WidgetHost.tsx';
import { LoadingMask } from './LoadingMask.tsx';
import type { LoadingHandle } from './loading-mask-store.ts';

describe('loading mask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§4 covers its area while loading and fades for 300 ms before it is removed', () => {
    const { rerender } = render(
      <LoadingMask loading>
        <p>orders</p>
      </LoadingMask>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('data-state', 'open');
    rerender(
      <LoadingMask loading={false}>
        <p>orders</p>
      </LoadingMask>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('§8 names itself in the current language unless given a text', () => {
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <LoadingMask loading />
        <LoadingMask loading text="Syncing" />
      </WidgetLocaleProvider>,
    );
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Syncing' })).toHaveTextContent('Syncing');
  });

  it('§4 only one fullscreen mask at a time; the service fades it out over 300 ms', () => {
    render(<WidgetHost />);
    let first: LoadingHandle | undefined;
    let second: LoadingHandle | undefined;
    act(() => {
      first = LoadingMask.service({ fullscreen: true, text: 'one' });
      second = LoadingMask.service({ fullscreen: true, text: 'two' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('two');
    act(() => second?.close());
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => first?.close());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('§4 a fullscreen request during the fade revives the same mask instead of adding one', () => {
    render(<WidgetHost />);
    let handle: LoadingHandle | undefined;
    act(() => {
      handle = LoadingMask.service({ fullscreen: true });
    });
    act(() => handle?.close());
    act(() => vi.advanceTimersByTime(150));
    act(() => {
      handle = LoadingMask.service({ fullscreen: true });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    act(() => handle?.close());
    act(() => vi.advanceTimersByTime(300));
  });

  it('covers a target element when not fullscreen', () => {
    render(
      <>
        <WidgetHost />
        <section aria-label="panel" />
      </>,
    );
    const panel = screen.getByRole('region', { name: 'panel' });
    let handle: LoadingHandle | undefined;
    act(() => {
      handle = LoadingMask.service({ fullscreen: false, target: panel });
    });
    expect(panel).toContainElement(screen.getByRole('status'));
    act(() => handle?.close());
    act(() => vi.advanceTimersByTime(300));
    expect(panel).toBeEmptyDOMElement();
  });
});
