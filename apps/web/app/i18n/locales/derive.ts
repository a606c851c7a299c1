import type { Messages } from './en.ts';

export type MessageOverrides = { [Section in keyof Messages]?: Partial<Messages[Section]> };

/** A regional variant: its base language with the words that differ in that region. */
export function deriveMessages(base: Messages, overrides: MessageOverrides): Messages {
  const result = { ...base };
  for (const section of Object.keys(overrides) as (keyof Messages)[]) {
    Object.assign(result, { [section]: { ...base[section], ...overrides[section] } });
  }
  return result;
}
