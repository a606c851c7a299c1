import { cleanPlainText } from '../../platform/plain-text.ts';

/** A red packet greeting is plain text, cleaned per spec §5 before it is stored (platform/plain-text.ts). */

/** Longest greeting kept, in characters, after cleaning. */
export const GREETING_MAX = 120;

export function cleanGreeting(raw: string): string {
  return cleanPlainText(raw, GREETING_MAX);
}
