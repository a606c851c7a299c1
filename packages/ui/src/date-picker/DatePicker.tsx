import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { useIsNarrow } from '../internal/use-media-query.ts';
import {
  isTimeSelectable,
  parseSelectableRange,
  type SelectableRange,
} from '../time-picker/selectable-range.ts';
import { TimePicker } from '../time-picker/TimePicker.tsx';
import { TimeSelect } from '../time-select/TimeSelect.tsx';
import { CalendarPanel, type CalendarType } from './CalendarPanel.tsx';
import { defaultYearRange, normaliseFirstDayOfWeek } from './constants.ts';
import { type Dayjs, dayjs } from './dayjs.ts';
import { PickerPopup } from './PickerPopup.tsx';
import { formatDate, isCompleteRangeInput, parseTypedDate } from './parse-input.ts';
import { DEFAULT_FORMATS, isMultipleType, isRangeType, type PickerType } from './picker-types.ts';
import { RangePanel, type RangeType } from './RangePanel.tsx';
import { type DisabledDate, EMPTY_RANGE, type RangeSelection } from './range.ts';
import { toWeekValue, type WeekValue } from './week.ts';

export type DatePickerValue = Date | Date[] | null;

export interface DatePickerChangeDetail {
  /** The value formatted in the picker's format; two texts for a range, one per date for multiple types. */
  text: string | string[];
  /** Week pickers also yield year, week, value (year + 'w' + week) and date (spec §3). */
  week?: WeekValue;
}

export interface DatePickerProps {
  type?: PickerType;
  value?: DatePickerValue;
  defaultValue?: DatePickerValue;
  onChange?: (value: DatePickerValue, detail: DatePickerChangeDetail) => void;
  /** Spec-style format (yyyy, MM, dd, HH, mm, ss, WW); defaults per type (spec §9). */
  format?: string;
  placeholder?: string;
  startPlaceholder?: string;
  endPlaceholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  editable?: boolean;
  disabledDate?: DisabledDate;
  /** 1-7, 7 = Sunday (spec §5, default 7). */
  firstDayOfWeek?: number;
  /** Years the panels can reach; ten either side of the current year by default (spec §9). */
  yearRange?: readonly [number, number];
  /** Time pickers: the selectable times, e.g. '09:00:00 - 18:00:00'. */
  selectableRange?: SelectableRange;
  /** time-select: first, last and step of the listed times (HH:mm). */
  start?: string;
  end?: string;
  step?: string;
  minTime?: string;
  maxTime?: string;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
}

function toList(value: DatePickerValue | undefined): Dayjs[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).map((date) => dayjs(date));
}

/** The date-picker family: all fourteen picker types of spec §9 behind one component. */
export function DatePicker(props: DatePickerProps) {
  const type = props.type ?? 'date';
  if (type === 'time' || type === 'timerange') {
    const { value, defaultValue, onChange, ...rest } = props;
    return (
      <TimePicker
        {...rest}
        isRange={type === 'timerange'}
        format={props.format ?? DEFAULT_FORMATS[type]}
        value={value}
        defaultValue={defaultValue}
        onChange={(next, text) => onChange?.(next, { text })}
      />
    );
  }
  if (type === 'time-select') {
    const { value, onChange, start, end, step, minTime, maxTime, disabled, clearable, placeholder } = props;
    const current = value instanceof Date ? formatDate(value, 'HH:mm') : undefined;
    return (
      <TimeSelect
        aria-label={props['aria-label']}
        value={current}
        start={start}
        end={end}
        step={step}
        minTime={minTime}
        maxTime={maxTime}
        disabled={disabled}
        clearable={clearable}
        placeholder={placeholder}
        onChange={(text) => {
          const [hour = 0, minute = 0] = text.split(':').map(Number);
          onChange?.(text ? dayjs().hour(hour).minute(minute).second(0).millisecond(0).toDate() : null, {
            text,
          });
        }}
      />
    );
  }
  return <CalendarPicker {...props} type={type} />;
}

