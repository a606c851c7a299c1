import {
  ORDER_CANCEL_REASONS,
  ORDER_OUTCOME_STATUSES,
  type OrderCancelReason,
  type OrderOutcome,
  type OrderOutcomeStatus,
} from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import { fillText } from '../i18n/text-sections.ts';
import orderOutcomeEn from './i18n/en.json';
import { ORDER_OUTCOME_TEXTS } from './i18n/index.ts';
import type { OrderOutcomeMessages } from './i18n/use-order-outcome-text.ts';
import { orderOutcomeToast } from './order-outcome-message.ts';

const t = (key: keyof OrderOutcomeMessages, values: Readonly<Record<string, string | number>> = {}) =>
  fillText(orderOutcomeEn[key], values);
const BTC = { coin: 'BTC', pricePlace: 2 };

const REASON_TEXT: Readonly<Record<OrderCancelReason | 'none', string>> = {
  'no-liquidity': 'not enough liquidity in the order book',
  'post-only-would-take': 'a post-only order would have traded at once',
  'self-trade': 'it would have traded with your own order',
  'reduce-only': 'a reduce-only order cannot be larger than your position',
  user: 'cancelled by you',
  none: 'the order was cancelled',
};

function outcome(status: OrderOutcomeStatus, reason: OrderCancelReason | null): OrderOutcome {
  const filled = status === 'filled' ? '0.01' : status.startsWith('partially') ? '0.004' : '0';
  return {
    status,
    size: '0.010000',
    filled,
    avgPrice: filled === '0' ? null : '95000.00',
    cancelReason: reason,
  };
}

describe('issue #18 the toast after placing an order follows its outcome', () => {
  const expected: Record<OrderOutcomeStatus, (reason: string) => { type: string; message: string }> = {
    filled: () => ({ type: 'success', message: 'Filled 0.01 BTC at 95,000.00' }),
    'partially-filled-resting': () => ({
      type: 'success',
      message: 'Partially filled 0.004 of 0.01 BTC at 95,000.00; the rest is resting on the order book',
    }),
    'partially-filled-cancelled': (reason) => ({
      type: 'warning',
      message: `Partially filled 0.004 of 0.01 BTC at 95,000.00; the rest was cancelled: ${reason}`,
    }),
    cancelled: (reason) => ({ type: 'error', message: `Not filled: ${reason}` }),
    resting: () => ({ type: 'success', message: 'Order placed.' }),
  };
  for (const status of ORDER_OUTCOME_STATUSES) {
    for (const reason of [...ORDER_CANCEL_REASONS, null]) {
      it(`${status} / ${reason ?? 'no reason'}`, () => {
        expect(orderOutcomeToast(outcome(status, reason), t, BTC)).toEqual(
          expected[status](REASON_TEXT[reason ?? 'none']),
        );
      });
    }
  }

  it('an order cancelled without a fill never reads as placed or as a success', () => {
    for (const reason of [...ORDER_CANCEL_REASONS, null]) {
      const toast = orderOutcomeToast(outcome('cancelled', reason), t, BTC);
      expect(toast.type).toBe('error');
      expect(toast.message).not.toContain(orderOutcomeEn.resting);
    }
  });
});

describe('issue #18 every outcome and reason has text in all 31 languages', () => {
  const keys = Object.keys(orderOutcomeEn) as Array<keyof OrderOutcomeMessages>;
  for (const [locale, texts] of Object.entries(ORDER_OUTCOME_TEXTS)) {
    it(locale, () => {
      for (const key of keys) {
        expect(texts[key].trim(), `${locale} ${key}`).not.toBe('');
        const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(texts[key]), `${locale} ${key}`).toEqual(placeholders(orderOutcomeEn[key]));
      }
      if (!locale.startsWith('en') && locale !== 'asia') {
        expect(texts.notFilled, locale).not.toBe(orderOutcomeEn.notFilled);
        expect(texts.reasonNoLiquidity, locale).not.toBe(orderOutcomeEn.reasonNoLiquidity);
      }
    });
  }
  it('covers the 31 languages', () => {
    expect(Object.keys(ORDER_OUTCOME_TEXTS)).toHaveLength(31);
  });
});
