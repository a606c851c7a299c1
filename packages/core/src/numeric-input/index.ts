export {
  MAX_INTEGER_DIGITS,
  type NumericInputOptions,
  sanitizeNumericInput,
} from './sanitize-numeric-input.ts';
