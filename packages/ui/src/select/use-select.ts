import { type KeyboardEvent, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { BLUR_DELAY_MS, HOVER_RESET_MS, searchDebounceMs } from './constants.ts';
import { creatableOption, createLabelFilter, type SelectOption, sameValue } from './options.ts';
import { backspaceOutcome, INITIAL_SELECT_STATE, moveHighlight, selectReducer } from './select-state.ts';
import {
  clearedValue,
  isOptionUnavailable,
  normaliseValue,
  selectedList,
  toggleValue,
} from './select-value.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

export interface UseSelectOptions<V> {
  options: readonly SelectOption<V>[];
  value?: V | V[];
  defaultValue?: V | V[];
  onChange?: (value: V | V[] | '') => void;
  multiple?: boolean;
  filterable?: boolean;
  allowCreate?: boolean;
  remote?: boolean;
  /** Called with the typed text, debounced 300 ms (spec §9), when `remote` is set. */
  remoteMethod?: (query: string) => void;
  multipleLimit?: number;
  valueKey?: string;
  disabled?: boolean;
  /** Open when the control receives focus (Element UI automatic-dropdown). */
  automaticDropdown?: boolean;
  onClear?: () => void;
  onVisibleChange?: (open: boolean) => void;
}

/** Behaviour of the dropdown (spec §4, §5): state, value rules and keyboard, without any markup. */
export function useSelect<V>({
  options,
  value: controlledValue,
  defaultValue,
  onChange,
  multiple = false,
  filterable = false,
  allowCreate = false,
  remote = false,
  remoteMethod,
  multipleLimit = 0,
  valueKey,
  disabled = false,
  automaticDropdown = false,
  onClear,
  onVisibleChange,
}: UseSelectOptions<V>) {
  const [state, dispatch] = useReducer(selectReducer, INITIAL_SELECT_STATE);
  const [uncontrolledValue, setUncontrolledValue] = useState<unknown>(defaultValue);
  const isControlled = controlledValue !== undefined;
  const value = normaliseValue(isControlled ? controlledValue : uncontrolledValue, multiple);
  const selected = selectedList(value, multiple);
  const [hovering, setHovering] = useState(false);

  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverResetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByFocus = useRef(false);
  useEffect(
    () => () => {
      clearTimeout(blurTimer.current);
      clearTimeout(hoverResetTimer.current);
    },
    [],
  );

  const searchable = filterable || remote;
  const filterByLabel = useMemo(() => createLabelFilter(options), [options]);
  const visibleOptions = useMemo(() => {
    const matching = remote ? [...options] : filterByLabel(state.query);
    const created = allowCreate && searchable ? creatableOption(options, state.query) : null;
    return created ? [created as unknown as SelectOption<V>, ...matching] : matching;
  }, [options, filterByLabel, state.query, remote, allowCreate, searchable]);

  const isSelected = useCallback(
    (option: SelectOption<V>) => selected.some((item) => sameValue(item, option.value, valueKey)),
    [selected, valueKey],
  );
  const isUnavailable = useCallback(
    (index: number) => {
      const option = visibleOptions[index];
      return !option || isOptionUnavailable(option, selected, multiple, multipleLimit, valueKey);
    },
    [visibleOptions, selected, multiple, multipleLimit, valueKey],
  );
  const selectedIndex = visibleOptions.findIndex((option) => isSelected(option));

  const commit = (next: unknown) => {
    if (!isControlled) setUncontrolledValue(next);
    onChange?.(next as V | V[] | '');
  };

  const setOpen = (open: boolean, highlighted?: number) => {
    if (open === state.open) return;
    if (open) {
      if (disabled) return;
      dispatch({ type: 'open', highlighted: highlighted ?? selectedIndex });
    } else {
      // A focus that opened the menu and never got its click (a sheet covered the control) must
      // not swallow the next click.
      openedByFocus.current = false;
      dispatch({ type: 'close' });
    }
    onVisibleChange?.(open);
  };

  const runRemote = useDebouncedCallback((query: string) => remoteMethod?.(query), searchDebounceMs(remote));

  const setQuery = (query: string) => {
    if (!state.open) onVisibleChange?.(true);
    dispatch({ type: 'query', query });
    if (remote) runRemote(query);
  };

  const choose = (index: number) => {
    const option = visibleOptions[index];
    if (!option || isUnavailable(index)) return;
    if (multiple) {
      commit(toggleValue(selected, option.value, multipleLimit, valueKey));
      if (state.query) dispatch({ type: 'query', query: '' });
      dispatch({ type: 'highlight', index: state.query ? -1 : index });
      return;
    }
    commit(option.value);
    setOpen(false);
  };

  const removeTag = (tagValue: unknown) => {
    if (disabled) return;
    commit(selected.filter((item) => !sameValue(item, tagValue, valueKey)));
  };

  const clear = () => {
    commit(clearedValue(multiple));
    setOpen(false);
    onClear?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const direction = event.key === 'ArrowDown' ? 1 : -1;
        if (!state.open) {
          setOpen(
            true,
            selectedIndex >= 0
              ? selectedIndex
              : moveHighlight(-1, direction, visibleOptions.length, isUnavailable),
          );
          return;
        }
        dispatch({
          type: 'highlight',
          index: moveHighlight(state.highlighted, direction, visibleOptions.length, isUnavailable),
        });
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (!state.open) setOpen(true);
        else if (state.highlighted >= 0) choose(state.highlighted);
        else if (visibleOptions.length > 0 && state.query)
          choose(moveHighlight(-1, 1, visibleOptions.length, isUnavailable));
        return;
      case 'Escape':
        if (state.open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
      case 'Backspace': {
        if (!multiple) return;
        const outcome = backspaceOutcome(state, selected.length);
        if (outcome === 'mark') dispatch({ type: 'markLastTag' });
        if (outcome === 'remove') {
          dispatch({ type: 'unmarkLastTag' });
          commit(selected.slice(0, -1));
        }
        return;
      }
      default:
        dispatch({ type: 'unmarkLastTag' });
    }
  };

  const onFocus = () => {
    clearTimeout(blurTimer.current);
    if (!state.open && (searchable || automaticDropdown)) {
      openedByFocus.current = true;
      setOpen(true);
    }
  };

  /** Spec §9 blur delay: a click on the clear icon or a tag must not count as leaving the control. */
  const onBlur = (isInside: () => boolean) => {
    openedByFocus.current = false;
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      if (!isInside()) setOpen(false);
    }, BLUR_DELAY_MS);
  };

  const onClick = () => {
    if (disabled) return;
    if (openedByFocus.current) {
      openedByFocus.current = false;
      return;
    }
    if (state.open && !searchable) setOpen(false);
    else setOpen(true);
  };

  /** Spec §9 hover reset: after the pointer leaves the list, the highlight returns to the chosen option. */
  const onListPointerLeave = () => {
    clearTimeout(hoverResetTimer.current);
    hoverResetTimer.current = setTimeout(
      () => dispatch({ type: 'highlight', index: selectedIndex }),
      HOVER_RESET_MS,
    );
  };
  const onOptionHover = (index: number) => {
    clearTimeout(hoverResetTimer.current);
    if (index !== state.highlighted) dispatch({ type: 'highlight', index });
  };

  return {
    state,
    value,
    selected,
    visibleOptions,
    hovering,
    setHovering,
    isSelected,
    isUnavailable,
    setOpen,
    setQuery,
    choose,
    removeTag,
    clear,
    onKeyDown,
    onFocus,
    onBlur,
    onClick,
    onListPointerLeave,
    onOptionHover,
    searchable,
  };
}
