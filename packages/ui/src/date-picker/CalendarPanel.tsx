import { useState } from 'react';
import { useWidgetLocale, useWidgetText } from '../i18n/index.ts';
import type { parseSelectableRange } from '../time-picker/selectable-range.ts';
import { TimePanel } from '../time-picker/TimePanel.tsx';
import { MIDNIGHT, type TimeOfDay } from '../time-picker/time-units.ts';
import { YEAR_BLOCK_SIZE } from './constants.ts';
import { DayGrid } from './DayGrid.tsx';
import { yearBlockStart } from './date-grid.ts';
import { type Dayjs, dayjs } from './dayjs.ts';
import { monthName } from './intl-names.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { NavButton, PanelHeader } from './PanelHeader.tsx';
import { initialPanel, type PanelKind } from './picker-types.ts';
import type { DisabledDate } from './range.ts';
import { isSameWeek } from './week.ts';
import { YearGrid } from './YearGrid.tsx';

export type CalendarType = 'date' | 'datetime' | 'week' | 'month' | 'year' | 'dates' | 'months' | 'years';

export interface CalendarPanelProps {
  type: CalendarType;
  value: readonly Dayjs[];
  firstDayOfWeek: number;
  disabledDate?: DisabledDate;
  yearRange: readonly [number, number];
  timeRanges: ReturnType<typeof parseSelectableRange>;
  /** Put keyboard focus into the grid when the panel opens (opened from the keyboard). */
  focusOnOpen: boolean;
  onCommit: (dates: Dayjs[]) => void;
  onClear: () => void;
}

const UNIT_OF_PANEL: Readonly<Record<PanelKind, 'day' | 'month' | 'year'>> = {
  date: 'day',
  month: 'month',
  year: 'year',
};

function timeOf(date: Dayjs): TimeOfDay {
  return { hour: date.hour(), minute: date.minute(), second: date.second() };
}

function withTime(date: Dayjs, time: TimeOfDay): Dayjs {
  return date.hour(time.hour).minute(time.minute).second(time.second).millisecond(0);
}

