import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/setup.ts';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { restoreTimers, useFakeTimersWithTestingLibrary } from './fake-timers.test-utils.ts';
import type { SelectOption } from './options.ts';
import { Select, type SelectProps } from './Select.tsx';

const COINS: SelectOption<string>[] = [
  { value: 'btc', label: 'Bitcoin' },
  { value: 'eth', label: 'Ethereum' },
  { value: 'ltc', label: 'Litecoin', disabled: true },
  { value: 'sol', label: 'Solana' },
];

function Controlled(props: Partial<SelectProps<string>> & { initial?: string | string[] }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<string | string[] | ''>(initial ?? (rest.multiple ? [] : ''));
  return (
    <>
      <Select<string>
        aria-label="Coin"
        options={COINS}
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next as string | string[]);
          onChange?.(next);
        }}
      />
      <button type="button">outside</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Coin' });
const listbox = () => screen.queryByRole('listbox');

afterEach(() => restoreTimers());

describe('Select opening and closing (§4)', () => {
  it('§4 opens on click and lists the options', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox()!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitcoin', 'Ethereum', 'Litecoin', 'Solana']);
  });

  it('§9 the menu stacks from the base overlay z-index 2000', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(combobox());
    expect(Number(listbox()!.closest<HTMLElement>('.tl-select__menu')!.style.zIndex)).toBeGreaterThanOrEqual(
      2000,
    );
  });

  it('§4 a click anywhere on the control opens it', async () => {
    const user = userEvent.setup();
    render(<Controlled multiple initial={['btc']} />);
    await user.click(screen.getByText('Bitcoin'));
    expect(listbox()).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('§4 opens on the down and up keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(listbox()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(listbox()).toBeInTheDocument();
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Bitcoin' }).id,
    );
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Solana' }).id,
    );
  });

  it('§4 opens on focus only when filterable or set to open automatically', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Controlled />);
    await user.tab();
    expect(listbox()).toBeNull();
    unmount();
    const filterable = render(<Controlled filterable />);
    await user.tab();
    expect(listbox()).toBeInTheDocument();
    filterable.unmount();
    render(<Controlled automaticDropdown />);
    await user.tab();
    expect(listbox()).toBeInTheDocument();
  });

  it('§4 closes on Escape, on Tab and on a click outside', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    await user.click(combobox());
    await user.tab();
    expect(listbox()).toBeNull();
    await user.click(combobox());
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(listbox()).toBeNull();
  });

  it('§4 a single choice sets the value and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Ethereum' }));
    expect(onChange).toHaveBeenCalledWith('eth');
    expect(listbox()).toBeNull();
    expect(combobox()).toHaveValue('Ethereum');
    await user.click(combobox());
    expect(screen.getByRole('option', { name: 'Ethereum' })).toHaveAttribute('aria-selected', 'true');
  });

  it('§4 keyboard: arrows skip disabled options and Enter picks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Solana' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('sol');
  });

  it('§5 disabled options cannot be picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(combobox());
    const litecoin = screen.getByRole('option', { name: 'Litecoin' });
    expect(litecoin).toHaveAttribute('aria-disabled', 'true');
    await user.click(litecoin);
    expect(onChange).not.toHaveBeenCalled();
    expect(listbox()).toBeInTheDocument();
  });

  it('§9 blur closes the menu only after 50 ms', async () => {
    useFakeTimersWithTestingLibrary();
    const user = userEvent.setup({ delay: null });
    render(<Controlled filterable />);
    await user.click(combobox());
    expect(listbox()).toBeInTheDocument();
    act(() => combobox().blur());
    act(() => vi.advanceTimersByTime(49));
    expect(listbox()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(listbox()).toBeNull();
  });

  it('§9 hover reset: 300 ms after the pointer leaves, the highlight returns to the chosen option', async () => {
    useFakeTimersWithTestingLibrary();
    const user = userEvent.setup({ delay: null });
    render(<Controlled initial="eth" />);
    await user.click(combobox());
    const ethereum = screen.getByRole('option', { name: 'Ethereum' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', ethereum.id);
    await user.hover(screen.getByRole('option', { name: 'Solana' }));
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Solana' }).id,
    );
    await user.unhover(listbox()!);
    act(() => vi.advanceTimersByTime(299));
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Solana' }).id,
    );
    act(() => vi.advanceTimersByTime(1));
    expect(combobox()).toHaveAttribute('aria-activedescendant', ethereum.id);
  });
});

