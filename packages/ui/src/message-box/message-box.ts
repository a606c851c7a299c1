import type { ReactNode } from 'react';
import {
  enqueueMessageBox,
  type MessageBoxOptions,
  type PromptOptions,
  type PromptResult,
} from './message-box-store.ts';

/**
 * Dialog services (spec §4, §9). Each returns a promise: confirm resolves; cancel and close
 * reject with the action ('cancel' or 'close'). Boxes are queued and shown one at a time.
 */
export const MessageBox = {
  alert(message: ReactNode, title?: ReactNode, options: MessageBoxOptions = {}): Promise<'confirm'> {
    return enqueueMessageBox(
      'alert',
      { closeOnClickModal: false, ...options, message, title: title ?? options.title },
      () => 'confirm' as const,
    );
  },
  confirm(message: ReactNode, title?: ReactNode, options: MessageBoxOptions = {}): Promise<'confirm'> {
    return enqueueMessageBox(
      'confirm',
      { showCancelButton: true, ...options, message, title: title ?? options.title },
      () => 'confirm' as const,
    );
  },
  prompt(message: ReactNode, title?: ReactNode, options: PromptOptions = {}): Promise<PromptResult> {
    return enqueueMessageBox(
      'prompt',
      { showCancelButton: true, ...options, message, title: title ?? options.title },
      (value): PromptResult => ({ action: 'confirm', value }),
    );
  },
};
