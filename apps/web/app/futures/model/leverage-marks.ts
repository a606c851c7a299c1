/**
 * The quick values under the leverage slider: 1x, the quarters of the contract's maximum (whole
 * numbers) and the maximum itself, without repeats (a 5x maximum gives 1, 3, 4, 5).
 */
export function leverageMarks(maxLeverage: number): number[] {
  const max = Math.max(1, Math.floor(maxLeverage));
  const quarters = [0.25, 0.5, 0.75].map((share) => Math.round(max * share));
  return [...new Set([1, ...quarters, max])].filter((mark) => mark >= 1).sort((a, b) => a - b);
}
