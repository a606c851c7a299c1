import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/setup.ts';
import { restoreTimers, useFakeTimersWithTestingLibrary } from '../select/fake-timers.test-utils.ts';
import { Autocomplete } from './Autocomplete.tsx';
import { AUTOCOMPLETE_DEBOUNCE_MS, type AutocompleteItem } from './use-autocomplete.ts';

const PAIRS: AutocompleteItem[] = [
  { key: 'BTCUSDT', label: 'BTC/USDT', description: 'Bitcoin' },
  { key: 'ETHUSDT', label: 'ETH/USDT', description: 'Ethereum' },
  { key: 'ETCUSDT', label: 'ETC/USDT', description: 'Ethereum Classic' },
];

beforeEach(() => useFakeTimersWithTestingLibrary());

afterEach(() => {
  restoreTimers();
  setViewportWidth(1024);
});

function renderSearch(
  fetchSuggestions: (query: string, signal: AbortSignal) => Promise<AutocompleteItem[]> = vi.fn(
    async (query: string) => PAIRS.filter((pair) => pair.label.toLowerCase().includes(query.toLowerCase())),
  ),
) {
  const user = userEvent.setup({ delay: null });
  const onSelect = vi.fn();
  render(
    <Autocomplete aria-label="Search markets" fetchSuggestions={fetchSuggestions} onSelect={onSelect} />,
  );
  return {
    user,
    onSelect,
    fetchSuggestions,
    input: screen.getByRole('combobox', { name: 'Search markets' }),
  };
}

async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('Autocomplete (WAI-ARIA combobox with list autocomplete)', () => {
  it('§9 asks for remote suggestions once typing pauses for 300 ms, showing loading meanwhile', async () => {
    const { user, input, fetchSuggestions } = renderSearch();
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(300);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'et');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await settle(299);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions).toHaveBeenCalledWith('et', expect.any(AbortSignal));
    const list = screen.getByRole('listbox', { name: 'Search markets' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ETH/USDTEthereum', 'ETC/USDTEthereum Classic']);
  });

  it('says when nothing matches', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'zzz');
    await settle(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('No matching data');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keyboard: arrows highlight (aria-activedescendant), Enter picks, Escape closes then clears', async () => {
    const { user, input, onSelect } = renderSearch();
    await user.type(input, 'et');
    await settle(AUTOCOMPLETE_DEBOUNCE_MS);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(PAIRS[2]);
    expect(input).toHaveValue('ETC/USDT');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('a pick with the pointer selects; a failed fetch shows the error text', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const { user, input, onSelect } = renderSearch(failing);
    await user.type(input, 'b');
    await settle(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('an older answer never replaces a newer one', async () => {
    const answers: Array<(items: AutocompleteItem[]) => void> = [];
    const slow = vi.fn(
      (_query: string, _signal: AbortSignal) =>
        new Promise<AutocompleteItem[]>((resolve) => answers.push(resolve)),
    );
    const { user, input } = renderSearch(slow);
    await user.type(input, 'e');
    await settle(AUTOCOMPLETE_DEBOUNCE_MS);
    await user.type(input, 't');
    await settle(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(slow.mock.calls[0]?.[1].aborted).toBe(true);
    await act(async () => {
      answers[1]?.([PAIRS[1] as AutocompleteItem]);
      answers[0]?.(PAIRS);
    });
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('§9 under 768 px the search opens in an action sheet whose filter waits 300 ms', async () => {
    setViewportWidth(500);
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    const fetchSuggestions = vi.fn(async () => PAIRS.slice(0, 1));
    render(
      <Autocomplete aria-label="Search markets" fetchSuggestions={fetchSuggestions} onSelect={onSelect} />,
    );
    await user.click(screen.getByRole('button', { name: 'Search markets' }));
    const sheet = screen.getByRole('dialog', { name: 'Search markets' });
    await user.type(within(sheet).getByRole('combobox'), 'btc');
    await settle(299);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    await user.click(within(sheet).getByRole('option', { name: 'BTC/USDT' }));
    expect(onSelect).toHaveBeenCalledWith(PAIRS[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
