/** Spec §3 dropdown option: value, label, disabled flag, created flag. */
export interface SelectOption<V = unknown> {
  value: V;
  label: string;
  disabled?: boolean;
  created?: boolean;
}

export const DEFAULT_VALUE_KEY = 'value';

/** Element UI 2.x valueKey: object values are identified by that property, scalars by themselves. */
export function valueIdentity(value: unknown, valueKey: string = DEFAULT_VALUE_KEY): unknown {
  if (value !== null && typeof value === 'object') return (value as Record<string, unknown>)[valueKey];
  return value;
}

export function sameValue(a: unknown, b: unknown, valueKey?: string): boolean {
  return valueIdentity(a, valueKey) === valueIdentity(b, valueKey);
}

/** Spec §5: options whose label does not contain the typed text (case-insensitive) are hidden. */
export function filterOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/**
 * The same rule as `filterOptions`, with the lower-cased labels computed once per option list so
 * each keystroke over 10,000 options only compares strings.
 */
export function createLabelFilter<T extends { label: string }>(
  options: readonly T[],
): (query: string) => T[] {
  const lowerLabels = options.map((option) => option.label.toLowerCase());
  return (query) => {
    const needle = query.trim().toLowerCase();
    if (!needle) return [...options];
    return options.filter((_, index) => lowerLabels[index]!.includes(needle));
  };
}

/** Spec §5: with allowCreate, typed text offers a new option only when no option already has that label. */
export function creatableOption(
  options: readonly SelectOption<unknown>[],
  query: string,
): SelectOption<string> | null {
  const label = query.trim();
  if (!label) return null;
  if (options.some((option) => option.label === label)) return null;
  return { value: label, label, created: true };
}
