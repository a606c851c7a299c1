import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { Alert } from './Alert.tsx';

describe('alert', () => {
  it('§4 is visible until closed, then stays closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Alert type="warning" title="Maintenance tonight" description="Withdrawals pause" onClose={onClose} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Maintenance tonight');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('§9 the four message types; info and success are polite, warning and error assertive', () => {
    render(
      <>
        <Alert type="success" title="s" />
        <Alert type="info" title="i" />
        <Alert type="warning" title="w" />
        <Alert type="error" title="e" />
      </>,
    );
    expect(screen.getAllByRole('status').map((element) => element.dataset.type)).toEqual(['success', 'info']);
    expect(screen.getAllByRole('alert').map((element) => element.dataset.type)).toEqual(['warning', 'error']);
  });

  it('closes by keyboard, with a custom close text, and can be not closable', async () => {
    const user = userEvent.setup();
    render(
      <WidgetLocaleProvider locale="de">
        <Alert title="Fixed" closable={false} />
        <Alert title="Dismiss me" closeText="Got it" />
      </WidgetLocaleProvider>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument();
    expect(screen.getByText('Fixed')).toBeInTheDocument();
  });
});
