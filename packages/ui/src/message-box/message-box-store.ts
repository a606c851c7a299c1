import type { ReactNode } from 'react';
import type { MessageType } from '../internal/status-icon.tsx';
import { createStore, isBrowser, uniqueId } from '../internal/store.ts';
import { ensureHost } from '../widget-host/host-registry.ts';
import type { PromptRules } from './validate-prompt.ts';

export type MessageBoxKind = 'alert' | 'confirm' | 'prompt';
export type MessageBoxAction = 'confirm' | 'cancel' | 'close';
export type MessageBoxSize = 'small' | 'medium' | 'large' | 'extraLarge';

/** Spec §9: dialog widths in px; medium is the default. */
export const MESSAGE_BOX_WIDTHS: Readonly<Record<MessageBoxSize, number>> = {
  small: 396,
  medium: 480,
  large: 640,
  extraLarge: 720,
};
/** Spec §9: the dialog sits 30vh from the top; the compact variant uses 15vh. */
export const MESSAGE_BOX_TOP = '30vh';
export const MESSAGE_BOX_TOP_COMPACT = '15vh';

export interface MessageBoxOptions {
  title?: ReactNode;
  message?: ReactNode;
  type?: MessageType;
  size?: MessageBoxSize;
  /** Distance from the top of the viewport, a CSS length. */
  top?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
  showCancelButton?: boolean;
  showClose?: boolean;
  closeOnPressEscape?: boolean;
  /** Defaults to true, except for alerts (spec §9). */
  closeOnClickModal?: boolean;
  closeOnHashChange?: boolean;
}

export interface PromptOptions extends MessageBoxOptions, PromptRules {
  inputValue?: string;
  inputPlaceholder?: string;
  inputType?: 'text' | 'textarea' | 'password' | 'email' | 'number' | 'tel' | 'url';
}

export interface PromptResult {
  action: 'confirm';
  value: string;
}

export interface QueuedMessageBox {
  id: string;
  kind: MessageBoxKind;
  options: PromptOptions;
  settle(action: MessageBoxAction, value: string): void;
}

/** Spec §4: requests wait in a queue and are shown one at a time, oldest first. */
export const messageBoxQueue = createStore<readonly QueuedMessageBox[]>([]);

export function settleMessageBox(id: string, action: MessageBoxAction, value = ''): void {
  const item = messageBoxQueue.get().find((box) => box.id === id);
  if (!item) return;
  messageBoxQueue.set((queue) => queue.filter((box) => box.id !== id));
  item.settle(action, value);
}

export function enqueueMessageBox<Result>(
  kind: MessageBoxKind,
  options: PromptOptions,
  resultOf: (value: string) => Result,
): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    if (!isBrowser()) {
      reject('close' satisfies MessageBoxAction);
      return;
    }
    ensureHost();
    const settle = (action: MessageBoxAction, value: string) =>
      action === 'confirm' ? resolve(resultOf(value)) : reject(action);
    messageBoxQueue.set((queue) => [...queue, { id: uniqueId('tl-message-box'), kind, options, settle }]);
  });
}
