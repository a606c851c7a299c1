// Spec §5 numeric field sanitiser: call `sanitizeNumericInput(raw, { decimals })` on every change.
export {
  MAX_INTEGER_DIGITS,
  type NumericInputOptions,
  sanitizeNumericInput,
} from './sanitize-numeric-input.ts';
