import { firstEnabledTab } from '../tabs/tab-navigation.ts';

interface SegmentedChoice {
  value: string | number;
  disabled?: boolean;
}

/**
 * The option that holds the group's single tab stop: the checked one when it can take focus,
 * otherwise the first enabled one (WAI-ARIA APG radio group); -1 when nothing can.
 */
export function tabStopIndex(
  options: readonly SegmentedChoice[],
  value: string | number | null,
  groupDisabled: boolean,
): number {
  if (groupDisabled) return -1;
  const checked = options.findIndex((option) => option.value === value && !option.disabled);
  if (checked !== -1) return checked;
  return firstEnabledTab(options);
}
