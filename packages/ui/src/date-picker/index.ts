export {
  DEFAULT_FIRST_DAY_OF_WEEK,
  DEFAULT_YEAR_SPAN,
  REPEAT_CLICK_MAC_MS,
  REPEAT_CLICK_MS,
  YEAR_BLOCK_SIZE,
} from './constants.ts';
export {
  DatePicker,
  type DatePickerChangeDetail,
  type DatePickerProps,
  type DatePickerValue,
} from './DatePicker.tsx';
export { toDayjsFormat } from './format-tokens.ts';
export { DEFAULT_FORMATS, PICKER_TYPES, type PickerType } from './picker-types.ts';
export type { DisabledDate } from './range.ts';
export { toWeekValue, type WeekValue } from './week.ts';
