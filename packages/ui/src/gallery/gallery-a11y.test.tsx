import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { messageBoxQueue } from '../message-box/message-box-store.ts';
import { closeAllNotifications } from '../notification/index.ts';
import { toast } from '../toast/index.ts';
import { Gallery } from './Gallery.tsx';

afterEach(() => {
  act(() => {
    toast.closeAll();
    closeAllNotifications();
    messageBoxQueue.set(() => []);
  });
});

describe('gallery accessibility (axe-core)', () => {
  it('§5 every widget in its resting state has no axe violations, in English and Arabic', {
    timeout: 60_000,
  }, async () => {
    const { unmount } = render(<Gallery />);
    expect(await axeViolations()).toEqual([]);
    unmount();
    render(
      <WidgetLocaleProvider locale="ar">
        <div dir="rtl" lang="ar">
          <Gallery />
        </div>
      </WidgetLocaleProvider>,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('§5 open overlays (message box, toast, notification, drawer, tooltip) have no axe violations', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const region = (name: string) => screen.getByRole('region', { name });
    await user.click(within(region('Toast')).getByRole('button', { name: 'success' }));
    await user.click(within(region('Notification')).getByRole('button', { name: 'warning' }));
    await user.hover(within(region('Tooltip')).getByRole('button', { name: 'top' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // A tooltip lives in a portal at the end of body, outside the page's landmarks by design;
    // it is reached through its trigger's aria-describedby, not by landmark navigation.
    expect(await axeViolations(document, ['region'])).toEqual([]);

    await user.click(within(region('MessageBox')).getByRole('button', { name: 'Prompt' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(within(region('Drawer')).getByRole('button', { name: 'btt' }));
    expect(screen.getByRole('dialog', { name: 'Preferences' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(within(region('ImageViewer')).getByRole('button', { name: 'Sample 2' }));
    expect(screen.getByRole('dialog', { name: '2/3' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
