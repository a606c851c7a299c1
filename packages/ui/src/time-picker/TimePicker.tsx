import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { type Dayjs, dayjs } from '../date-picker/dayjs.ts';
import { PickerPopup } from '../date-picker/PickerPopup.tsx';
import { formatDate, isCompleteRangeInput, parseInFormat } from '../date-picker/parse-input.ts';
import { useWidgetText } from '../i18n/index.ts';
import { isTimeSelectable, parseSelectableRange, type SelectableRange } from './selectable-range.ts';
import { TimePanel } from './TimePanel.tsx';
import { MIDNIGHT, secondsOfDay, type TimeOfDay } from './time-units.ts';

export type TimePickerValue = Date | Date[] | null;

export interface TimePickerProps {
  value?: TimePickerValue;
  defaultValue?: TimePickerValue;
  onChange?: (value: TimePickerValue, text: string | string[]) => void;
  isRange?: boolean;
  /** Spec-style format; HH:mm:ss by default (spec §9). */
  format?: string;
  selectableRange?: SelectableRange;
  placeholder?: string;
  startPlaceholder?: string;
  endPlaceholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  editable?: boolean;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
}

const timeOf = (date: Dayjs): TimeOfDay => ({
  hour: date.hour(),
  minute: date.minute(),
  second: date.second(),
});
const onDay = (day: Dayjs, time: TimeOfDay) =>
  day.hour(time.hour).minute(time.minute).second(time.second).millisecond(0);

function toList(value: TimePickerValue | undefined): Dayjs[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).map((date) => dayjs(date));
}

