import { describe, expect, it } from 'vitest';
import {
  ACTION_SHEET_FILTER_DEBOUNCE_MS,
  BLUR_DELAY_MS,
  HOVER_RESET_MS,
  multipleSearchWidth,
  SELECT_HEIGHTS,
  SELECT_ICON_SIZES,
  searchDebounceMs,
} from './constants.ts';
import {
  creatableOption,
  createLabelFilter,
  filterOptions,
  type SelectOption,
  sameValue,
} from './options.ts';
import { backspaceOutcome, INITIAL_SELECT_STATE, moveHighlight, selectReducer } from './select-state.ts';
import {
  clearedValue,
  isOptionUnavailable,
  normaliseValue,
  showsClearIcon,
  toggleValue,
} from './select-value.ts';

const options: SelectOption<string>[] = [
  { value: 'btc', label: 'Bitcoin' },
  { value: 'eth', label: 'Ethereum' },
  { value: 'ltc', label: 'Litecoin', disabled: true },
];

describe('select constants', () => {
  it('§9 heights large 48, medium 40, standard 32, small 24', () => {
    expect(SELECT_HEIGHTS).toEqual({ large: 48, medium: 40, standard: 32, small: 24 });
  });
  it('§9 icon sizes large 16, medium and standard 14, small 12', () => {
    expect(SELECT_ICON_SIZES).toEqual({ large: 16, medium: 14, standard: 14, small: 12 });
  });
  it('§9 debounce 300 ms remote, 0 local; blur 50; hover reset 300; action-sheet filter 300', () => {
    expect(searchDebounceMs(true)).toBe(300);
    expect(searchDebounceMs(false)).toBe(0);
    expect(BLUR_DELAY_MS).toBe(50);
    expect(HOVER_RESET_MS).toBe(300);
    expect(ACTION_SHEET_FILTER_DEBOUNCE_MS).toBe(300);
  });
  it('§9 multiple-mode search width is 15 px per character plus 20, capped at 50 when collapsed', () => {
    expect(multipleSearchWidth(0, false)).toBe(20);
    expect(multipleSearchWidth(4, false)).toBe(80);
    expect(multipleSearchWidth(2, true)).toBe(50);
    expect(multipleSearchWidth(1, true)).toBe(35);
    expect(multipleSearchWidth(10, true)).toBe(50);
  });
});

describe('options', () => {
  it('§5 hides options whose label does not match, case-insensitively', () => {
    expect(filterOptions(options, 'COIN').map((o) => o.value)).toEqual(['btc', 'ltc']);
    expect(filterOptions(options, 'ether').map((o) => o.value)).toEqual(['eth']);
    expect(filterOptions(options, '')).toHaveLength(3);
    expect(filterOptions(options, 'xyz')).toHaveLength(0);
  });
  it('§5 the cached label filter hides the same options as filterOptions', () => {
    const filter = createLabelFilter(options);
    for (const query of ['COIN', 'ether', '', 'xyz', ' bit ']) {
      expect(filter(query)).toEqual(filterOptions(options, query));
    }
  });
  it('§5 allowCreate offers a new option only when no option has that label', () => {
    expect(creatableOption(options, 'Dogecoin')).toEqual({
      value: 'Dogecoin',
      label: 'Dogecoin',
      created: true,
    });
    expect(creatableOption(options, 'Bitcoin')).toBeNull();
    expect(creatableOption(options, '  ')).toBeNull();
  });
  it('valueKey compares object values by that property (default value)', () => {
    expect(sameValue({ value: 1, x: 'a' }, { value: 1, x: 'b' })).toBe(true);
    expect(sameValue({ id: 1 }, { id: 1 }, 'id')).toBe(true);
    expect(sameValue({ id: 1 }, { id: 2 }, 'id')).toBe(false);
    expect(sameValue('a', 'a')).toBe(true);
  });
});

