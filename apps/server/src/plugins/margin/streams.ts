import { z } from 'zod';
import { serverMessage } from '../../i18n/index.ts';
import type { StreamChannel } from '../../platform/streams/channel-registry.ts';
import { accountTopic, MARGIN_ACCOUNT_CHANNEL } from './service.ts';

/**
 * The private `margin.account` channel: every margin account of the subscriber (assets,
 * liabilities, margin level, risk state) is pushed as it changes, after a transfer, loan, fill,
 * interest hour or a price move that re-checked it. The topic is the user's own.
 */
export function marginAccountChannel(): StreamChannel<{ channel: string }> {
  return {
    name: MARGIN_ACCOUNT_CHANNEL,
    arg: z.strictObject({ channel: z.literal(MARGIN_ACCOUNT_CHANNEL) }),
    isPrivate: true,
    open: (subscriber, arg) =>
      subscriber.userId === null
        ? { code: '20205', msg: serverMessage('auth.loginRequired', subscriber.languageType) }
        : { topic: accountTopic(subscriber.userId), arg, snapshot: [] },
    topicOf: (subscriber) => (subscriber.userId === null ? undefined : accountTopic(subscriber.userId)),
  };
}
