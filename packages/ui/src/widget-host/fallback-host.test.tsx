import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../toast/toast-store.ts';
import { WidgetHost } from './WidgetHost.tsx';

describe('widget host', () => {
  it('services mount a host themselves when the app has none', async () => {
    toast('No host yet');
    await waitFor(() => expect(screen.getByText('No host yet')).toBeInTheDocument());
    expect(document.querySelector('[data-tl-widget-host="fallback"]')).toContainElement(
      screen.getByText('No host yet'),
    );
    act(() => toast.closeAll());
  });

  it('an app-mounted host takes over from the fallback, and only one host renders', async () => {
    render(
      <>
        <WidgetHost />
        <WidgetHost />
      </>,
    );
    act(() => {
      toast('Once');
    });
    await waitFor(() => expect(screen.getAllByText('Once')).toHaveLength(1));
    expect(document.querySelector('[data-tl-widget-host="fallback"]')).not.toContainElement(
      screen.getByText('Once'),
    );
    act(() => toast.closeAll());
  });
});
