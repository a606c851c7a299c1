// Decoding and squashing are only used to DETECT `javascript:`; the value itself is never rewritten
// by them. Browsers decode entities once when parsing HTML and drop tabs, newlines and leading
// control characters when parsing a URL; the extra rounds also catch double encoding, which some
// template or markdown layers decode a second time.

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePointText(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => codePointText(Number.parseInt(decimal, 10)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity);
}

function codePointText(codePoint: number): string {
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
}

function decodePercents(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

// C0 controls and space, DEL and C1 controls, zero-width and other invisible format characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/g;

const DECODE_ROUNDS = 3;

/** True when the value contains `javascript:` once entity, percent and invisible-character tricks are undone. */
export function containsScriptUrl(value: string): boolean {
  let text = value;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    text = decodePercents(decodeEntities(text));
  }
  return text.replace(INVISIBLE, '').toLowerCase().includes('javascript:');
}
