import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useWidgetLocale } from '../i18n/index.ts';
import { firstEnabledTab, lastEnabledTab, stepEnabledTab } from './tab-navigation.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list when no visible heading does. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** `automatic`: arrow keys select as they move focus; `manual`: Enter or Space selects. */
  activation?: 'automatic' | 'manual';
}

/** WAI-ARIA APG tabs: a roving tab stop, arrows (mirrored in right-to-left), Home and End. */
export function Tabs({
  items,
  value: controlledValue,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  ...labelling
}: TabsProps) {
  const baseId = useId();
  const { dir } = useWidgetLocale();
  const [uncontrolledValue, setUncontrolledValue] = useState(
    defaultValue ?? items[firstEnabledTab(items)]?.value,
  );
  const selected = controlledValue ?? uncontrolledValue;
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === selected),
  );
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    setUncontrolledValue(item.value);
    if (item.value !== selected) onValueChange?.(item.value);
  };
  const moveTo = (index: number) => {
    setFocusedIndex(index);
    tabRefs.current[index]?.focus();
    if (activation === 'automatic') select(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = focusedIndex ?? selectedIndex;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? stepEnabledTab(items, from, 1)
        : event.key === backward
          ? stepEnabledTab(items, from, -1)
          : event.key === 'Home'
            ? firstEnabledTab(items)
            : event.key === 'End'
              ? lastEnabledTab(items)
              : null;
    if (target !== null) {
      event.preventDefault();
      moveTo(target);
    } else if (activation === 'manual' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      select(from);
    }
  };

  return (
    <div className="tl-tabs" dir={dir}>
      <div role="tablist" className="tl-tabs__list" onKeyDown={onKeyDown} {...labelling}>
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              className="tl-tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              aria-disabled={item.disabled || undefined}
              data-state={isSelected ? 'active' : 'inactive'}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onFocus={() => setFocusedIndex(index)}
              onBlur={() => setFocusedIndex(null)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) =>
        index === selectedIndex ? (
          <div
            key={item.value}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            className="tl-tabs__panel"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA APG tabs make the panel a tab stop so its content is reachable
            tabIndex={0}
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
