export { NumberField, type NumberFieldProps } from './NumberField.tsx';
export {
  canStep,
  clampNumberText,
  type NumberFieldRules,
  sanitizeNumberText,
  stepNumberText,
} from './number-field-state.ts';
