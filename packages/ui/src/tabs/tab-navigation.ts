export interface NavigableTab {
  disabled?: boolean;
}

/** The index `step` enabled tabs away from `from`, wrapping around; `from` itself if none is enabled. */
export function stepEnabledTab(tabs: readonly NavigableTab[], from: number, step: 1 | -1): number {
  for (let distance = 1; distance <= tabs.length; distance += 1) {
    const index = (((from + step * distance) % tabs.length) + tabs.length) % tabs.length;
    if (!tabs[index]?.disabled) return index;
  }
  return from;
}

export function firstEnabledTab(tabs: readonly NavigableTab[]): number {
  return stepEnabledTab(tabs, -1, 1);
}

export function lastEnabledTab(tabs: readonly NavigableTab[]): number {
  return stepEnabledTab(tabs, tabs.length, -1);
}
