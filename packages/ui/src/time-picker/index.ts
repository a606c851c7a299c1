export type { SelectableRange } from './selectable-range.ts';
export { TimePicker, type TimePickerProps, type TimePickerValue } from './TimePicker.tsx';
export { HOURS, MINUTES, SECONDS, type TimeOfDay } from './time-units.ts';
