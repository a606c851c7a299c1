import type { z } from 'zod';

/**
 * What a request field must look like, named by key: the gateway words a refused field with its
 * hint in the caller's language (apps/server/src/i18n/validation-texts.ts), so a schema of the
 * endpoint table carries no English text of its own.
 */
export type FormatHintKey =
  | 'hint.sixDigits'
  | 'hint.dialCode'
  | 'hint.mobile'
  | 'hint.alphanumeric4to20'
  | 'hint.noRepeats'
  | 'hint.pairSymbol'
  | 'hint.decimal'
  | 'hint.decimal8'
  | 'hint.withdrawAddress'
  | 'hint.clientOrderId'
  | 'hint.ethAddress'
  | 'hint.walletSignature'
  | 'hint.subName'
  | 'hint.startAfterEnd'
  | 'hint.oneOrderReference';

const hintOfCheck = new WeakMap<object, FormatHintKey>();

/**
 * Marks a check (a `z.regex`, a `z.refine`) so that its failure reads as the hint rather than
 * zod's "must match pattern /…/". A message set in the schema would outrank the caller's language.
 */
export function withFormatHint<Check extends z.core.$ZodCheck>(check: Check, hint: FormatHintKey): Check {
  hintOfCheck.set(check, hint);
  return check;
}

/** The hint a failed check was marked with, if any. */
export function formatHintOf(check: object): FormatHintKey | undefined {
  return hintOfCheck.get(check);
}
