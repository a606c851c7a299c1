export { characterCount, Input, type InputProps, type InputSize } from './Input.tsx';
