export { TimeSelect, type TimeSelectProps } from './TimeSelect.tsx';
export {
  buildTimeSelectOptions,
  TIME_SELECT_DEFAULTS,
  type TimeSelectOption,
} from './time-select-options.ts';
