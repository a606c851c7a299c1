import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { toast } from '../toast/index.ts';
import { GALLERY_WIDGETS, Gallery } from './Gallery.tsx';

afterEach(() => {
  act(() => toast.closeAll());
});

describe('gallery', () => {
  it('§7 has a section for every widget of the set', () => {
    render(<Gallery />);
    for (const name of GALLERY_WIDGETS) {
      expect(screen.getByRole('region', { name }), name).toBeInTheDocument();
    }
  });

  it('§8 shows the widgets in the current language', () => {
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <Gallery />
      </WidgetLocaleProvider>,
    );
    const pagination = screen.getByRole('region', { name: 'Pagination' });
    expect(within(pagination).getByText('共 1000 条')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'QRCode' })).getByRole('button', { name: '点击刷新' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Table' })).getByText('暂无数据')).toBeInTheDocument();
  });

  it('its buttons drive the services and overlays', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(
      within(screen.getByRole('region', { name: 'Toast' })).getByRole('button', { name: 'error' }),
    );
    const toastAlert = screen.getAllByRole('alert').find((element) => element.textContent === 'Toast: error');
    expect(toastAlert).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'Drawer' })).getByRole('button', { name: 'ttb' }),
    );
    expect(screen.getByRole('dialog', { name: 'Preferences' })).toHaveAttribute('data-direction', 'ttb');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <WidgetLocaleProvider locale="ar">
        <Gallery />
      </WidgetLocaleProvider>,
    );
    expect(html).toContain('data-widget="QRCode"');
  });
});
