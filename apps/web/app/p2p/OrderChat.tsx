import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createMarketStream } from '@tideline/core/market-stream';
import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { P2P_CHAT_MAX } from '@tideline/protocol/p2p/schemas';
import { useEffect, useId, useMemo, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { streamUrl } from '../api/stream-url.ts';
import { useUtcTime } from '../shell/use-utc-time.ts';
import { useP2pText } from './i18n/use-p2p-text.ts';
import { P2P_QUERY_KEYS, type P2pChatMessage } from './p2p-account.ts';

/**
 * An order's chat: its messages (plain text the gateway cleaned; rendered as text, never as
 * markup), refreshed when the private `p2p.chat` channel says this order has a new one, and a
 * field to write.
 */
export function OrderChat({ orderId, counterparty }: { orderId: string; counterparty: string }) {
  const t = useP2pText();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const time = useUtcTime();
  const key = useMemo(() => [...P2P_QUERY_KEYS.chat, orderId], [orderId]);
  const [text, setText] = useState('');
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

  const send = useMutation({
    mutationFn: () => callEndpoint(client, P2P_ENDPOINTS.sendChat, { orderId, text }),
    onSuccess: (sent) => {
      setText('');
      queryClient.setQueryData<P2pChatMessage[]>(key, (old) =>
        old === undefined || old.some((message) => message.id === sent.id) ? old : [...old, sent],
      );
    },
  });

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
              <span className="p2p-chat__text">{message.text}</span>
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
      </form>
      {send.isError ? (
        <p className="p2p-error" role="alert">
          {refusalText(send.error)}
        </p>
      ) : null}
    </section>
  );
}
