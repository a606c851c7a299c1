/**
 * The create form of /red-packet as a pure model: the fields, their changes, and the request body
 * or the first problem (the gateway checks again; this only spares a round trip). Amounts stay
 * strings so no float ever rounds them.
 */
import type { RedPacketSource } from '@tideline/protocol/red-packets/schemas';

export type Mode = 'lucky' | 'equal';
export type Cover = 'classic' | 'gold' | 'blossom';

export interface CreateForm {
  asset: string;
  /** The wallet that pays: spot, or the funding wallet P2P trades from. */
  source: RedPacketSource;
  amount: string;
  /** `perShare` multiplies the amount by the count (equal mode only). */
  amountIs: 'total' | 'perShare';
  count: string;
  mode: Mode;
  greeting: string;
  cover: Cover;
  expiresInHours: string;
  newUsersOnly: boolean;
  secondFactor: string;
}

export const INITIAL_FORM: CreateForm = {
  asset: 'USDT',
  source: 'spot',
  amount: '',
  amountIs: 'total',
  count: '1',
  mode: 'lucky',
  greeting: '',
  cover: 'classic',
  expiresInHours: '24',
  newUsersOnly: false,
  secondFactor: '',
};

export const MAX_SHARES = 1000;
export const MAX_HOURS = 168;
export const GREETING_LIMIT = 120;

export type FormChange = { [K in keyof CreateForm]: { field: K; value: CreateForm[K] } }[keyof CreateForm];

export function reduceForm(form: CreateForm, change: FormChange): CreateForm {
  const next = { ...form, [change.field]: change.value };
  // A per-share amount means nothing for a lucky packet: switching to lucky makes it a total.
  if (next.mode === 'lucky') next.amountIs = 'total';
  return next;
}

export type FormProblem = 'amount' | 'count' | 'hours' | 'greeting';

export interface CreateBody {
  asset: string;
  source: RedPacketSource;
  amount: string;
  amountIs: 'total' | 'perShare';
  count: number;
  mode: Mode;
  greeting: string;
  cover: Cover;
  expiresInHours: number;
  newUsersOnly: boolean;
  secondFactor?: string;
}

const AMOUNT = /^\d{1,20}(\.\d{1,8})?$/;

function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The body to send, or the first field that is not right. */
export function formBody(form: CreateForm): { body: CreateBody } | { problem: FormProblem } {
  if (!AMOUNT.test(form.amount) || !/[1-9]/.test(form.amount)) return { problem: 'amount' };
  const count = wholeIn(form.count, 1, MAX_SHARES);
  if (count === null) return { problem: 'count' };
  const hours = wholeIn(form.expiresInHours, 1, MAX_HOURS);
  if (hours === null) return { problem: 'hours' };
  if (Array.from(form.greeting).length > GREETING_LIMIT) return { problem: 'greeting' };
  return {
    body: {
      asset: form.asset,
      source: form.source,
      amount: form.amount,
      amountIs: form.amountIs,
      count,
      mode: form.mode,
      greeting: form.greeting,
      cover: form.cover,
      expiresInHours: hours,
      newUsersOnly: form.newUsersOnly,
      ...(form.secondFactor === '' ? {} : { secondFactor: form.secondFactor }),
    },
  };
}