describe('Select multiple mode (§4, §5)', () => {
  it('§4 picking toggles options and keeps the menu open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Bitcoin' }));
    await user.click(screen.getByRole('option', { name: 'Solana' }));
    expect(onChange).toHaveBeenLastCalledWith(['btc', 'sol']);
    expect(listbox()).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('option', { name: 'Bitcoin' }));
    expect(onChange).toHaveBeenLastCalledWith(['sol']);
    expect(listbox()).toBeInTheDocument();
  });

  it('§5 multiple mode forces a list value, single mode a scalar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(
      <Select<string> aria-label="Coin" multiple options={COINS} value="btc" onChange={onChange} />,
    );
    expect(screen.getByText('Bitcoin').closest('[data-tag]')).not.toBeNull();
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Ethereum' }));
    expect(onChange).toHaveBeenLastCalledWith(['btc', 'eth']);
    unmount();
    render(<Select<string> aria-label="Coin" options={COINS} value={['sol', 'btc']} />);
    expect(combobox()).toHaveValue('Solana');
  });

  it('§4 a new item is added only below the limit; other options become disabled at the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple multipleLimit={2} onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Bitcoin' }));
    expect(screen.getByRole('option', { name: 'Ethereum' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('option', { name: 'Ethereum' }));
    const solana = screen.getByRole('option', { name: 'Solana' });
    expect(solana).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Bitcoin' })).not.toHaveAttribute('aria-disabled');
    await user.click(solana);
    expect(onChange).toHaveBeenLastCalledWith(['btc', 'eth']);
    expect(onChange).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('option', { name: 'Bitcoin' }));
    expect(onChange).toHaveBeenLastCalledWith(['eth']);
  });

  it('§9 multipleLimit 0 means no limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple multipleLimit={0} onChange={onChange} />);
    await user.click(combobox());
    for (const name of ['Bitcoin', 'Ethereum', 'Solana'])
      await user.click(screen.getByRole('option', { name }));
    expect(onChange).toHaveBeenLastCalledWith(['btc', 'eth', 'sol']);
  });

  it('§4 Backspace on an empty search highlights, then removes the last tag', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple filterable initial={['btc', 'eth']} onChange={onChange} />);
    await user.click(combobox());
    await user.keyboard('{Backspace}');
    const tagOf = (name: string) =>
      screen.getByRole('button', { name: `Close ${name}` }).closest('[data-tag]');
    expect(tagOf('Ethereum')).toHaveAttribute('data-marked', 'true');
    expect(tagOf('Bitcoin')).not.toHaveAttribute('data-marked');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['btc']);
    await user.keyboard('s{Backspace}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('removes a tag with its close button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple initial={['btc', 'eth']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Close Bitcoin' }));
    expect(onChange).toHaveBeenLastCalledWith(['eth']);
  });

  it('§3 collapseTags shows the first tag and a count', () => {
    render(<Controlled multiple collapseTags initial={['btc', 'eth', 'sol']} />);
    expect(screen.getByText('Bitcoin')).toBeInTheDocument();
    expect(screen.queryByText('Ethereum')).toBeNull();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('§9 multiple-mode search width is 15 px per character plus 20, capped at 50 when tags collapse', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Controlled multiple filterable />);
    await user.type(combobox(), 'eth');
    expect(combobox().style.width).toBe('65px');
    unmount();
    render(<Controlled multiple filterable collapseTags />);
    await user.type(combobox(), 'eth');
    expect(combobox().style.width).toBe('50px');
  });
});

