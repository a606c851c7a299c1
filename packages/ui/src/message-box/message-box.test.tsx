import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { WidgetHost } from '../widget-host/WidgetHost.tsx';
import { MessageBox } from './message-box.ts';
import { messageBoxQueue } from './message-box-store.ts';
import { validatePrompt } from './validate-prompt.ts';

function renderHost(locale = 'en') {
  return render(
    <WidgetLocaleProvider locale={locale}>
      <button type="button">opener</button>
      <WidgetHost />
    </WidgetLocaleProvider>,
  );
}

/** Starts a service call inside act and records how its promise settles. */
function track<T>(start: () => Promise<T>) {
  const outcome: { resolved?: T; rejected?: unknown } = {};
  act(() => {
    start().then(
      (value) => {
        outcome.resolved = value;
      },
      (reason: unknown) => {
        outcome.rejected = reason;
      },
    );
  });
  return outcome;
}

afterEach(() => {
  act(() => messageBoxQueue.set(() => []));
});

describe('message box', () => {
  it('§4 confirm resolves with the confirm action', async () => {
    const user = userEvent.setup();
    renderHost();
    const outcome = track(() => MessageBox.confirm('Cancel all orders?', 'Orders'));
    const dialog = screen.getByRole('alertdialog', { name: 'Orders' });
    expect(dialog).toHaveAccessibleDescription('Cancel all orders?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(outcome.resolved).toBe('confirm');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('§4 cancel rejects with cancel, the close button with close', async () => {
    const user = userEvent.setup();
    renderHost();
    const cancelled = track(() => MessageBox.confirm('Sure?'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled.rejected).toBe('cancel');
    const closed = track(() => MessageBox.confirm('Sure?'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed.rejected).toBe('close');
  });

  it('§9 Escape closes it, alerts included', async () => {
    const user = userEvent.setup();
    renderHost();
    const outcome = track(() => MessageBox.alert('Session ended'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(outcome.rejected).toBe('close');
  });

  it('§9 an outside click closes a confirm but not an alert', async () => {
    const user = userEvent.setup();
    renderHost();
    const alerted = track(() => MessageBox.alert('Read me'));
    await user.click(screen.getByTestId('tl-modal-layer'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(alerted.resolved).toBe('confirm');

    const confirmed = track(() => MessageBox.confirm('Outside?'));
    await user.click(screen.getByRole('alertdialog'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('tl-modal-layer'));
    expect(confirmed.rejected).toBe('close');
  });

  it('§9 after a click on the mask of an alert, focus stays in the box and Escape still closes it', async () => {
    const user = userEvent.setup();
    renderHost();
    const outcome = track(() => MessageBox.alert('Still here'));
    await user.click(screen.getByTestId('tl-modal-layer'));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outcome.rejected).toBe('close');
  });

  it('§9 a hash change closes it', async () => {
    renderHost();
    const outcome = track(() => MessageBox.confirm('Navigate?'));
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await act(async () => {});
    expect(outcome.rejected).toBe('close');
  });

  it('§4 boxes are queued and shown one at a time, oldest first', async () => {
    const user = userEvent.setup();
    renderHost();
    const first = track(() => MessageBox.alert('first'));
    const second = track(() => MessageBox.confirm('second'));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('first');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(first.resolved).toBe('confirm');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('second');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(second.rejected).toBe('cancel');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('§9 widths 396/480/640/720 with medium the default; top 30vh by default, 15vh variant', () => {
    renderHost();
    track(() => MessageBox.alert('medium'));
    expect(screen.getByRole('alertdialog')).toHaveStyle({ inlineSize: '480px', marginBlockStart: '30vh' });
    act(() => messageBoxQueue.set(() => []));
    for (const [size, width] of [
      ['small', 396],
      ['large', 640],
      ['extraLarge', 720],
    ] as const) {
      track(() => MessageBox.alert(size, undefined, { size, top: '15vh' }));
      expect(screen.getByRole('alertdialog')).toHaveStyle({
        inlineSize: `${width}px`,
        marginBlockStart: '15vh',
      });
      act(() => messageBoxQueue.set(() => []));
    }
  });

  it('§5 focus moves into the dialog, is trapped, and returns to the opener on close', async () => {
    const user = userEvent.setup();
    renderHost();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    track(() => MessageBox.confirm('Trap'));
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opener).toHaveFocus();
  });

  it('§5 prompt resolves with the typed value on Enter', async () => {
    const user = userEvent.setup();
    renderHost();
    const outcome = track(() => MessageBox.prompt('Name the layout', 'Layout'));
    const input = screen.getByRole('textbox', { name: 'Name the layout' });
    expect(input).toHaveFocus();
    await user.type(input, 'Scalper{Enter}');
    expect(outcome.resolved).toEqual({ action: 'confirm', value: 'Scalper' });
  });

  it("§5 prompt pattern failure shows the default 'Illegal input', marks the input invalid and stays open", async () => {
    const user = userEvent.setup();
    renderHost();
    const outcome = track(() => MessageBox.prompt('Email', 'Contact', { inputPattern: /^\S+@\S+$/ }));
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'nope{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Illegal input');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Illegal input');
    expect(outcome).toEqual({});
    await user.type(input, '@x.io');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(outcome.resolved).toEqual({ action: 'confirm', value: 'nope@x.io' });
  });

  it('§5 prompt validator: custom error message, and the localised default', async () => {
    const user = userEvent.setup();
    renderHost('zh-CN');
    track(() =>
      MessageBox.prompt('Amount', undefined, {
        inputValidator: (value) => Number(value) > 0 || 'Must be positive',
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '-1{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Must be positive');
    act(() => messageBoxQueue.set(() => []));

    track(() => MessageBox.prompt('Code', undefined, { inputValidator: (value) => value.length === 6 }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '12{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('输入的数据不合法!');
    expect(screen.getByRole('dialog', { name: '提示' })).toBeInTheDocument();
  });

  it('§5 Enter does not confirm in a textarea prompt', async () => {
    const user = userEvent.setup();
    renderHost();
    const outcome = track(() => MessageBox.prompt('Note', 'Memo', { inputType: 'textarea' }));
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    await user.type(textarea, 'line one{Enter}line two');
    expect(outcome).toEqual({});
    expect(textarea).toHaveValue('line one\nline two');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(outcome.resolved).toEqual({ action: 'confirm', value: 'line one\nline two' });
  });

  it('§5 validatePrompt needs both the pattern and the validator to pass', () => {
    const rules = { inputPattern: /^\d+$/, inputValidator: (value: string) => Number(value) < 100 };
    expect(validatePrompt('42', rules, 'bad')).toBeNull();
    expect(validatePrompt('4a', rules, 'bad')).toBe('bad');
    expect(validatePrompt('420', rules, 'bad')).toBe('bad');
    expect(validatePrompt('420', { ...rules, inputErrorMessage: 'too big' }, 'bad')).toBe('too big');
  });
});
