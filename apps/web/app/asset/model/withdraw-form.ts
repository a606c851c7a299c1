import { parseDecimal } from '@tideline/core/decimal';
import { sanitizeNumericInput } from '@tideline/core/numeric-input';

/** The ledger keeps 8 decimals of every asset; the gateway refuses more (markets protocol §1). */
export const LEDGER_DECIMALS = 8;

/** What the gateway accepts as a withdrawal address (markets protocol §4). */
const ADDRESS = /^[A-Za-z0-9:_-]{8,128}$/;
const SIX_DIGITS = /^\d{6}$/;

/** Spec §5 sanitiser with the ledger's precision: what an amount field keeps of a keystroke. */
export function sanitizeAmount(raw: string): string {
  return sanitizeNumericInput(raw, { decimals: LEDGER_DECIMALS });
}

export type AmountProblem =
  | { key: 'errorAmountRequired' }
  | { key: 'errorAmountTooLarge'; available: string };

/** An amount must be above zero and within what is available. */
export function checkAmount(amount: string, available: string | undefined): AmountProblem | null {
  const value = parseDecimal(amount);
  if (value === null || value.lte(0)) return { key: 'errorAmountRequired' };
  const limit = parseDecimal(available ?? null);
  if (limit !== null && value.gt(limit)) return { key: 'errorAmountTooLarge', available: limit.toFixed() };
  return null;
}

export type WithdrawProblem = AmountProblem | { key: 'errorAddress' } | { key: 'errorCode' };

/**
 * The withdraw form's checks, in the order the fields appear. `codeOptional`: the no-password flag
 * is on and the address is whitelisted, so an empty code is allowed (the gateway still asks for one
 * when the amount is above what the flag lets through); a code that is typed must be six digits.
 */
export function checkWithdraw(form: {
  address: string;
  amount: string;
  available: string | undefined;
  code: string;
  codeOptional?: boolean;
}): WithdrawProblem | null {
  if (!ADDRESS.test(form.address.trim())) return { key: 'errorAddress' };
  const amount = checkAmount(form.amount, form.available);
  if (amount !== null) return amount;
  const code = form.code.trim();
  if (form.codeOptional === true && code === '') return null;
  if (!SIX_DIGITS.test(code)) return { key: 'errorCode' };
  return null;
}

/**
 * Whether a withdrawal to `address` may leave without a code (issue #30 item 1): the flag is on and
 * the address is on the whitelist. The amount limits are the gateway's to apply.
 */
export function shortcutApplies(
  settings: { noPassword: boolean; whitelist: ReadonlyArray<{ address: string }> } | undefined,
  address: string,
): boolean {
  const wanted = address.trim();
  return settings?.noPassword === true && settings.whitelist.some((entry) => entry.address === wanted);
}