/** Hours, minutes and seconds spinners (spec §9), single or as a range with a confirm step. */
export function TimePicker({
  value: controlledValue,
  defaultValue = null,
  onChange,
  isRange = false,
  format = 'HH:mm:ss',
  selectableRange,
  placeholder,
  startPlaceholder,
  endPlaceholder,
  disabled = false,
  clearable = true,
  editable = true,
  id,
  name,
  className,
  'aria-label': ariaLabel,
}: TimePickerProps) {
  const t = useWidgetText();
  const ranges = useMemo(() => parseSelectableRange(selectableRange), [selectableRange]);
  const [uncontrolledValue, setUncontrolledValue] = useState<TimePickerValue>(defaultValue);
  const value = controlledValue !== undefined ? controlledValue : uncontrolledValue;
  const list = toList(value);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<TimeOfDay[]>([]);
  const [texts, setTexts] = useState<[string | null, string | null]>([null, null]);
  /** Slots whose pending time should show in the input: set at open from the value, or by the spinners. */
  const [shownSlots, setShownSlots] = useState<boolean[]>([]);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const day = (list[0] ?? dayjs()).startOf('day');
  const showSeconds = format.includes('ss');
  const count = isRange ? 2 : 1;

  const emit = (times: TimeOfDay[]) => {
    const dates = times.map((time) => onDay(day, time));
    const next = isRange ? dates.map((date) => date.toDate()) : (dates[0]?.toDate() ?? null);
    if (controlledValue === undefined) setUncontrolledValue(next);
    const text = dates.map((date) => formatDate(date, format));
    onChange?.(next, isRange ? text : (text[0] ?? ''));
  };

  const openPanel = () => {
    if (disabled || open) return;
    const current = list.map(timeOf);
    setPending(Array.from({ length: count }, (_, index) => current[index] ?? MIDNIGHT));
    setShownSlots(Array.from({ length: count }, (_, index) => current[index] !== undefined));
    setOpen(true);
  };
  /** Returning focus to the input must not reopen the panel through its focus handler. */
  const refocusing = useRef(false);
  const close = () => {
    setOpen(false);
    setTexts([null, null]);
    refocusing.current = true;
    inputRef.current?.focus();
    refocusing.current = false;
  };

  /** Spec §5: typed times count only when they parse and lie in the selectable ranges. */
  const parse = (text: string): TimeOfDay | null => {
    const parsed = parseInFormat(text.trim(), format);
    if (!parsed) return null;
    const time = timeOf(parsed);
    return isTimeSelectable(time, ranges) ? time : null;
  };

  const allSelectable = pending.length === count && pending.every((time) => isTimeSelectable(time, ranges));
  const ordered =
    !isRange || (pending[0] && pending[1] && secondsOfDay(pending[0]) <= secondsOfDay(pending[1]));
  const valid = allSelectable && Boolean(ordered);

  const onText = (index: 0 | 1, text: string) => {
    const next: [string | null, string | null] = [...texts];
    next[index] = text;
    setTexts(next);
    openPanel();
    if (isRange && !isCompleteRangeInput(text, format)) return;
    const time = parse(text);
    if (!time) return;
    setPending((current) => {
      const base = current.length === count ? [...current] : Array.from({ length: count }, () => time);
      base[index] = time;
      return base;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (valid) {
        emit(pending);
        close();
      }
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      openPanel();
    } else if (event.key === 'Tab' && open) {
      setOpen(false);
      setTexts([null, null]);
    }
  };

  const shown = (index: 0 | 1) => {
    if (texts[index] !== null) return texts[index];
    const time = open ? (shownSlots[index] ? pending[index] : undefined) : list[index] && timeOf(list[index]);
    return time ? formatDate(onDay(day, time), format) : '';
  };
  const label = ariaLabel ?? placeholder ?? t('selectTime');

  const input = (index: 0 | 1, inputLabel: string) => (
    <input
      ref={index === 0 ? inputRef : undefined}
      id={index === 0 ? id : undefined}
      name={index === 0 ? name : undefined}
      className="tl-date-picker__input"
      aria-label={inputLabel}
      role="combobox"
      aria-haspopup="dialog"
      aria-expanded={open}
      autoComplete="off"
      disabled={disabled}
      readOnly={!editable}
      placeholder={inputLabel}
      value={shown(index)}
      onClick={openPanel}
      onFocus={() => {
        if (!refocusing.current) openPanel();
      }}
      onKeyDown={onKeyDown}
      onChange={(event) => onText(index, event.target.value)}
    />
  );

  return (
    <div
      ref={anchorRef}
      className={['tl-date-picker', 'tl-time-picker', className].filter(Boolean).join(' ')}
      data-type={isRange ? 'timerange' : 'time'}
      data-state={open ? 'open' : 'closed'}
    >
      {isRange ? (
        <>
          {input(0, startPlaceholder ?? t('startTime'))}
          <span className="tl-date-picker__separator" aria-hidden="true">
            -
          </span>
          {input(1, endPlaceholder ?? t('endTime'))}
        </>
      ) : (
        input(0, label)
      )}
      {clearable && list.length > 0 && !disabled ? (
        <button
          type="button"
          tabIndex={-1}
          className="tl-date-picker__clear"
          aria-label={t('clear')}
          onClick={() => {
            if (controlledValue === undefined) setUncontrolledValue(isRange ? [] : null);
            onChange?.(isRange ? [] : null, isRange ? [] : '');
          }}
        >
          ×
        </button>
      ) : null}
      <PickerPopup open={open} anchor={anchorRef.current} label={label} onClose={close}>
        <div className="tl-time-picker__panels">
          {pending.map((time, index) => (
            <TimePanel
              // biome-ignore lint/suspicious/noArrayIndexKey: the panels are the fixed start and end slots.
              key={index}
              label={isRange ? (index === 0 ? t('startTime') : t('endTime')) : t('selectTime')}
              value={time}
              ranges={ranges}
              showSeconds={showSeconds}
              onChange={(next) => {
                setTexts([null, null]);
                setShownSlots((current) =>
                  Array.from(
                    { length: count },
                    (_, position) => Boolean(current[position]) || position === index,
                  ),
                );
                setPending((current) => current.map((item, position) => (position === index ? next : item)));
              }}
            />
          ))}
        </div>
        <div className="tl-picker-footer">
          <button type="button" className="tl-picker-footer__text" onClick={close}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="tl-picker-footer__confirm"
            disabled={!valid}
            onClick={() => {
              emit(pending);
              close();
            }}
          >
            {t('confirm')}
          </button>
        </div>
      </PickerPopup>
    </div>
  );
}
