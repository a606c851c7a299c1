/** UI state of the dropdown, kept apart from its value so it can be tested without a DOM. */
export interface SelectState {
  open: boolean;
  query: string;
  /** Index into the visible option list, -1 when nothing is highlighted. */
  highlighted: number;
  /** Spec §4: the first Backspace on an empty search marks the last tag; the second removes it. */
  lastTagMarked: boolean;
}

export const INITIAL_SELECT_STATE: SelectState = {
  open: false,
  query: '',
  highlighted: -1,
  lastTagMarked: false,
};

export type SelectAction =
  | { type: 'open'; highlighted?: number }
  | { type: 'close' }
  | { type: 'query'; query: string }
  | { type: 'highlight'; index: number }
  | { type: 'markLastTag' }
  | { type: 'unmarkLastTag' };

export function selectReducer(state: SelectState, action: SelectAction): SelectState {
  switch (action.type) {
    case 'open':
      if (state.open) return state;
      return { ...state, open: true, highlighted: action.highlighted ?? -1 };
    case 'close':
      return { ...state, open: false, query: '', highlighted: -1, lastTagMarked: false };
    case 'query':
      return { ...state, open: true, query: action.query, highlighted: -1, lastTagMarked: false };
    case 'highlight':
      return { ...state, highlighted: action.index };
    case 'markLastTag':
      return { ...state, lastTagMarked: true };
    case 'unmarkLastTag':
      return state.lastTagMarked ? { ...state, lastTagMarked: false } : state;
  }
}

/** Moves the highlight by one in `direction`, wrapping and skipping unavailable options. */
export function moveHighlight(
  current: number,
  direction: 1 | -1,
  count: number,
  isUnavailable: (index: number) => boolean,
): number {
  if (count === 0) return -1;
  let index = current;
  for (let step = 0; step < count; step += 1) {
    index =
      current < 0 && step === 0 ? (direction === 1 ? 0 : count - 1) : (index + direction + count) % count;
    if (!isUnavailable(index)) return index;
  }
  return -1;
}

/** What Backspace on an empty search does next: mark the last tag, or remove it when already marked. */
export function backspaceOutcome(state: SelectState, tagCount: number): 'none' | 'mark' | 'remove' {
  if (state.query !== '' || tagCount === 0) return 'none';
  return state.lastTagMarked ? 'remove' : 'mark';
}
