export interface CheckboxLimits {
  min?: number;
  max?: number;
}

/**
 * Spec §5: a checked box locks when unchecking it would go below `min`; an unchecked box locks
 * when checking it would go above `max`.
 */
export function isLockedByLimits(
  checked: boolean,
  checkedCount: number,
  { min, max }: CheckboxLimits,
): boolean {
  if (checked) return min !== undefined && checkedCount <= min;
  return max !== undefined && checkedCount >= max;
}

export function toggleValue<Value>(values: readonly Value[], value: Value): Value[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
