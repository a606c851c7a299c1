/**
 * Text a user writes for other users to read (a red packet's greeting, a P2P order's chat) is
 * plain text. It is cleaned per spec §5 before it is stored: script and noscript elements go with
 * their body, comments go, and every other tag is unwrapped (no tag is allowed), so its text
 * stays. Screens still render it as text, never as markup; this is the stored copy's own line of
 * defence.
 */

const WITH_BODY = /<(script|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
const TAG = /<\/?[a-z!?][^>]*(>|$)/gi;
// Control characters other than ordinary spaces would let a text hide words or break layout.
const CONTROL = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** `raw` without markup, spaces collapsed, at most `maxCharacters` (an emoji counts as one). */
export function cleanPlainText(raw: string, maxCharacters: number): string {
  let text = raw;
  let previous: string;
  // Repeat until nothing changes: removing one tag must not join pieces into a new one.
  do {
    previous = text;
    text = text.replace(WITH_BODY, '').replace(COMMENT, '').replace(TAG, '');
  } while (text !== previous);
  return Array.from(text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, maxCharacters)
    .join('')
    .trim();
}
