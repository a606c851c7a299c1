import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { pad2 } from './time-units.ts';

export interface TimeColumnProps {
  label: string;
  values: readonly number[];
  selected: number;
  isDisabled: (value: number) => boolean;
  onSelect: (value: number) => void;
}

/** One spinner column (hours, minutes or seconds) as a single-select listbox. */
export function TimeColumn({ label, values, selected, isDisabled, onSelect }: TimeColumnProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const option = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    option?.scrollIntoView?.({ block: 'center' });
  }, []);

  const step = (direction: 1 | -1) => {
    const start = values.indexOf(selected);
    for (let offset = 1; offset <= values.length; offset += 1) {
      const candidate = values[(start + direction * offset + values.length * offset) % values.length]!;
      if (!isDisabled(candidate)) {
        onSelect(candidate);
        return;
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      step(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <div
      ref={listRef}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={`${id}-${selected}`}
      className="tl-time-column"
      onKeyDown={onKeyDown}
    >
      {values.map((value) => {
        const disabled = isDisabled(value);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles arrow keys (aria-activedescendant).
          <div
            key={value}
            id={`${id}-${value}`}
            role="option"
            tabIndex={-1}
            aria-selected={value === selected}
            aria-disabled={disabled || undefined}
            className="tl-time-column__option"
            onClick={() => {
              if (!disabled) onSelect(value);
            }}
          >
            {pad2(value)}
          </div>
        );
      })}
    </div>
  );
}
