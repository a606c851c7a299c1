import { useState } from 'react';
import { useWidgetLocale, useWidgetText } from '../i18n/index.ts';
import type { parseSelectableRange } from '../time-picker/selectable-range.ts';
import { TimePanel } from '../time-picker/TimePanel.tsx';
import { MIDNIGHT, type TimeOfDay } from '../time-picker/time-units.ts';
import { DayGrid } from './DayGrid.tsx';
import { type Dayjs, dayjs } from './dayjs.ts';
import { monthYearLabel } from './intl-names.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { NavButton, PanelHeader } from './PanelHeader.tsx';
import { type DisabledDate, isInRange, isValidRange, pickRangeDate, type RangeSelection } from './range.ts';

export type RangeType = 'daterange' | 'monthrange' | 'datetimerange';

export interface RangePanelProps {
  type: RangeType;
  selection: RangeSelection;
  onSelectionChange: (selection: RangeSelection) => void;
  firstDayOfWeek: number;
  disabledDate?: DisabledDate;
  yearRange: readonly [number, number];
  timeRanges: ReturnType<typeof parseSelectableRange>;
  focusOnOpen: boolean;
  onConfirm: (start: Dayjs, end: Dayjs) => void;
  onClear: () => void;
}

function timeOf(date: Dayjs | null): TimeOfDay {
  return date ? { hour: date.hour(), minute: date.minute(), second: date.second() } : MIDNIGHT;
}

function withTime(date: Dayjs, time: TimeOfDay): Dayjs {
  return date.hour(time.hour).minute(time.minute).second(time.second).millisecond(0);
}

/** Two calendars side by side; first click starts the range, second completes it (spec §4). */
export function RangePanel({
  type,
  selection,
  onSelectionChange,
  firstDayOfWeek,
  disabledDate,
  yearRange,
  timeRanges,
  focusOnOpen,
  onConfirm,
  onClear,
}: RangePanelProps) {
  const t = useWidgetText();
  const { intlLocale } = useWidgetLocale();
  const unit = type === 'monthrange' ? 'month' : 'day';
  const stepUnit = type === 'monthrange' ? 'year' : 'month';
  const anchor = selection.start ?? dayjs().startOf('day');
  const [leftView, setLeftView] = useState(anchor.startOf(stepUnit === 'year' ? 'year' : 'month'));
  const [hovered, setHovered] = useState<Dayjs | null>(null);
  const [focused, setFocused] = useState(anchor.startOf(unit));
  const [takeFocus, setTakeFocus] = useState(focusOnOpen);
  const [startTime, setStartTime] = useState(timeOf(selection.start));
  const [endTime, setEndTime] = useState(timeOf(selection.end));
  const rightView = leftView.add(1, stepUnit);

  const withTimes = type === 'datetimerange';
  const start = selection.start && withTimes ? withTime(selection.start, startTime) : selection.start;
  const end = selection.end && withTimes ? withTime(selection.end, endTime) : selection.end;
  const valid = !selection.waiting && isValidRange(start, end, disabledDate);

  const isSelected = (date: Dayjs) =>
    Boolean(selection.start?.isSame(date, unit) || (!selection.waiting && selection.end?.isSame(date, unit)));
  const rangeEdge = (date: Dayjs) => {
    const isStart = selection.start?.isSame(date, unit);
    const isEnd = !selection.waiting && selection.end?.isSame(date, unit);
    if (isStart && isEnd) return 'both' as const;
    return isStart ? ('start' as const) : isEnd ? ('end' as const) : undefined;
  };
  const inRange = (date: Dayjs) => isInRange(date, selection, hovered, unit);

  const focusDate = (date: Dayjs) => {
    setTakeFocus(true);
    setFocused(date);
    const visible = date.isSame(leftView, stepUnit) || date.isSame(rightView, stepUnit);
    if (!visible)
      setLeftView(
        date.isBefore(leftView) ? date.startOf(stepUnit) : date.startOf(stepUnit).subtract(1, stepUnit),
      );
  };

  const pick = (date: Dayjs) => {
    setFocused(date);
    onSelectionChange(pickRangeDate(selection, date));
  };

  const canStep = (amount: number, by: 'month' | 'year') => {
    const left = leftView.add(amount, by);
    return left.year() >= yearRange[0] && left.add(1, stepUnit).year() <= yearRange[1];
  };
  const step = (amount: number, by: 'month' | 'year') => {
    if (!canStep(amount, by)) return;
    setTakeFocus(false);
    setLeftView(leftView.add(amount, by));
  };

  const gridProps = {
    isSelected,
    isInRange: inRange,
    rangeEdge,
    focused,
    takeFocus,
    onFocusChange: focusDate,
    onPick: pick,
    onHover: (date: Dayjs) => setHovered(date),
    disabledDate,
  };

  const calendar = (view: Dayjs) =>
    type === 'monthrange' ? (
      <MonthGrid {...gridProps} year={view.year()} />
    ) : (
      <DayGrid {...gridProps} month={view} firstDayOfWeek={firstDayOfWeek} />
    );
  const title = (view: Dayjs) =>
    type === 'monthrange' ? String(view.year()) : monthYearLabel(intlLocale, view);

  return (
    <div className="tl-range-panel" data-type={type} data-state={selection.waiting ? 'waiting' : 'idle'}>
      <div className="tl-range-panel__calendars">
        <div className="tl-range-panel__side">
          <PanelHeader
            start={
              <>
                <NavButton
                  label={t('prevYear')}
                  disabled={!canStep(-1, 'year')}
                  onStep={() => step(-1, 'year')}
                >
                  «
                </NavButton>
                {type !== 'monthrange' ? (
                  <NavButton
                    label={t('prevMonth')}
                    disabled={!canStep(-1, 'month')}
                    onStep={() => step(-1, 'month')}
                  >
                    ‹
                  </NavButton>
                ) : null}
              </>
            }
          >
            {title(leftView)}
          </PanelHeader>
          {calendar(leftView)}
          {withTimes ? (
            <TimePanel label={t('startTime')} value={startTime} ranges={timeRanges} onChange={setStartTime} />
          ) : null}
        </div>
        <div className="tl-range-panel__side">
          <PanelHeader
            end={
              <>
                {type !== 'monthrange' ? (
                  <NavButton
                    label={t('nextMonth')}
                    disabled={!canStep(1, 'month')}
                    onStep={() => step(1, 'month')}
                  >
                    ›
                  </NavButton>
                ) : null}
                <NavButton
                  label={t('nextYear')}
                  disabled={!canStep(1, 'year')}
                  onStep={() => step(1, 'year')}
                >
                  »
                </NavButton>
              </>
            }
          >
            {title(rightView)}
          </PanelHeader>
          {calendar(rightView)}
          {withTimes ? (
            <TimePanel label={t('endTime')} value={endTime} ranges={timeRanges} onChange={setEndTime} />
          ) : null}
        </div>
      </div>
      <div className="tl-picker-footer">
        <button type="button" className="tl-picker-footer__text" onClick={onClear}>
          {t('clear')}
        </button>
        <button
          type="button"
          className="tl-picker-footer__confirm"
          disabled={!valid}
          onClick={() => {
            if (valid && start && end) onConfirm(start, end);
          }}
        >
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}
