import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { QRCode } from './QRCode.tsx';
import { QR_QUIET_ZONE, qrPath } from './qr-matrix.ts';

describe('QR code', () => {
  it('draws the qrcode package matrix with a quiet zone', () => {
    const { size, path } = qrPath('https://tideline.example/login?k=1');
    expect(size).toBe(25 + QR_QUIET_ZONE * 2 + 4);
    expect(path.startsWith(`M${QR_QUIET_ZONE} ${QR_QUIET_ZONE}h1v1h-1z`)).toBe(true);
    expect(qrPath('a').path).not.toBe(qrPath('b').path);
  });

  it('is an image named by its label, drawn at the given size, also on the server', () => {
    render(<QRCode value="https://tideline.example" label="Log in with the app" size={120} />);
    const img = screen.getByRole('img', { name: 'Log in with the app' });
    expect(img).toHaveAttribute('width', '120');
    expect(renderToString(<QRCode value="x" />)).toContain('<path');
  });

  it('§8 expired: shows the expired overlay and refreshes on click', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <QRCode value="k" status="expired" onRefresh={onRefresh} />
      </WidgetLocaleProvider>,
    );
    expect(screen.getByText('二维码过期')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '点击刷新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('active codes have no overlay', () => {
    render(<QRCode value="k" onRefresh={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
