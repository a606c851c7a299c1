import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { Portal } from '../internal/portal.tsx';
import { useFocusTrap } from '../internal/use-focus-trap.ts';
import { nextZIndex } from '../internal/z-index.ts';
import { ACTION_SHEET_FILTER_DEBOUNCE_MS } from '../select/constants.ts';
import { filterOptions } from '../select/options.ts';
import { useDebouncedCallback } from '../select/use-debounced-callback.ts';
import { VirtualOptionList } from '../select/virtual-option-list.tsx';

export interface ActionSheetItem {
  key: string;
  label: string;
  disabled?: boolean;
  selected?: boolean;
}

export interface ActionSheetProps {
  open: boolean;
  items: readonly ActionSheetItem[];
  onSelect: (key: string) => void;
  onClose: () => void;
  title?: string;
  multiple?: boolean;
  /** Shows a search box; the list filters by label after the spec's 300 ms debounce (§9). */
  filterable?: boolean;
  /** Called with the debounced search text; when given, filtering is left to the caller. */
  onFilter?: (query: string) => void;
  emptyText?: string;
}

/** A bottom sheet of choices: the dropdown's form on narrow screens (spec §4). */
export function ActionSheet(props: ActionSheetProps) {
  if (!props.open) return null;
  return <OpenActionSheet {...props} />;
}

function OpenActionSheet({
  items,
  onSelect,
  onClose,
  title,
  multiple = false,
  filterable = false,
  onFilter,
  emptyText,
}: ActionSheetProps) {
  const t = useWidgetText();
  const titleId = useId();
  const listId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const [zIndex] = useState(nextZIndex);
  const [query, setQuery] = useState('');
  const [appliedQuery, setAppliedQuery] = useState('');
  const [highlighted, setHighlighted] = useState(-1);
  useFocusTrap(sheetRef, true);

  const applyFilter = useDebouncedCallback((text: string) => {
    setAppliedQuery(text);
    setHighlighted(-1);
    onFilter?.(text);
  }, ACTION_SHEET_FILTER_DEBOUNCE_MS);

  const visible = useMemo(
    () => (onFilter ? [...items] : filterOptions(items, appliedQuery)),
    [items, appliedQuery, onFilter],
  );

  const choose = useCallback(
    (item: ActionSheetItem | undefined) => {
      if (!item || item.disabled) return;
      onSelect(item.key);
    },
    [onSelect],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((current) => Math.min(visible.length - 1, Math.max(0, current + step)));
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      choose(visible[highlighted]);
    }
  };

  return (
    <Portal>
      <div className="tl-action-sheet" style={{ zIndex }} data-state="open">
        <button
          type="button"
          className="tl-action-sheet__mask"
          aria-label={t('close')}
          tabIndex={-1}
          onClick={onClose}
        />
        <div
          ref={sheetRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : t('placeholder')}
          className="tl-action-sheet__panel"
          onKeyDown={onKeyDown}
        >
          {title ? (
            <div id={titleId} className="tl-action-sheet__title">
              {title}
            </div>
          ) : null}
          {filterable ? (
            <input
              className="tl-action-sheet__search"
              type="search"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
              aria-label={title ?? t('placeholder')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                applyFilter(event.target.value);
              }}
            />
          ) : null}
          {visible.length === 0 ? (
            <p className="tl-action-sheet__empty">
              {emptyText ?? (appliedQuery ? t('noMatch') : t('noData'))}
            </p>
          ) : (
            <VirtualOptionList
              id={listId}
              role="listbox"
              aria-multiselectable={multiple || undefined}
              aria-label={title ?? t('placeholder')}
              count={visible.length}
              highlighted={highlighted}
              maxHeight={320}
              renderOption={(index, style) => {
                const item = visible[index]!;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: arrow keys and Enter on the sheet choose options.
                  <div
                    key={item.key}
                    id={`${listId}-${index}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={Boolean(item.selected)}
                    aria-disabled={item.disabled || undefined}
                    data-highlighted={index === highlighted || undefined}
                    className="tl-action-sheet__item"
                    style={{ position: 'absolute', insetInlineStart: 0, width: '100%', ...style }}
                    onClick={() => choose(item)}
                  >
                    {item.label}
                  </div>
                );
              }}
            />
          )}
          <button type="button" className="tl-action-sheet__cancel" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </Portal>
  );
}