/** The panel of every single-calendar picker: date, datetime, week, month, year, dates, months, years. */
export function CalendarPanel({
  type,
  value,
  firstDayOfWeek,
  disabledDate,
  yearRange,
  timeRanges,
  focusOnOpen,
  onCommit,
  onClear,
}: CalendarPanelProps) {
  const t = useWidgetText();
  const { intlLocale } = useWidgetLocale();
  const multiple = type === 'dates' || type === 'months' || type === 'years';
  const start = value[0] ?? dayjs().startOf('day');
  const [panel, setPanel] = useState<PanelKind>(initialPanel(type));
  const [view, setView] = useState(start.startOf('month'));
  const [focused, setFocused] = useState(start.startOf('day'));
  const [takeFocus, setTakeFocus] = useState(focusOnOpen);
  const [pending, setPending] = useState<Dayjs[]>([...value]);
  const [time, setTime] = useState<TimeOfDay>(value[0] ? timeOf(value[0]) : MIDNIGHT);

  const unit = UNIT_OF_PANEL[panel];
  const isSelected = (date: Dayjs) => {
    if (type === 'week' && panel === 'date') return pending.some((item) => isSameWeek(item, date));
    if (panel !== initialPanel(type)) return false;
    return pending.some((item) => item.isSame(date, unit));
  };

  const focusDate = (date: Dayjs) => {
    setTakeFocus(true);
    setFocused(date);
    if (!date.isSame(view, 'month')) setView(date.startOf('month'));
  };

  const toggle = (date: Dayjs) =>
    setPending((current) =>
      current.some((item) => item.isSame(date, unit))
        ? current.filter((item) => !item.isSame(date, unit))
        : [...current, date],
    );

  const pick = (date: Dayjs) => {
    if (panel === 'year' && type !== 'year' && type !== 'years') {
      setView(view.year(date.year()));
      setFocused(focused.year(date.year()));
      setPanel('month');
      return;
    }
    if (panel === 'month' && type !== 'month' && type !== 'months') {
      setView(date.startOf('month'));
      setFocused(date.startOf('month'));
      setPanel('date');
      return;
    }
    if (multiple) toggle(date);
    else if (type === 'datetime') setPending([withTime(date, time)]);
    else onCommit([date]);
  };

  const viewYear = view.year();
  const canStepYear = (delta: number) => {
    const next = viewYear + delta;
    return next >= yearRange[0] && next <= yearRange[1];
  };
  const stepView = (amount: number, stepUnit: 'month' | 'year') => {
    const next = view.add(amount, stepUnit);
    if (next.year() < yearRange[0] || next.year() > yearRange[1]) return;
    setTakeFocus(false);
    setView(next);
    setFocused(focused.add(amount, stepUnit));
  };

  const blockStart = yearBlockStart(viewYear);
  const header =
    panel === 'year' ? (
      <PanelHeader
        start={
          <NavButton
            label={t('prevYear')}
            disabled={blockStart - 1 < yearRange[0]}
            onStep={() => stepView(-YEAR_BLOCK_SIZE, 'year')}
          >
            «
          </NavButton>
        }
        end={
          <NavButton
            label={t('nextYear')}
            disabled={blockStart + YEAR_BLOCK_SIZE > yearRange[1]}
            onStep={() => stepView(YEAR_BLOCK_SIZE, 'year')}
          >
            »
          </NavButton>
        }
      >
        <span className="tl-picker-header__label">{`${blockStart} - ${blockStart + YEAR_BLOCK_SIZE - 1}`}</span>
      </PanelHeader>
    ) : (
      <PanelHeader
        start={
          <>
            <NavButton label={t('prevYear')} disabled={!canStepYear(-1)} onStep={() => stepView(-1, 'year')}>
              «
            </NavButton>
            {panel === 'date' ? (
              <NavButton
                label={t('prevMonth')}
                disabled={view.month() === 0 && !canStepYear(-1)}
                onStep={() => stepView(-1, 'month')}
              >
                ‹
              </NavButton>
            ) : null}
          </>
        }
        end={
          <>
            {panel === 'date' ? (
              <NavButton
                label={t('nextMonth')}
                disabled={view.month() === 11 && !canStepYear(1)}
                onStep={() => stepView(1, 'month')}
              >
                ›
              </NavButton>
            ) : null}
            <NavButton label={t('nextYear')} disabled={!canStepYear(1)} onStep={() => stepView(1, 'year')}>
              »
            </NavButton>
          </>
        }
      >
        <button
          type="button"
          className="tl-picker-header__label"
          aria-label={t('selectYear')}
          onClick={() => setPanel('year')}
        >
          {viewYear}
        </button>
        {panel === 'date' ? (
          <button
            type="button"
            className="tl-picker-header__label"
            aria-label={t('selectMonth')}
            onClick={() => setPanel('month')}
          >
            {monthName(intlLocale, view.month(), 'long')}
          </button>
        ) : null}
      </PanelHeader>
    );

  const marks = { isSelected, focused, takeFocus, onFocusChange: focusDate };
  const needsConfirm = multiple || type === 'datetime';

  return (
    <div className="tl-calendar-panel" data-type={type} data-panel={panel}>
      {header}
      <div className="tl-calendar-panel__body">
        {panel === 'date' ? (
          <DayGrid
            {...marks}
            month={view}
            firstDayOfWeek={firstDayOfWeek}
            disabledDate={disabledDate}
            showWeekNumbers={type === 'week'}
            multiselectable={multiple}
            onPick={pick}
          />
        ) : panel === 'month' ? (
          <MonthGrid
            {...marks}
            year={viewYear}
            disabledDate={disabledDate}
            multiselectable={multiple}
            onPick={pick}
          />
        ) : (
          <YearGrid
            {...marks}
            year={viewYear}
            yearRange={yearRange}
            disabledDate={disabledDate}
            multiselectable={multiple}
            onPick={pick}
          />
        )}
        {type === 'datetime' ? (
          <TimePanel
            label={t('selectTime')}
            value={time}
            ranges={timeRanges}
            onChange={(next) => {
              setTime(next);
              setPending((current) => current.map((date) => withTime(date, next)));
            }}
          />
        ) : null}
      </div>
      {needsConfirm ? (
        <div className="tl-picker-footer">
          {type === 'datetime' ? (
            <button
              type="button"
              className="tl-picker-footer__text"
              onClick={() => {
                const now = dayjs().millisecond(0);
                setTime(timeOf(now));
                setPending([now]);
                focusDate(now.startOf('day'));
              }}
            >
              {t('now')}
            </button>
          ) : (
            <button type="button" className="tl-picker-footer__text" onClick={onClear}>
              {t('clear')}
            </button>
          )}
          <button
            type="button"
            className="tl-picker-footer__confirm"
            disabled={!multiple && pending.length === 0}
            onClick={() => onCommit(pending)}
          >
            {t('confirm')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
