/**
 * The autocomplete's state apart from rendering (design §5, as react-stately keeps it): what was
 * typed, whether the list is open, which suggestion is highlighted, and where the suggestions for
 * the latest text stand. Answers for an older text are dropped, so a slow reply never replaces a
 * newer one.
 */
export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AutocompleteState<T> {
  /** The text the suggestions are (or will be) for. */
  query: string;
  open: boolean;
  /** -1: nothing highlighted (the text stays the user's own until they pick). */
  highlighted: number;
  status: SuggestionStatus;
  items: readonly T[];
}

export type AutocompleteAction<T> =
  | { type: 'input'; text: string }
  | { type: 'results'; query: string; items: readonly T[] }
  | { type: 'failed'; query: string }
  | { type: 'move'; step: 1 | -1 }
  | { type: 'edge'; to: 'first' | 'last' }
  | { type: 'picked'; text: string }
  | { type: 'open' }
  | { type: 'close' };

export function initialAutocompleteState<T>(): AutocompleteState<T> {
  return { query: '', open: false, highlighted: -1, status: 'idle', items: [] };
}

export function autocompleteReducer<T>(
  state: AutocompleteState<T>,
  action: AutocompleteAction<T>,
): AutocompleteState<T> {
  switch (action.type) {
    case 'input': {
      const empty = action.text.trim() === '';
      return {
        query: action.text,
        open: !empty,
        highlighted: -1,
        status: empty ? 'idle' : 'loading',
        items: empty ? [] : state.items,
      };
    }
    case 'results':
      if (action.query !== state.query) return state;
      return { ...state, status: 'ready', items: action.items, highlighted: -1 };
    case 'failed':
      if (action.query !== state.query) return state;
      return { ...state, status: 'error', items: [], highlighted: -1 };
    case 'move': {
      const count = state.status === 'ready' ? state.items.length : 0;
      if (!state.open) return state.query.trim() === '' ? state : { ...state, open: true };
      if (count === 0) return state;
      // Wraps at both ends, as the APG combobox examples do.
      const from = state.highlighted === -1 && action.step === -1 ? count : state.highlighted;
      return { ...state, highlighted: (from + action.step + count) % count };
    }
    case 'edge': {
      const count = state.status === 'ready' ? state.items.length : 0;
      if (!state.open || count === 0) return state;
      return { ...state, highlighted: action.to === 'first' ? 0 : count - 1 };
    }
    case 'picked':
      // The box shows the pick; the suggestions stay, so reopening the list offers them again.
      return { ...state, query: action.text, open: false, highlighted: -1 };
    case 'open':
      return state.query.trim() === '' ? state : { ...state, open: true };
    case 'close':
      return state.open ? { ...state, open: false, highlighted: -1 } : state;
  }
}

/** The suggestion Enter would pick, if any. */
export function highlightedItem<T>(state: AutocompleteState<T>): T | undefined {
  return state.open && state.status === 'ready' && state.highlighted >= 0
    ? state.items[state.highlighted]
    : undefined;
}
