export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup.tsx';
export { type CheckboxLimits, isLockedByLimits, toggleValue } from './checkbox-limits.ts';
