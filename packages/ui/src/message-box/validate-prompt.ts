export interface PromptRules {
  /** The value must match this pattern. */
  inputPattern?: RegExp;
  /** Returns true when valid; false or an error message when not. */
  inputValidator?: (value: string) => boolean | string;
  /** Shown when the pattern or validator fails without its own message. */
  inputErrorMessage?: string;
}

/**
 * Spec §5: the pattern and the validator must both pass. Returns the error to show, or null.
 * The validator's own message wins, then the caller's, then the localised default.
 */
export function validatePrompt(value: string, rules: PromptRules, defaultMessage: string): string | null {
  const fallback = rules.inputErrorMessage || defaultMessage;
  if (rules.inputPattern) {
    rules.inputPattern.lastIndex = 0;
    if (!rules.inputPattern.test(value)) return fallback;
  }
  if (rules.inputValidator) {
    const verdict = rules.inputValidator(value);
    if (verdict === false) return fallback;
    if (typeof verdict === 'string') return verdict;
  }
  return null;
}
