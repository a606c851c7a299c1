import { type KeyboardEvent, useCallback, useEffect, useReducer, useRef } from 'react';
import { REMOTE_DEBOUNCE_MS } from '../select/constants.ts';
import { useDebouncedCallback } from '../select/use-debounced-callback.ts';
import { autocompleteReducer, highlightedItem, initialAutocompleteState } from './autocomplete-state.ts';

/** §9 "Autocomplete and action-sheet filter debounce 300 ms". */
export const AUTOCOMPLETE_DEBOUNCE_MS = REMOTE_DEBOUNCE_MS;

export interface AutocompleteItem {
  key: string;
  label: string;
  /** A second line (a coin's name beside its pair). */
  description?: string;
}

export interface UseAutocompleteOptions<T extends AutocompleteItem> {
  /** The text in the box, when the caller keeps it (a list filtered live by it). */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  /**
   * The remote suggestions for a text: called at most once per 300 ms of typing (§9); the signal
   * aborts when a newer text supersedes it.
   */
  fetchSuggestions: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  onSelect: (item: T) => void;
}

/**
 * The autocomplete's behaviour (design §5: a hook that returns state and handlers; the component
 * stays thin): typing opens the list in its loading state, the fetch waits for 300 ms of quiet,
 * an answer for an older text is dropped, and the keys of the APG combobox with list autocomplete
 * (arrows with wrap, Home and End in the list, Enter to pick, Escape to close then to clear).
 */
export function useAutocomplete<T extends AutocompleteItem>(options: UseAutocompleteOptions<T>) {
  const [state, dispatch] = useReducer(autocompleteReducer<T>, undefined, initialAutocompleteState<T>);
  const latest = useRef(options);
  latest.current = options;
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const fetchNow = useCallback((text: string) => {
    inFlight.current?.abort();
    if (text.trim() === '') return;
    const controller = new AbortController();
    inFlight.current = controller;
    latest.current.fetchSuggestions(text.trim(), controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) dispatch({ type: 'results', query: text, items });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', query: text });
      },
    );
  }, []);
  const fetchLater = useDebouncedCallback(fetchNow, AUTOCOMPLETE_DEBOUNCE_MS);

  const text = options.inputValue ?? state.query;

  /**
   * `debounced: false` is for text that was debounced already (the action sheet's filter box waits
   * its own 300 ms), so the two waits do not add up.
   */
  const setText = useCallback(
    (next: string, { debounced = true }: { debounced?: boolean } = {}) => {
      dispatch({ type: 'input', text: next });
      latest.current.onInputChange?.(next);
      (debounced ? fetchLater : fetchNow)(next);
    },
    [fetchLater, fetchNow],
  );

  const close = useCallback(() => dispatch({ type: 'close' }), []);

  const select = useCallback((item: T) => {
    inFlight.current?.abort();
    dispatch({ type: 'picked', text: item.label });
    latest.current.onInputChange?.(item.label);
    latest.current.onSelect(item);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) dispatch({ type: event.key === 'ArrowDown' ? 'open' : 'close' });
        else dispatch({ type: 'move', step: event.key === 'ArrowDown' ? 1 : -1 });
        break;
      case 'Home':
      case 'End':
        // In the list they move the highlight; with nothing highlighted they move the caret.
        if (state.open && state.highlighted >= 0) {
          event.preventDefault();
          dispatch({ type: 'edge', to: event.key === 'Home' ? 'first' : 'last' });
        }
        break;
      case 'Enter': {
        const item = highlightedItem(state);
        if (item) {
          event.preventDefault();
          select(item);
        }
        break;
      }
      case 'Escape':
        if (state.open) {
          event.preventDefault();
          event.stopPropagation();
          dispatch({ type: 'close' });
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Tab':
        dispatch({ type: 'close' });
        break;
    }
  };

  return {
    state,
    text,
    setText,
    select,
    onKeyDown,
    open: () => dispatch({ type: 'open' }),
    close,
  };
}
