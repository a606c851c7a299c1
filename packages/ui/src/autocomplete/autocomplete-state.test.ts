import { describe, expect, it } from 'vitest';
import {
  type AutocompleteState,
  autocompleteReducer,
  highlightedItem,
  initialAutocompleteState,
} from './autocomplete-state.ts';

const start = initialAutocompleteState<string>();
const typed = (text: string, from: AutocompleteState<string> = start) =>
  autocompleteReducer(from, { type: 'input', text });
const answered = (query: string, items: string[], from: AutocompleteState<string>) =>
  autocompleteReducer(from, { type: 'results', query, items });

describe('autocomplete state (WAI-ARIA combobox with list autocomplete)', () => {
  it('typing opens the list in its loading state; clearing closes it', () => {
    const state = typed('bt');
    expect(state).toMatchObject({ open: true, status: 'loading', highlighted: -1 });
    expect(typed('', state)).toMatchObject({ open: false, status: 'idle', items: [] });
  });

  it('keeps only the answer for the latest text', () => {
    const state = typed('btc', typed('bt'));
    expect(answered('bt', ['BTCUSDT', 'BTCUSDC'], state)).toBe(state);
    expect(answered('btc', ['BTCUSDT'], state)).toMatchObject({ status: 'ready', items: ['BTCUSDT'] });
    expect(autocompleteReducer(state, { type: 'failed', query: 'btc' })).toMatchObject({
      status: 'error',
      items: [],
    });
  });

  it('arrows move the highlight and wrap; Home and End jump; Enter’s pick is the highlighted one', () => {
    let state = answered('e', ['ETHUSDT', 'ETCUSDT', 'ENAUSDT'], typed('e'));
    state = autocompleteReducer(state, { type: 'move', step: 1 });
    expect(highlightedItem(state)).toBe('ETHUSDT');
    state = autocompleteReducer(state, { type: 'move', step: -1 });
    expect(highlightedItem(state)).toBe('ENAUSDT');
    state = autocompleteReducer(state, { type: 'move', step: 1 });
    expect(highlightedItem(state)).toBe('ETHUSDT');
    state = autocompleteReducer(state, { type: 'edge', to: 'last' });
    expect(highlightedItem(state)).toBe('ENAUSDT');
    state = autocompleteReducer(state, { type: 'close' });
    expect(highlightedItem(state)).toBeUndefined();
    expect(autocompleteReducer(state, { type: 'move', step: 1 }).open).toBe(true);
  });

  it('nothing to highlight while loading or empty', () => {
    const loading = typed('x');
    expect(autocompleteReducer(loading, { type: 'move', step: 1 }).highlighted).toBe(-1);
    const empty = answered('x', [], loading);
    expect(autocompleteReducer(empty, { type: 'move', step: 1 }).highlighted).toBe(-1);
  });
});
