// A pseudo-locale for development (issue #20): English with every letter accented and each text
// about a third longer, inside brackets. Clipped text loses a bracket, text left untranslated by
// a component (hard-coded, not read from the messages) stays plain ASCII, and a missing glyph or
// a font without accents shows at once. It is not a language: no list offers it, and only a
// development server serves it (`?pseudo` on a page's address).

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** German and Finnish run about 30 % longer than English: the room a layout must leave. */
const GROWTH = 0.3;

/** Placeholders (`{{name}}`, and the widget set's `{name}`) are filled later, so they pass through unchanged. */
const PLACEHOLDER = /(\{\{\w+\}\}|\{\w+\})/;

/** One text in the pseudo-locale: accented, bracketed and padded to about 130 % of its length. */
export function pseudoText(text: string): string {
  if (text === '') return text;
  const accented = text
    .split(PLACEHOLDER)
    .map((part) =>
      PLACEHOLDER.test(part) ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter),
    )
    .join('');
  const padding = '·'.repeat(Math.max(1, Math.ceil(text.length * GROWTH) - 3));
  return `[${accented} ${padding}]`;
}

/** Every text of a page's messages (nested sections included) in the pseudo-locale. */
export function pseudoMessages<M>(messages: M): M {
  if (typeof messages === 'string') return pseudoText(messages) as M;
  if (typeof messages !== 'object' || messages === null) return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, pseudoMessages(value)]),
  ) as M;
}

/** Whether a page asks for the pseudo-locale: only a development server honours `?pseudo`. */
export function wantsPseudoLocale(url: URL, development: boolean): boolean {
  return development && url.searchParams.has('pseudo');
}