describe('Select clearing (§4)', () => {
  it('§4 the clear icon shows only when clearable, enabled, hovered and a value exists', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Select<string> aria-label="Coin" options={COINS} clearable value="btc" />);
    const root = combobox().parentElement!;
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.hover(root);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    rerender(<Select<string> aria-label="Coin" options={COINS} clearable value="" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    rerender(<Select<string> aria-label="Coin" options={COINS} clearable disabled value="btc" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    rerender(<Select<string> aria-label="Coin" options={COINS} value="btc" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.unhover(root);
    rerender(<Select<string> aria-label="Coin" options={COINS} clearable value="btc" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('§4 clearing gives empty text in single mode and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled clearable initial="btc" onChange={onChange} />);
    await user.click(combobox());
    await user.hover(combobox());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(listbox()).toBeNull();
    expect(combobox()).toHaveValue('');
  });

  it('§4 clearing gives an empty list in multiple mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple clearable initial={['btc', 'eth']} onChange={onChange} />);
    await user.hover(combobox());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('Select filtering, creating and remote search (§5, §9)', () => {
  it('§5 hides options whose label does not match the typed text, case-insensitively', async () => {
    const user = userEvent.setup();
    render(<Controlled filterable />);
    await user.type(combobox(), 'COIN');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bitcoin', 'Litecoin']);
    await user.clear(combobox());
    await user.type(combobox(), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No matching data');
  });

  it('§5 allowCreate offers the typed text only when no option has that label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled filterable allowCreate onChange={onChange} />);
    await user.type(combobox(), 'Bitcoin');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bitcoin']);
    await user.clear(combobox());
    await user.type(combobox(), 'Dogecoin');
    const created = screen.getByRole('option', { name: 'Dogecoin' });
    expect(created).toHaveAttribute('data-created', 'true');
    await user.click(created);
    expect(onChange).toHaveBeenLastCalledWith('Dogecoin');
    expect(combobox()).toHaveValue('Dogecoin');
  });

  it('§9 remote search calls the caller function once, 300 ms after the last keystroke', async () => {
    useFakeTimersWithTestingLibrary();
    const user = userEvent.setup({ delay: null });
    const remoteMethod = vi.fn();
    render(<Controlled filterable remote remoteMethod={remoteMethod} />);
    await user.type(combobox(), 'sol');
    act(() => vi.advanceTimersByTime(299));
    expect(remoteMethod).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(remoteMethod).toHaveBeenCalledTimes(1);
    expect(remoteMethod).toHaveBeenCalledWith('sol');
    // Remote mode leaves filtering to the caller.
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('§9 local filtering applies at once (0 ms debounce)', async () => {
    useFakeTimersWithTestingLibrary();
    const user = userEvent.setup({ delay: null });
    render(<Controlled filterable />);
    await user.type(combobox(), 'sol');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Solana']);
  });

  it('shows the loading text while remote options load', async () => {
    const user = userEvent.setup();
    render(<Controlled filterable remote loading />);
    await user.click(combobox());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('§3 valueKey identifies object values (default value)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const options = [
      { value: { id: 1, code: 'btc' }, label: 'Bitcoin' },
      { value: { id: 2, code: 'eth' }, label: 'Ethereum' },
    ];
    render(
      <Select
        aria-label="Coin"
        options={options}
        valueKey="id"
        value={{ id: 2, code: 'stale' }}
        onChange={onChange}
      />,
    );
    expect(combobox()).toHaveValue('Ethereum');
    await user.click(combobox());
    expect(screen.getByRole('option', { name: 'Ethereum' })).toHaveAttribute('aria-selected', 'true');
  });

  it('§9 10,000 options are virtualised and filter', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 10_000 }, (_, index) => ({ value: index, label: `Option ${index}` }));
    render(<Select<number> aria-label="Coin" filterable options={many} />);
    await user.click(combobox());
    const rendered = screen.getAllByRole('option').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(50);
    await user.type(combobox(), 'Option 9999');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Option 9999']);
  });
});

describe('Select sizes and locale', () => {
  it.each([
    ['large', '48px', '16px'],
    ['medium', '40px', '14px'],
    ['standard', '32px', '14px'],
    ['small', '24px', '12px'],
  ] as const)('§9 size %s is %s high with a %s icon', (size, height, icon) => {
    render(<Select<string> aria-label="Coin" options={COINS} size={size} />);
    const root = combobox().parentElement!;
    expect(root).toHaveAttribute('data-size', size);
    expect(root.style.minHeight).toBe(height);
    expect((root.querySelector('.tl-select__arrow') as HTMLElement).style.fontSize).toBe(icon);
  });

  it('defaults to the standard size and the localised placeholder', () => {
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <Select<string> aria-label="Coin" options={COINS} />
      </WidgetLocaleProvider>,
    );
    expect(combobox().parentElement).toHaveAttribute('data-size', 'standard');
    expect(combobox()).toHaveAttribute('placeholder', '请选择');
  });

  it('a disabled select does not open', async () => {
    const user = userEvent.setup();
    render(<Controlled disabled />);
    await user.click(combobox());
    expect(listbox()).toBeNull();
  });
});

describe('Select on narrow screens (§4)', () => {
  it('§4 under 768 px the menu is a bottom action sheet', async () => {
    setViewportWidth(767);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} placeholder="Pick a coin" />);
    await user.click(combobox());
    const sheet = screen.getByRole('dialog', { name: 'Pick a coin' });
    await user.click(within(sheet).getByRole('option', { name: 'Solana' }));
    expect(onChange).toHaveBeenLastCalledWith('sol');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('§4 at 768 px and with responsive off the menu stays a dropdown', async () => {
    setViewportWidth(768);
    const user = userEvent.setup();
    const { unmount } = render(<Controlled />);
    await user.click(combobox());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listbox()).toBeInTheDocument();
    unmount();
    setViewportWidth(500);
    render(<Controlled responsive={false} />);
    await user.click(combobox());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('§9 the action-sheet filter waits 300 ms', async () => {
    setViewportWidth(500);
    useFakeTimersWithTestingLibrary();
    const user = userEvent.setup({ delay: null });
    render(<Controlled filterable />);
    await user.click(combobox());
    const sheet = screen.getByRole('dialog');
    await user.type(within(sheet).getByRole('combobox'), 'eth');
    act(() => vi.advanceTimersByTime(299));
    expect(within(sheet).getAllByRole('option')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(
      within(sheet)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ethereum']);
  });

  it('§4 a pick in the sheet of a filterable select closes it for good and returns focus to the control', async () => {
    setViewportWidth(500);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled filterable onChange={onChange} />);
    await user.click(combobox());
    await user.click(within(screen.getByRole('dialog')).getByRole('option', { name: 'Ethereum' }));
    expect(onChange).toHaveBeenLastCalledWith('eth');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('§4 a tap reopens the sheet after a pick when the first opening came from focus', async () => {
    setViewportWidth(500);
    const user = userEvent.setup();
    render(<Controlled filterable />);
    // On a phone the sheet covers the control before the tap's click arrives, so only focus opens it.
    act(() => combobox().focus());
    await user.click(within(screen.getByRole('dialog')).getByRole('option', { name: 'Solana' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(combobox());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('the action sheet closes on Cancel and keeps multiple choices', async () => {
    setViewportWidth(500);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple onChange={onChange} />);
    await user.click(combobox());
    const sheet = screen.getByRole('dialog');
    await user.click(within(sheet).getByRole('option', { name: 'Bitcoin' }));
    await user.click(within(sheet).getByRole('option', { name: 'Ethereum' }));
    expect(onChange).toHaveBeenLastCalledWith(['btc', 'eth']);
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
