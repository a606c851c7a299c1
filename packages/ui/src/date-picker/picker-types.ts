/** The fourteen picker types of spec §9. */
export const PICKER_TYPES = [
  'date',
  'datetime',
  'time',
  'time-select',
  'week',
  'month',
  'year',
  'daterange',
  'monthrange',
  'timerange',
  'datetimerange',
  'dates',
  'months',
  'years',
] as const;

export type PickerType = (typeof PICKER_TYPES)[number];

/** Default formats of spec §9; time-select lists hours and minutes only (Element UI 2.x). */
export const DEFAULT_FORMATS: Readonly<Record<PickerType, string>> = {
  date: 'yyyy-MM-dd',
  dates: 'yyyy-MM-dd',
  daterange: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  datetimerange: 'yyyy-MM-dd HH:mm:ss',
  time: 'HH:mm:ss',
  timerange: 'HH:mm:ss',
  'time-select': 'HH:mm',
  week: 'yyyywWW',
  month: 'yyyy-MM',
  months: 'yyyy-MM',
  monthrange: 'yyyy-MM',
  year: 'yyyy',
  years: 'yyyy',
};

export type PanelKind = 'date' | 'month' | 'year';

export function isRangeType(
  type: PickerType,
): type is 'daterange' | 'monthrange' | 'timerange' | 'datetimerange' {
  return type.endsWith('range');
}

export function isMultipleType(type: PickerType): type is 'dates' | 'months' | 'years' {
  return type === 'dates' || type === 'months' || type === 'years';
}

/** Which grid a calendar picker opens on. */
export function initialPanel(type: PickerType): PanelKind {
  if (type === 'month' || type === 'months' || type === 'monthrange') return 'month';
  if (type === 'year' || type === 'years') return 'year';
  return 'date';
}
