import {
  type KeyboardEvent,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { ModalLayer } from '../internal/modal-layer.tsx';
import { CloseIcon, StatusIcon } from '../internal/status-icon.tsx';
import { nextZIndex } from '../internal/z-index.ts';
import {
  MESSAGE_BOX_TOP,
  MESSAGE_BOX_WIDTHS,
  type MessageBoxAction,
  type MessageBoxKind,
  messageBoxQueue,
  type PromptOptions,
  settleMessageBox,
} from './message-box-store.ts';
import { validatePrompt } from './validate-prompt.ts';

export interface MessageBoxDialogProps {
  kind: MessageBoxKind;
  options: PromptOptions;
  onAction: (action: MessageBoxAction, value: string) => void;
}

/** The dialog of `MessageBox.alert/confirm/prompt`; usually rendered by the host from the queue. */
export function MessageBoxDialog({ kind, options, onAction }: MessageBoxDialogProps) {
  const t = useWidgetText();
  const titleId = useId();
  const messageId = useId();
  const errorId = useId();
  const [zIndex] = useState(nextZIndex);
  const [value, setValue] = useState(options.inputValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const {
    title,
    message,
    type,
    size = 'medium',
    top = MESSAGE_BOX_TOP,
    showCancelButton = false,
    showClose = true,
    closeOnPressEscape = true,
    closeOnClickModal = true,
    closeOnHashChange = true,
    inputType = 'text',
  } = options;

  const closeOnNavigation = useEffectEvent(() => onAction('close', ''));
  useEffect(() => {
    if (!closeOnHashChange) return;
    const onHashChange = () => closeOnNavigation();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [closeOnHashChange]);

  const check = (candidate: string) => {
    const problem = validatePrompt(candidate, options, t('promptError'));
    setError(problem);
    return problem === null;
  };
  const confirm = () => {
    if (kind === 'prompt' && !check(value)) return;
    onAction('confirm', value);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      confirm();
    }
  };

  const inputProps = {
    id: `${titleId}-input`,
    className: 'tl-input__control',
    value,
    placeholder: options.inputPlaceholder,
    'aria-labelledby': message ? messageId : titleId,
    'aria-invalid': error !== null,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      check(event.target.value);
    },
  };

  return (
    <ModalLayer
      zIndex={zIndex}
      className="tl-message-box-layer"
      initialFocus={kind === 'prompt' ? inputRef : confirmRef}
      onEscape={closeOnPressEscape ? () => onAction('close', '') : undefined}
      onOutsideClick={closeOnClickModal ? () => onAction('close', '') : undefined}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both dialog and alertdialog support aria-modal; the role is chosen at run time */}
      <div
        role={kind === 'prompt' ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        className="tl-message-box"
        data-kind={kind}
        data-size={size}
        style={{ inlineSize: MESSAGE_BOX_WIDTHS[size], marginBlockStart: top }}
      >
        <div className="tl-message-box__header">
          <h2 id={titleId} className="tl-message-box__title">
            {title ?? t('messageBoxTitle')}
          </h2>
          {showClose && (
            <button
              type="button"
              className="tl-icon-button"
              aria-label={t('close')}
              onClick={() => onAction('close', '')}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="tl-message-box__content">
          {type && <StatusIcon type={type} />}
          {message && (
            <div id={messageId} className="tl-message-box__message">
              {message}
            </div>
          )}
        </div>
        {kind === 'prompt' && (
          <div className="tl-message-box__input" data-invalid={error !== null || undefined}>
            {inputType === 'textarea' ? (
              <textarea ref={inputRef} rows={3} {...inputProps} />
            ) : (
              <input ref={inputRef} type={inputType} onKeyDown={onInputKeyDown} {...inputProps} />
            )}
            {error && (
              <p id={errorId} className="tl-message-box__error" role="alert">
                {error}
              </p>
            )}
          </div>
        )}
        <div className="tl-message-box__actions">
          {showCancelButton && (
            <button type="button" className="tl-button" onClick={() => onAction('cancel', '')}>
              {options.cancelButtonText ?? t('cancel')}
            </button>
          )}
          <button ref={confirmRef} type="button" className="tl-button tl-button--primary" onClick={confirm}>
            {options.confirmButtonText ?? t('confirm')}
          </button>
        </div>
      </div>
    </ModalLayer>
  );
}

/** Shows the oldest queued message box; the next appears when it settles (spec §4). */
export function MessageBoxViewport() {
  const queue = useSyncExternalStore(
    messageBoxQueue.subscribe,
    messageBoxQueue.get,
    messageBoxQueue.getServerSnapshot,
  );
  const current = queue[0];
  if (!current) return null;
  return (
    <MessageBoxDialog
      key={current.id}
      kind={current.kind}
      options={current.options}
      onAction={(action, value) => settleMessageBox(current.id, action, value)}
    />
  );
}
