import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safeImageSrc } from '@tideline/core/link-safety';
import { createMarketStream } from '@tideline/core/market-stream';
import { API_PREFIX, callEndpoint, LONG_CALL_TIMEOUT_MS } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { P2P_CHAT_IMAGE_PATH, P2P_CHAT_MAX, p2pChatImagePath } from '@tideline/protocol/p2p/schemas';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { streamUrl } from '../api/stream-url.ts';
import { useUtcTime } from '../shell/use-utc-time.ts';
import { useP2pText } from './i18n/use-p2p-text.ts';
import { CHAT_IMAGE_ACCEPT, type ChatImageProblem, chatImageProblem } from './model/chat-image.ts';
import { P2P_QUERY_KEYS, type P2pChatMessage } from './p2p-account.ts';

/**
 * An order's chat: its messages (plain text the gateway cleaned, rendered as text, never as
 * markup; images the gateway checked, shown by an <img> whose source passes the §5 rules),
 * refreshed when the private `p2p.chat` channel says this order has a new one, a field to write
 * and an image to attach (a §7 multipart upload with the long-call time-out).
 */
export function OrderChat({ orderId, counterparty }: { orderId: string; counterparty: string }) {
  const t = useP2pText();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const time = useUtcTime();
  const key = useMemo(() => [...P2P_QUERY_KEYS.chat, orderId], [orderId]);
  const [text, setText] = useState('');
  const [imageProblem, setImageProblem] = useState<ChatImageProblem>();
  const fileInput = useRef<HTMLInputElement>(null);
  const messages = useQuery({
    queryKey: key,
    queryFn: () => callEndpoint(client, P2P_ENDPOINTS.chat, { id: orderId }),
  });

  useEffect(() => {
    const stream = createMarketStream({ url: streamUrl(), WebSocket: window.WebSocket });
    const off = stream.subscribe({ channel: 'p2p.chat' }, (message) => {
      const data = message.data as { orderId?: unknown } | undefined;
      if (data?.orderId === orderId) void queryClient.invalidateQueries({ queryKey: key });
    });
    return () => {
      off();
      stream.close();
    };
  }, [orderId, key, queryClient]);

  const addSent = (sent: P2pChatMessage) =>
    queryClient.setQueryData<P2pChatMessage[]>(key, (old) =>
      old === undefined || old.some((message) => message.id === sent.id) ? old : [...old, sent],
    );
  const send = useMutation({
    mutationFn: () => callEndpoint(client, P2P_ENDPOINTS.sendChat, { orderId, text }),
    onSuccess: (sent) => {
      setText('');
      addSent(sent);
    },
  });
  const upload = useMutation({
    mutationFn: async (file: File) =>
      (
        await client.upload<P2pChatMessage>(
          P2P_CHAT_IMAGE_PATH,
          { file, filename: file.name, fields: { orderId } },
          { timeoutMs: LONG_CALL_TIMEOUT_MS },
        )
      ).data,
    onSuccess: addSent,
  });
  const chatError = send.error ?? upload.error;
  const attach = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (file === undefined) return;
    const problem = chatImageProblem(file);
    setImageProblem(problem);
    upload.reset();
    if (problem === undefined) upload.mutate(file);
  };

  return (
    <section className="p2p-chat" aria-labelledby={`${ids}-chat`}>
      <h3 id={`${ids}-chat`}>{t('chat')}</h3>
      {messages.isError ? (
        <p className="p2p-error" role="alert">
          {t('loadError')}
        </p>
      ) : null}
      <div className="p2p-chat__log" role="log" aria-labelledby={`${ids}-chat`} data-testid="p2p-chat-log">
        <ol className="p2p-chat__list">
          {(messages.data ?? []).map((message) => (
            <li key={message.id} className={message.mine ? 'p2p-chat__mine' : 'p2p-chat__theirs'}>
              <span className="p2p-muted">
                {message.mine ? t('chatYou') : counterparty} · {time(message.createdAt)}
              </span>
              {message.imageId === null ? (
                <span className="p2p-chat__text">{message.text}</span>
              ) : (
                <img
                  className="p2p-chat__image"
                  src={safeImageSrc(`${API_PREFIX}${p2pChatImagePath(orderId, message.imageId)}`)}
                  alt={t('chatImageFrom', { name: message.mine ? t('chatYou') : counterparty })}
                  loading="lazy"
                />
              )}
            </li>
          ))}
        </ol>
      </div>
      {messages.data?.length === 0 ? <p className="p2p-muted">{t('chatEmpty')}</p> : null}
      <form
        className="p2p-row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '') send.mutate();
        }}
      >
        <label htmlFor={`${ids}-text`} className="p2p-visually-hidden">
          {t('chatMessage')}
        </label>
        <input
          id={`${ids}-text`}
          className="p2p-chat__input"
          maxLength={P2P_CHAT_MAX}
          placeholder={t('chatMessage')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" disabled={send.isPending || text.trim() === ''}>
          {t('chatSend')}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={CHAT_IMAGE_ACCEPT}
          data-testid="p2p-chat-file"
          onChange={(event) => attach(event.target.files?.[0])}
        />
        <button
          type="button"
          className="button"
          disabled={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          {upload.isPending ? t('chatUploading') : t('chatAttach')}
        </button>
      </form>
      {imageProblem !== undefined || chatError !== null ? (
        <p className="p2p-error" role="alert">
          {imageProblem !== undefined ? t(imageProblem) : refusalText(chatError!)}
        </p>
      ) : null}
    </section>
  );
}