describe('select value', () => {
  it('§5 multiple mode forces a list, single mode a scalar', () => {
    expect(normaliseValue('btc', true)).toEqual(['btc']);
    expect(normaliseValue('', true)).toEqual([]);
    expect(normaliseValue(undefined, true)).toEqual([]);
    expect(normaliseValue(['btc', 'eth'], false)).toBe('btc');
    expect(normaliseValue([], false)).toBe('');
    expect(normaliseValue(null, false)).toBe('');
  });
  it('§4 clearing gives [] in multiple mode and empty text otherwise', () => {
    expect(clearedValue(true)).toEqual([]);
    expect(clearedValue(false)).toBe('');
  });
  it('§4 picking toggles and adds only while below the limit', () => {
    expect(toggleValue(['btc'], 'eth', 0)).toEqual(['btc', 'eth']);
    expect(toggleValue(['btc', 'eth'], 'btc', 0)).toEqual(['eth']);
    expect(toggleValue(['btc'], 'eth', 1)).toEqual(['btc']);
    expect(toggleValue(['btc'], 'btc', 1)).toEqual([]);
    expect(toggleValue(['btc'], 'eth', 2)).toEqual(['btc', 'eth']);
  });
  it('§5 options become disabled at the limit, except selected ones; limit 0 never disables', () => {
    expect(isOptionUnavailable({ value: 'eth' }, ['btc'], true, 1)).toBe(true);
    expect(isOptionUnavailable({ value: 'btc' }, ['btc'], true, 1)).toBe(false);
    expect(isOptionUnavailable({ value: 'eth' }, ['btc'], true, 0)).toBe(false);
    expect(isOptionUnavailable({ value: 'eth' }, ['btc'], true, 2)).toBe(false);
    expect(isOptionUnavailable({ value: 'eth', disabled: true }, [], true, 0)).toBe(true);
    expect(isOptionUnavailable({ value: 'eth' }, ['btc'], false, 1)).toBe(false);
  });
  it('§4 clear icon needs clearable, enabled, hovered and a value', () => {
    const all = { clearable: true, disabled: false, hovering: true, hasValue: true };
    expect(showsClearIcon(all)).toBe(true);
    expect(showsClearIcon({ ...all, clearable: false })).toBe(false);
    expect(showsClearIcon({ ...all, disabled: true })).toBe(false);
    expect(showsClearIcon({ ...all, hovering: false })).toBe(false);
    expect(showsClearIcon({ ...all, hasValue: false })).toBe(false);
  });
});

describe('select state', () => {
  it('§4 opening and closing resets the search and highlight', () => {
    const open = selectReducer(INITIAL_SELECT_STATE, { type: 'open', highlighted: 2 });
    expect(open).toMatchObject({ open: true, highlighted: 2 });
    const typed = selectReducer(open, { type: 'query', query: 'bit' });
    expect(typed).toMatchObject({ query: 'bit', highlighted: -1 });
    expect(selectReducer(typed, { type: 'close' })).toEqual(INITIAL_SELECT_STATE);
  });
  it('§4 Backspace on an empty search marks then removes the last tag', () => {
    expect(backspaceOutcome(INITIAL_SELECT_STATE, 2)).toBe('mark');
    const marked = selectReducer(INITIAL_SELECT_STATE, { type: 'markLastTag' });
    expect(backspaceOutcome(marked, 2)).toBe('remove');
    expect(backspaceOutcome({ ...marked, query: 'b' }, 2)).toBe('none');
    expect(backspaceOutcome(INITIAL_SELECT_STATE, 0)).toBe('none');
  });
  it('moves the highlight with wrapping and skips unavailable options', () => {
    const disabled = (index: number) => index === 1;
    expect(moveHighlight(-1, 1, 3, disabled)).toBe(0);
    expect(moveHighlight(0, 1, 3, disabled)).toBe(2);
    expect(moveHighlight(2, 1, 3, disabled)).toBe(0);
    expect(moveHighlight(-1, -1, 3, disabled)).toBe(2);
    expect(moveHighlight(0, 1, 3, () => true)).toBe(-1);
  });
});
