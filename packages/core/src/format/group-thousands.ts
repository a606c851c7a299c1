/**
 * Inserts a comma every 3 integer digits (spec §9). Takes unsigned plain digits with an optional
 * fraction, e.g. `'1234567.891'` -> `'1,234,567.891'`; the fraction is never grouped.
 */
export function groupThousands(unsignedDigits: string): string {
  const dot = unsignedDigits.indexOf('.');
  const integerPart = dot === -1 ? unsignedDigits : unsignedDigits.slice(0, dot);
  const fraction = dot === -1 ? '' : unsignedDigits.slice(dot);
  return integerPart.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}
