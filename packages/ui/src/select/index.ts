export { multipleSearchWidth, SELECT_HEIGHTS, SELECT_ICON_SIZES, type SelectSize } from './constants.ts';
export type { SelectOption } from './options.ts';
export { Select, type SelectProps } from './Select.tsx';
export { type UseSelectOptions, useSelect } from './use-select.ts';