function CalendarPicker(
  props: DatePickerProps & { type: Exclude<PickerType, 'time' | 'timerange' | 'time-select'> },
) {
  const {
    type,
    value: controlledValue,
    defaultValue = null,
    onChange,
    placeholder,
    disabled = false,
    clearable = true,
    editable = true,
    disabledDate,
    selectableRange,
  } = props;
  const t = useWidgetText();
  const format = props.format ?? DEFAULT_FORMATS[type];
  const firstDayOfWeek = normaliseFirstDayOfWeek(props.firstDayOfWeek);
  const yearRange = props.yearRange ?? defaultYearRange(dayjs().year());
  const timeRanges = useMemo(() => parseSelectableRange(selectableRange), [selectableRange]);
  const [uncontrolledValue, setUncontrolledValue] = useState<DatePickerValue>(defaultValue);
  const value = controlledValue !== undefined ? controlledValue : uncontrolledValue;
  const list = toList(value);
  const range = isRangeType(type);
  const multiple = isMultipleType(type);

  const [open, setOpen] = useState(false);
  // On mobile the panel is a modal dialog that takes focus, so focusing the input alone must not
  // open it: a tap (click) or ArrowDown does, and Tab can still move past the field.
  const narrow = useIsNarrow();
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [rangeTexts, setRangeTexts] = useState<[string | null, string | null]>([null, null]);
  const [selection, setSelection] = useState<RangeSelection>(EMPTY_RANGE);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  /** Typed text must parse, be enabled and lie within the reachable years (spec §5). */
  const parse = (text: string) => {
    const parsed = parseTypedDate(text, format, disabledDate);
    if (!parsed || parsed.year() < yearRange[0] || parsed.year() > yearRange[1]) return null;
    const time = { hour: parsed.hour(), minute: parsed.minute(), second: parsed.second() };
    if (format.includes('H') && !isTimeSelectable(time, timeRanges)) return null;
    return parsed;
  };

  const emit = (next: DatePickerValue, detail: DatePickerChangeDetail) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    onChange?.(next, detail);
  };

  /** Returning focus to the input must not reopen the panel through its focus handler. */
  const refocusing = useRef(false);
  const close = (returnFocus = true) => {
    setOpen(false);
    setTyped(null);
    setRangeTexts([null, null]);
    if (!returnFocus) return;
    refocusing.current = true;
    inputRef.current?.focus();
    refocusing.current = false;
  };

  const openPanel = (byKeyboard: boolean) => {
    if (disabled || open) return;
    setFocusOnOpen(byKeyboard);
    if (range)
      setSelection(list.length === 2 ? { start: list[0]!, end: list[1]!, waiting: false } : EMPTY_RANGE);
    setOpen(true);
  };

  const commitSingle = (date: Dayjs) => {
    if (type === 'week') {
      const week = toWeekValue(date);
      emit(week.date, { text: formatDate(week.date, format), week });
    } else {
      emit(date.toDate(), { text: formatDate(date, format) });
    }
  };

  const commit = (dates: Dayjs[]) => {
    if (multiple) {
      emit(
        dates.map((date) => date.toDate()),
        { text: dates.map((date) => formatDate(date, format)) },
      );
    } else if (dates[0]) {
      commitSingle(dates[0]);
    }
    close();
  };

  const clear = () => {
    emit(multiple || range ? [] : null, { text: multiple || range ? [] : '' });
    setSelection(EMPTY_RANGE);
    close();
  };

  const displayText = multiple
    ? list.map((date) => formatDate(date, format)).join(', ')
    : list[0]
      ? formatDate(list[0], format)
      : '';

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) setFocusOnOpen(true);
      openPanel(true);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (typed !== null) applyTyped(typed);
    } else if (event.key === 'Tab' && open) {
      close(false);
    }
  };

  const applyTyped = (text: string) => {
    const parsed = parse(text);
    if (parsed) {
      commitSingle(parsed);
      close();
    } else {
      setTyped(null);
    }
  };

  const onRangeText = (index: 0 | 1, text: string) => {
    const next: [string | null, string | null] = [...rangeTexts];
    next[index] = text;
    setRangeTexts(next);
    openPanel(false);
    if (!isCompleteRangeInput(text, format)) return;
    const parsed = parse(text);
    if (!parsed) return;
    const base = open
      ? selection
      : list.length === 2
        ? { start: list[0]!, end: list[1]!, waiting: false }
        : EMPTY_RANGE;
    const start = index === 0 ? parsed : base.start;
    const end = index === 1 ? parsed : base.waiting ? null : base.end;
    setSelection({ start, end, waiting: Boolean(start && !end) });
  };

  const selectionText = (date: Dayjs | null) => (date ? formatDate(date, format) : '');
  const label = props['aria-label'] ?? placeholder ?? t('selectDate');
  const hasValue = list.length > 0;
  const popupId = useId();

  const input = (inputProps: { index?: 0 | 1; value: string; ariaLabel: string; placeholder: string }) => (
    <input
      ref={inputProps.index === 1 ? undefined : inputRef}
      id={inputProps.index === 1 ? undefined : props.id}
      name={inputProps.index === 1 ? undefined : props.name}
      className="tl-date-picker__input"
      aria-label={inputProps.ariaLabel}
      role="combobox"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? popupId : undefined}
      autoComplete="off"
      disabled={disabled}
      readOnly={!editable || multiple}
      placeholder={inputProps.placeholder}
      value={inputProps.value}
      onClick={() => openPanel(false)}
      onFocus={() => {
        if (!refocusing.current && !narrow) openPanel(false);
      }}
      onKeyDown={onInputKeyDown}
      onChange={(event) => {
        if (inputProps.index === undefined) {
          setTyped(event.target.value);
          openPanel(false);
        } else onRangeText(inputProps.index, event.target.value);
      }}
      onBlur={(event) => {
        if (inputProps.index !== undefined || typed === null) return;
        const next = event.relatedTarget as Node | null;
        if (next && anchorRef.current?.contains(next)) return;
        applyTyped(typed);
      }}
    />
  );

  return (
    <div
      ref={anchorRef}
      className={['tl-date-picker', props.className].filter(Boolean).join(' ')}
      data-type={type}
      data-state={open ? 'open' : 'closed'}
      data-disabled={disabled || undefined}
    >
      {range ? (
        <>
          {input({
            index: 0,
            value: rangeTexts[0] ?? (open ? selectionText(selection.start) : selectionText(list[0] ?? null)),
            ariaLabel: props.startPlaceholder ?? t('startDate'),
            placeholder: props.startPlaceholder ?? t('startDate'),
          })}
          <span className="tl-date-picker__separator" aria-hidden="true">
            -
          </span>
          {input({
            index: 1,
            value:
              rangeTexts[1] ??
              (open
                ? selectionText(selection.waiting ? null : selection.end)
                : selectionText(list[1] ?? null)),
            ariaLabel: props.endPlaceholder ?? t('endDate'),
            placeholder: props.endPlaceholder ?? t('endDate'),
          })}
        </>
      ) : (
        input({
          value: typed ?? displayText,
          ariaLabel: label,
          placeholder: placeholder ?? t('selectDate'),
        })
      )}
      {clearable && hasValue && !disabled ? (
        <button
          type="button"
          tabIndex={-1}
          className="tl-date-picker__clear"
          aria-label={t('clear')}
          onClick={clear}
        >
          ×
        </button>
      ) : null}
      <PickerPopup open={open} anchor={anchorRef.current} label={label} id={popupId} onClose={() => close()}>
        {range ? (
          <RangePanel
            key={focusOnOpen ? 'keyboard' : 'pointer'}
            type={type as RangeType}
            selection={selection}
            onSelectionChange={(next) => {
              setRangeTexts([null, null]);
              setSelection(next);
            }}
            firstDayOfWeek={firstDayOfWeek}
            disabledDate={disabledDate}
            yearRange={yearRange}
            timeRanges={timeRanges}
            focusOnOpen={focusOnOpen}
            onConfirm={(start, end) => {
              emit([start.toDate(), end.toDate()], {
                text: [formatDate(start, format), formatDate(end, format)],
              });
              close();
            }}
            onClear={clear}
          />
        ) : (
          <CalendarPanel
            key={focusOnOpen ? 'keyboard' : 'pointer'}
            type={type as CalendarType}
            value={list}
            firstDayOfWeek={firstDayOfWeek}
            disabledDate={disabledDate}
            yearRange={yearRange}
            timeRanges={timeRanges}
            focusOnOpen={focusOnOpen}
            onCommit={commit}
            onClear={clear}
          />
        )}
      </PickerPopup>
    </div>
  );
}
