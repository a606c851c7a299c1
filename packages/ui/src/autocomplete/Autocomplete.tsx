import { useEffect, useId, useRef, useState } from 'react';
import { ActionSheet } from '../action-sheet/ActionSheet.tsx';
import { useWidgetText } from '../i18n/index.ts';
import { Portal } from '../internal/portal.tsx';
import { useAnchoredMenu } from '../internal/use-anchored-menu.ts';
import { useIsNarrow } from '../internal/use-media-query.ts';
import { nextZIndex } from '../internal/z-index.ts';
import type { SuggestionStatus } from './autocomplete-state.ts';
import { type AutocompleteItem, type UseAutocompleteOptions, useAutocomplete } from './use-autocomplete.ts';

export interface AutocompleteProps<T extends AutocompleteItem> extends UseAutocompleteOptions<T> {
  'aria-label': string;
  placeholder?: string;
  /** Below 768 px the suggestions open in a bottom action sheet (§9 mobile layout); on by default. */
  responsive?: boolean;
  /** Shown when the suggestions could not be fetched; the widget's "no data" text otherwise. */
  errorText?: string;
  className?: string;
  id?: string;
}

function statusText(
  status: SuggestionStatus,
  count: number,
  t: ReturnType<typeof useWidgetText>,
  errorText?: string,
) {
  if (status === 'loading') return t('loading');
  if (status === 'error') return errorText ?? t('noData');
  if (status === 'ready' && count === 0) return t('noMatch');
  return null;
}

/**
 * A text box with remote suggestions (§9 "Autocomplete … debounce 300 ms"): the WAI-ARIA combobox
 * with list autocomplete. Typing shows the list in its loading state, asks `fetchSuggestions` once
 * the typing pauses for 300 ms, then lists the answer or says nothing matches; arrows, Home, End,
 * Enter and Escape work as the APG pattern describes, and the list's options are pickable with the
 * pointer. Under 768 px a button opens the same search in an action sheet.
 */
export function Autocomplete<T extends AutocompleteItem>(props: AutocompleteProps<T>) {
  const { placeholder, responsive = true, errorText, className, id } = props;
  const t = useWidgetText();
  const auto = useAutocomplete(props);
  const { state } = auto;
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLElement | null>(null);
  const narrow = useIsNarrow();
  const asSheet = responsive && narrow;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [zIndex, setZIndex] = useState(0);
  const menuOpen = state.open && !asSheet;

  useEffect(() => {
    if (menuOpen) setZIndex(nextZIndex());
  }, [menuOpen]);

  const { close } = auto;
  const { refs, floatingStyles } = useAnchoredMenu(menuOpen, [rootRef, menuRef], close);

  const items = state.status === 'ready' ? state.items : [];
  const message = statusText(state.status, items.length, t, errorText);
  const label = props['aria-label'];

  if (asSheet) {
    return (
      <div ref={rootRef} className={['tl-autocomplete', className].filter(Boolean).join(' ')}>
        <button
          type="button"
          id={inputId}
          className="tl-autocomplete__trigger"
          aria-haspopup="dialog"
          aria-label={label}
          data-empty={auto.text === '' || undefined}
          onClick={() => setSheetOpen(true)}
        >
          {auto.text || placeholder || label}
        </button>
        <ActionSheet
          open={sheetOpen}
          title={label}
          filterable
          onFilter={(text) => auto.setText(text, { debounced: false })}
          items={items.map((item) => ({ key: item.key, label: item.label }))}
          emptyText={message ?? t('noData')}
          onSelect={(key) => {
            const item = items.find((candidate) => candidate.key === key);
            setSheetOpen(false);
            if (item) auto.select(item);
          }}
          onClose={() => setSheetOpen(false)}
        />
      </div>
    );
  }

  return (
    <div
      ref={(node) => {
        rootRef.current = node;
        refs.setReference(node);
      }}
      className={['tl-autocomplete', className].filter(Boolean).join(' ')}
      data-state={menuOpen ? 'open' : 'closed'}
    >
      <input
        ref={inputRef}
        id={inputId}
        className="tl-autocomplete__input"
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={menuOpen}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={
          menuOpen && state.highlighted >= 0 ? `${listboxId}-${state.highlighted}` : undefined
        }
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={auto.text}
        onChange={(event) => auto.setText(event.target.value)}
        onKeyDown={auto.onKeyDown}
        onBlur={() => {
          // A pick in the list keeps the focus here (mousedown is prevented there).
          if (!menuRef.current?.contains(document.activeElement)) close();
        }}
      />
      {menuOpen ? (
        <Portal>
          {/* A labelled section: the list is portalled to the end of the body, outside the page's landmarks. */}
          <section
            ref={(node) => {
              menuRef.current = node;
              refs.setFloating(node);
            }}
            aria-label={label}
            className="tl-select__menu tl-autocomplete__menu"
            data-state="open"
            style={{ ...floatingStyles, zIndex }}
            onMouseDown={(event) => event.preventDefault()}
          >
            {message ? (
              <p className="tl-autocomplete__status" role="status" data-status={state.status}>
                {message}
              </p>
            ) : null}
            <div id={listboxId} role="listbox" aria-label={label} className="tl-autocomplete__list">
              {items.map((item, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant).
                <div
                  key={item.key}
                  id={`${listboxId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === state.highlighted}
                  data-highlighted={index === state.highlighted || undefined}
                  className="tl-autocomplete__option"
                  onClick={() => auto.select(item)}
                >
                  <span className="tl-autocomplete__label">{item.label}</span>
                  {item.description ? (
                    <span className="tl-autocomplete__description">{item.description}</span>
                  ) : null}
                </div>
              ))}
            </div>
          </section>
        </Portal>
      ) : null}
    </div>
  );
}
