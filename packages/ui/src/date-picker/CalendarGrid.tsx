import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { Dayjs } from './dayjs.ts';

export interface GridCell {
  date: Dayjs;
  text: string;
  /** Accessible name, e.g. the full date. */
  label: string;
  selected: boolean;
  disabled: boolean;
  inRange?: boolean;
  rangeEdge?: 'start' | 'end' | 'both';
  outside?: boolean;
  current?: boolean;
}

export interface CalendarGridProps {
  label: string;
  rows: GridCell[][];
  unit: 'day' | 'month' | 'year';
  columnHeaders?: ReadonlyArray<{ text: string; label: string }>;
  /** Row headers, e.g. ISO week numbers in the week picker. */
  rowHeaders?: readonly string[];
  rowHeaderLabel?: string;
  focused: Dayjs;
  /** Move DOM focus to the focused cell when it changes (keyboard use inside the grid). */
  takeFocus: boolean;
  move: (from: Dayjs, key: string) => Dayjs | null;
  onFocusChange: (date: Dayjs) => void;
  onPick: (date: Dayjs) => void;
  onHover?: (date: Dayjs) => void;
  multiselectable?: boolean;
  className?: string;
}

function cellKey(date: Dayjs, unit: CalendarGridProps['unit']): string {
  return date.format(unit === 'day' ? 'YYYY-MM-DD' : unit === 'month' ? 'YYYY-MM' : 'YYYY');
}

/** An ARIA grid of dates, months or years with a roving tab stop (WAI-ARIA APG date grid). */
export function CalendarGrid({
  label,
  rows,
  unit,
  columnHeaders,
  rowHeaders,
  rowHeaderLabel,
  focused,
  takeFocus,
  move,
  onFocusChange,
  onPick,
  onHover,
  multiselectable,
  className,
}: CalendarGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const focusKey = cellKey(focused, unit);
  const hasFocusCell = rows.some((row) => row.some((cell) => cellKey(cell.date, unit) === focusKey));
  const fallbackKey = hasFocusCell
    ? focusKey
    : rows[0]?.find((cell) => !cell.outside && !cell.disabled)?.date;
  const tabStopKey =
    typeof fallbackKey === 'string' ? fallbackKey : fallbackKey ? cellKey(fallbackKey, unit) : '';

  useEffect(() => {
    if (!takeFocus) return;
    const cell = tableRef.current?.querySelector<HTMLElement>(`[data-key="${focusKey}"]`);
    if (cell && document.activeElement !== cell) cell.focus();
  }, [focusKey, takeFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, cell: GridCell) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!cell.disabled) onPick(cell.date);
      return;
    }
    const next = move(cell.date, event.key);
    if (next === null) {
      if (event.key.startsWith('Arrow') || event.key.startsWith('Page')) event.preventDefault();
      return;
    }
    event.preventDefault();
    onFocusChange(next);
  };

  return (
    <table
      ref={tableRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA APG date grid is a table with role grid.
      role="grid"
      aria-label={label}
      aria-multiselectable={multiselectable || undefined}
      className={['tl-calendar-grid', className].filter(Boolean).join(' ')}
      data-unit={unit}
    >
      {columnHeaders ? (
        <thead>
          <tr>
            {rowHeaders ? (
              <th scope="col" className="tl-calendar-grid__week-header">
                {rowHeaderLabel}
              </th>
            ) : null}
            {columnHeaders.map((header) => (
              <th key={header.label} scope="col" aria-label={header.label}>
                {header.text}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={row[0] ? cellKey(row[0].date, unit) : rowIndex}>
            {rowHeaders ? (
              <th scope="row" className="tl-calendar-grid__week">
                {rowHeaders[rowIndex]}
              </th>
            ) : null}
            {row.map((cell) => {
              const key = cellKey(cell.date, unit);
              return (
                <td
                  key={key}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: APG grid cells are td elements with role gridcell.
                  role="gridcell"
                  data-key={key}
                  tabIndex={key === tabStopKey ? 0 : -1}
                  aria-label={cell.label}
                  aria-selected={cell.selected}
                  aria-disabled={cell.disabled || undefined}
                  aria-current={cell.current ? 'date' : undefined}
                  data-outside={cell.outside || undefined}
                  data-in-range={cell.inRange || undefined}
                  data-range-edge={cell.rangeEdge}
                  className="tl-calendar-grid__cell"
                  onClick={() => {
                    if (!cell.disabled) onPick(cell.date);
                  }}
                  onKeyDown={(event) => onKeyDown(event, cell)}
                  onFocus={() => {
                    if (key !== focusKey) onFocusChange(cell.date);
                  }}
                  onMouseEnter={onHover ? () => onHover(cell.date) : undefined}
                >
                  <span className="tl-calendar-grid__text">{cell.text}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
