import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ActionSheet } from '../action-sheet/ActionSheet.tsx';
import { useWidgetText } from '../i18n/index.ts';
import { Portal } from '../internal/portal.tsx';
import { useAnchoredMenu } from '../internal/use-anchored-menu.ts';
import { useIsNarrow } from '../internal/use-media-query.ts';
import { nextZIndex } from '../internal/z-index.ts';
import { multipleSearchWidth, SELECT_HEIGHTS, SELECT_ICON_SIZES, type SelectSize } from './constants.ts';
import { type SelectOption, valueIdentity } from './options.ts';
import { showsClearIcon } from './select-value.ts';
import { type UseSelectOptions, useSelect } from './use-select.ts';
import { VirtualOptionList } from './virtual-option-list.tsx';

export interface SelectProps<V> extends UseSelectOptions<V> {
  clearable?: boolean;
  collapseTags?: boolean;
  size?: SelectSize;
  placeholder?: string;
  /** Under 768 px the menu becomes a bottom action sheet (spec §4); on by default. */
  responsive?: boolean;
  loading?: boolean;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

function labelFor<V>(options: readonly SelectOption<V>[], item: unknown, valueKey?: string): string {
  const key = valueIdentity(item, valueKey);
  const match = options.find((option) => valueIdentity(option.value, valueKey) === key);
  return match ? match.label : String(key);
}

/** Spec §3 dropdown control: an ARIA combobox with a (virtualised) listbox. */
export function Select<V>(props: SelectProps<V>) {
  const {
    clearable = false,
    collapseTags = false,
    size = 'standard',
    placeholder,
    responsive = true,
    loading = false,
    multiple = false,
    disabled = false,
    valueKey,
    options,
    id,
    name,
    className,
  } = props;
  const t = useWidgetText();
  const select = useSelect(props);
  const { state, selected, visibleOptions } = select;
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const menuRef = useRef<HTMLElement | null>(null);
  const narrow = useIsNarrow();
  const asSheet = responsive && narrow;
  const [zIndex, setZIndex] = useState(0);

  const open = (next: boolean) => {
    if (next && !state.open) setZIndex(nextZIndex());
    select.setOpen(next);
  };

  const menuOpen = state.open && !asSheet;
  const { setOpen } = select;
  const closeMenu = useCallback(() => setOpen(false), [setOpen]);
  const { refs, floatingStyles } = useAnchoredMenu(menuOpen, [rootRef, menuRef], closeMenu);

  // Native enter/leave events: React emulates them from out/over events, which misfire when the
  // pointer moves onto a child that is itself swapped in on hover (the clear icon).
  const { setHovering } = select;
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const enter = () => setHovering(true);
    const leave = () => setHovering(false);
    root.addEventListener('pointerenter', enter);
    root.addEventListener('pointerleave', leave);
    return () => {
      root.removeEventListener('pointerenter', enter);
      root.removeEventListener('pointerleave', leave);
    };
  }, [setHovering]);

  const isInside = () => {
    const active = document.activeElement;
    return Boolean(active && (rootRef.current?.contains(active) || menuRef.current?.contains(active)));
  };

  const selectedLabel = !multiple && selected.length > 0 ? labelFor(options, selected[0], valueKey) : '';
  const showClear = showsClearIcon({
    clearable,
    disabled,
    hovering: select.hovering,
    hasValue: selected.length > 0,
  });
  const shownPlaceholder =
    multiple && selected.length > 0
      ? ''
      : state.open && select.searchable && selectedLabel
        ? selectedLabel
        : (placeholder ?? t('placeholder'));
  const inputValue = multiple || (state.open && select.searchable) ? state.query : selectedLabel;
  const visibleTags = collapseTags ? selected.slice(0, 1) : selected;
  const highlightedId = state.highlighted >= 0 ? `${listboxId}-${state.highlighted}` : undefined;
  const iconSize = SELECT_ICON_SIZES[size];
  const inputStyle: CSSProperties | undefined =
    multiple && select.searchable
      ? { width: multipleSearchWidth(state.query.length, collapseTags) }
      : undefined;

  const emptyText = loading
    ? t('loading')
    : visibleOptions.length === 0
      ? state.query && options.length > 0
        ? t('noMatch')
        : t('noData')
      : null;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input inside carries the keyboard interaction.
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the control's padding or tags forwards to the combobox.
    <div
      ref={(node) => {
        rootRef.current = node;
        refs.setReference(node);
      }}
      className={['tl-select', className].filter(Boolean).join(' ')}
      data-size={size}
      data-state={state.open ? 'open' : 'closed'}
      data-disabled={disabled || undefined}
      data-multiple={multiple || undefined}
      style={{ minHeight: SELECT_HEIGHTS[size] }}
      onClick={(event) => {
        // Portalled menu and sheet clicks bubble here through React; only the control's own area counts.
        const target = event.target as Element;
        if (disabled || target === inputRef.current || !rootRef.current?.contains(target)) return;
        if (target.closest('button')) return;
        inputRef.current?.focus();
        if (!state.open) setZIndex(nextZIndex());
        select.onClick();
      }}
    >
      {multiple && selected.length > 0 ? (
        <span className="tl-select__tags">
          {visibleTags.map((item, index) => {
            const label = labelFor(options, item, valueKey);
            const marked = state.lastTagMarked && index === selected.length - 1;
            return (
              <span
                key={String(valueIdentity(item, valueKey))}
                className="tl-select__tag"
                data-tag=""
                data-marked={marked || undefined}
              >
                <span className="tl-select__tag-text">{label}</span>
                {disabled ? null : (
                  <button
                    type="button"
                    tabIndex={-1}
                    className="tl-select__tag-remove"
                    aria-label={`${t('close')} ${label}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => select.removeTag(item)}
                  >
                    ×
                  </button>
                )}
              </span>
            );
          })}
          {collapseTags && selected.length > 1 ? (
            <span className="tl-select__tag" data-tag="" data-collapsed="">
              +{selected.length - 1}
            </span>
          ) : null}
        </span>
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        className="tl-select__input"
        role="combobox"
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-expanded={state.open}
        aria-controls={listboxId}
        aria-haspopup="listbox"
        aria-autocomplete={select.searchable ? 'list' : 'none'}
        aria-activedescendant={state.open && !asSheet ? highlightedId : undefined}
        autoComplete="off"
        readOnly={!select.searchable || asSheet}
        disabled={disabled}
        placeholder={shownPlaceholder}
        value={inputValue}
        style={inputStyle}
        onChange={(event) => select.setQuery(event.target.value)}
        onKeyDown={select.onKeyDown}
        onFocus={() => {
          if (!state.open && (select.searchable || props.automaticDropdown)) setZIndex(nextZIndex());
          select.onFocus();
        }}
        onBlur={() => {
          if (!asSheet) select.onBlur(isInside);
        }}
        onClick={() => {
          if (!state.open) setZIndex(nextZIndex());
          select.onClick();
        }}
      />
      {showClear ? (
        <button
          type="button"
          tabIndex={-1}
          className="tl-select__clear"
          aria-label={t('clear')}
          style={{ fontSize: iconSize }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={select.clear}
        >
          ×
        </button>
      ) : (
        <span
          className="tl-select__arrow"
          aria-hidden="true"
          style={{ fontSize: iconSize }}
          data-icon-size={iconSize}
        >
          ▾
        </span>
      )}
      {state.open && !asSheet ? (
        <Portal>
          {/* A labelled section (a region landmark): the menu is portalled to the end of the body, outside the page's landmarks. */}
          <section
            ref={(node) => {
              menuRef.current = node;
              refs.setFloating(node);
            }}
            aria-label={props['aria-label'] ?? placeholder ?? t('placeholder')}
            className="tl-select__menu"
            data-state="open"
            style={{ ...floatingStyles, zIndex }}
            onMouseDown={(event) => event.preventDefault()}
          >
            {emptyText ? (
              <p className="tl-select__empty" role="status">
                {emptyText}
              </p>
            ) : null}
            <VirtualOptionList
              id={listboxId}
              role="listbox"
              aria-label={props['aria-label'] ?? placeholder ?? t('placeholder')}
              aria-multiselectable={multiple || undefined}
              count={loading ? 0 : visibleOptions.length}
              highlighted={state.highlighted}
              onMouseLeave={select.onListPointerLeave}
              renderOption={(index, style) => {
                const option = visibleOptions[index]!;
                const unavailable = select.isUnavailable(index);
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant).
                  <div
                    key={`${String(valueIdentity(option.value, valueKey))}${option.created ? '-new' : ''}`}
                    id={`${listboxId}-${index}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={select.isSelected(option)}
                    aria-disabled={unavailable || undefined}
                    data-highlighted={index === state.highlighted || undefined}
                    data-created={option.created || undefined}
                    className="tl-select__option"
                    style={{ position: 'absolute', insetInlineStart: 0, width: '100%', ...style }}
                    onMouseEnter={() => select.onOptionHover(index)}
                    onClick={() => select.choose(index)}
                  >
                    {option.label}
                  </div>
                );
              }}
            />
          </section>
        </Portal>
      ) : null}
      {state.open && asSheet ? (
        <ActionSheet
          open
          title={placeholder ?? t('placeholder')}
          multiple={multiple}
          filterable={select.searchable}
          onFilter={props.remote ? props.remoteMethod : undefined}
          items={visibleOptions.map((option, index) => ({
            key: String(index),
            label: option.label,
            selected: select.isSelected(option),
            disabled: select.isUnavailable(index),
          }))}
          onSelect={(key) => {
            const index = Number(key);
            // A single pick closes the sheet; focus goes home first, while the select still counts as
            // open, so the sheet's focus return cannot reopen a filterable select through its focus handler.
            if (!multiple && !select.isUnavailable(index)) inputRef.current?.focus();
            select.choose(index);
          }}
          onClose={() => {
            open(false);
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
