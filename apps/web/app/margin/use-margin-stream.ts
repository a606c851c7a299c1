import { useQueryClient } from '@tanstack/react-query';
import { createMarketStream } from '@tideline/core/market-stream';
import { notify } from '@tideline/ui';
import { useEffect, useRef } from 'react';
import { streamUrl } from '../api/stream-url.ts';
import { useSessionUserId } from '../security/auth-session.ts';
import { accountTitle } from './AccountCard.tsx';
import { useMarginText } from './i18n/use-margin-text.ts';
import { MARGIN_QUERY_KEYS, type MarginAccounts } from './margin-account.ts';
import { accountKey, isNewMarginCall, pushedAccounts, withPushedAccount } from './model/account-updates.ts';
import { levelText } from './model/risk.ts';

/**
 * The private `margin.account` channel while a margin page is open: each pushed account view
 * replaces the cached one, so the level and balances move as the market does, and an account that
 * reaches the margin call is announced in a notification (once per descent).
 */
export function useMarginStream(): void {
  const t = useMarginText();
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const words = useRef(t);
  words.current = t;
  useEffect(() => {
    if (userId === null) return;
    const risk = new Map<string, MarginAccounts['cross']['riskState']>();
    const key = [...MARGIN_QUERY_KEYS.accounts, userId];
    const stream = createMarketStream({
      url: streamUrl(),
      WebSocket: window.WebSocket,
      // After a reconnect the pushes may have a gap: the accounts are read again.
      onWelcome: () => void queryClient.invalidateQueries({ queryKey: MARGIN_QUERY_KEYS.accounts }),
    });
    const off = stream.subscribe({ channel: 'margin.account' }, (message) => {
      for (const account of pushedAccounts(message.data)) {
        const name = accountKey(account);
        if (isNewMarginCall(risk.get(name), account)) {
          const say = words.current;
          notify({
            type: 'warning',
            title: say('marginCallTitle'),
            message: say('marginCallMessage', {
              account: accountTitle(say, account),
              level: levelText(account.marginLevel) ?? '–',
            }),
          });
        }
        risk.set(name, account.riskState);
        queryClient.setQueryData<MarginAccounts>(key, (cached) => withPushedAccount(cached, account));
      }
    });
    return () => {
      off();
      stream.close();
    };
  }, [queryClient, userId]);
}
