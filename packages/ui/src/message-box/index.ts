export { MessageBoxDialog, type MessageBoxDialogProps, MessageBoxViewport } from './MessageBoxDialog.tsx';
export { MessageBox } from './message-box.ts';
export {
  MESSAGE_BOX_TOP,
  MESSAGE_BOX_TOP_COMPACT,
  MESSAGE_BOX_WIDTHS,
  type MessageBoxAction,
  type MessageBoxKind,
  type MessageBoxOptions,
  type MessageBoxSize,
  type PromptOptions,
  type PromptResult,
} from './message-box-store.ts';
export { type PromptRules, validatePrompt } from './validate-prompt.ts';
