import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { ImageViewer } from './ImageViewer.tsx';
import { viewerReducer } from './viewer-state.ts';

const URLS = ['/a.png', '/b.png', '/c.png'];
const image = () => screen.getByRole('img');

describe('image viewer', () => {
  it('§9 zoom steps by 0.2 and rotation by 90 degrees, from the toolbar', async () => {
    const user = userEvent.setup();
    render(<ImageViewer urls={URLS} alts={['Deposit proof', 'b', 'c']} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Deposit proof (1/3)' })).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(image()).toHaveAttribute('data-scale', '1.2');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(image()).toHaveAttribute('data-scale', '0.8');
    await user.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(image()).toHaveStyle({ transform: 'scale(0.8) rotate(90deg)' });
    await user.click(screen.getByRole('button', { name: 'Rotate left' }));
    await user.click(screen.getByRole('button', { name: 'Rotate left' }));
    expect(image()).toHaveAttribute('data-deg', '-90');
  });

  it('§9 zooming out stops at 0.2', () => {
    let state = { index: 0, scale: 1, deg: 0 };
    for (let i = 0; i < 10; i += 1) state = viewerReducer(state, { type: 'zoomOut' });
    expect(state.scale).toBe(0.2);
  });

  it('§5 keyboard: arrows change image and zoom, Escape closes; a new image starts untransformed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ImageViewer urls={URLS} onClose={onClose} />);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(image()).toHaveAttribute('data-scale', '1.4');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '2/3' })).toBeInTheDocument();
    expect(image()).toHaveAttribute('data-scale', '1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: '3/3' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(image()).toHaveAttribute('data-scale', '0.8');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('§6 arrows are mirrored in right-to-left', async () => {
    const user = userEvent.setup();
    render(
      <WidgetLocaleProvider locale="ar">
        <ImageViewer urls={URLS} onClose={() => {}} />
      </WidgetLocaleProvider>,
    );
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: '2/3' })).toBeInTheDocument();
  });

  it('without wrapping the ends disable their buttons', async () => {
    const user = userEvent.setup();
    render(<ImageViewer urls={URLS} infinite={false} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
  });

  it('§8 a broken image shows the localised load error', () => {
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <ImageViewer urls={['/missing.png']} onClose={() => {}} />
      </WidgetLocaleProvider>,
    );
    fireEvent.error(image());
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
  });
});
