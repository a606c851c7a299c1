import { sameValue } from './options.ts';

/** Spec §5: multiple mode forces a list value, single mode a scalar. */
export function normaliseValue(value: unknown, multiple: boolean): unknown {
  if (multiple) {
    if (Array.isArray(value)) return value;
    return value === undefined || value === null || value === '' ? [] : [value];
  }
  if (Array.isArray(value)) return value.length > 0 ? value[0] : '';
  return value ?? '';
}

export function selectedList(value: unknown, multiple: boolean): unknown[] {
  const normalised = normaliseValue(value, multiple);
  if (Array.isArray(normalised)) return normalised;
  return normalised === '' ? [] : [normalised];
}

/** Spec §4: clearing gives an empty list in multiple mode and an empty text otherwise. */
export function clearedValue(multiple: boolean): unknown[] | '' {
  return multiple ? [] : '';
}

/** multipleLimit 0 means no limit (spec §9). */
export function isAtLimit(selected: readonly unknown[], multipleLimit: number): boolean {
  return multipleLimit > 0 && selected.length >= multipleLimit;
}

/** Spec §4: picking toggles; a new item is added only while the count is below a limit above 0. */
export function toggleValue(
  selected: readonly unknown[],
  optionValue: unknown,
  multipleLimit: number,
  valueKey?: string,
): unknown[] {
  const index = selected.findIndex((item) => sameValue(item, optionValue, valueKey));
  if (index >= 0) return selected.filter((_, position) => position !== index);
  if (isAtLimit(selected, multipleLimit)) return [...selected];
  return [...selected, optionValue];
}

/** Spec §5: disabled options cannot be picked; unselected options are disabled once the limit is reached. */
export function isOptionUnavailable(
  option: { value: unknown; disabled?: boolean },
  selected: readonly unknown[],
  multiple: boolean,
  multipleLimit: number,
  valueKey?: string,
): boolean {
  if (option.disabled) return true;
  if (!multiple || !isAtLimit(selected, multipleLimit)) return false;
  return !selected.some((item) => sameValue(item, option.value, valueKey));
}

/** Spec §4: the clear icon shows only when clearable, enabled, hovered and a value exists. */
export function showsClearIcon(input: {
  clearable: boolean;
  disabled: boolean;
  hovering: boolean;
  hasValue: boolean;
}): boolean {
  return input.clearable && !input.disabled && input.hovering && input.hasValue;
}
