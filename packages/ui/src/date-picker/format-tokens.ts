/**
 * Translates the spec's picker format tokens (§9: yyyy, MM, dd, HH, mm, ss, WW) into dayjs tokens.
 * Any other letter is literal text (the `w` in `yyyywWW`), so it is escaped for dayjs.
 * In a week format the year is the ISO week-year, so 2024-12-30 formats as 2025w01, not 2024w01.
 */
const SPEC_TO_DAYJS: ReadonlyArray<readonly [string, string]> = [
  ['yyyy', 'YYYY'],
  ['MM', 'MM'],
  ['dd', 'DD'],
  ['HH', 'HH'],
  ['mm', 'mm'],
  ['ss', 'ss'],
  ['WW', 'WW'],
  ['M', 'M'],
  ['d', 'D'],
  ['H', 'H'],
  ['m', 'm'],
  ['s', 's'],
  ['W', 'W'],
];

export function toDayjsFormat(specFormat: string): string {
  const isWeekFormat = /W/.test(specFormat);
  let output = '';
  let literal = '';
  const flushLiteral = () => {
    if (literal) output += `[${literal}]`;
    literal = '';
  };
  for (let index = 0; index < specFormat.length; ) {
    const match = SPEC_TO_DAYJS.find(([token]) => specFormat.startsWith(token, index));
    if (match) {
      flushLiteral();
      const [token, dayjsToken] = match;
      output += token === 'yyyy' && isWeekFormat ? 'GGGG' : dayjsToken;
      index += token.length;
      continue;
    }
    const char = specFormat[index] ?? '';
    if (/[A-Za-z]/.test(char)) literal += char;
    else {
      flushLiteral();
      output += char;
    }
    index += 1;
  }
  flushLiteral();
  return output;
}
