import { Decimal, parseDecimal } from '@tideline/core/decimal';
import { MAX_MULTIPLE, MIN_INVESTMENT } from '@tideline/protocol/copy-trading/limits';
import type { COPY_MODES, followBody } from '@tideline/protocol/copy-trading/schemas';
import type { z } from 'zod';

/**
 * The follow dialog as a pure reducer (docs/protocol-copy-trading.md §2): the draft as typed,
 * `followFormErrors()` with the gateway's own rules (a fixed margin per order or a multiple of the
 * lead's size, an investment of at least 10 USDT within the futures wallet, the margin inside the
 * investment, TP/SL from 1 to 1,000 %, at least one contract when not copying all), and
 * `followRequest()` with the body the gateway takes. The gateway checks it all again.
 */

export type CopyMode = (typeof COPY_MODES)[number];

const PERCENT_MIN = 1;
const PERCENT_MAX = 1000;

export interface FollowDraft {
  mode: CopyMode;
  fixedMargin: string;
  multiple: string;
  investment: string;
  takeProfitPercent: string;
  stopLossPercent: string;
  /** Copy every contract the lead trades; otherwise only `symbols`. */
  allSymbols: boolean;
  symbols: readonly string[];
}

export type FollowTextField =
  | 'fixedMargin'
  | 'multiple'
  | 'investment'
  | 'takeProfitPercent'
  | 'stopLossPercent';

export type FollowFormAction =
  | { type: 'mode'; mode: CopyMode }
  | { type: 'text'; field: FollowTextField; value: string }
  | { type: 'allSymbols'; all: boolean }
  | { type: 'symbols'; symbols: readonly string[] };

export const EMPTY_FOLLOW: FollowDraft = {
  mode: 'fixed',
  fixedMargin: '',
  multiple: '1',
  investment: '',
  takeProfitPercent: '',
  stopLossPercent: '',
  allSymbols: true,
  symbols: [],
};

export function followFormReducer(draft: FollowDraft, action: FollowFormAction): FollowDraft {
  switch (action.type) {
    case 'mode':
      return { ...draft, mode: action.mode };
    case 'text':
      return { ...draft, [action.field]: action.value };
    case 'allSymbols':
      return { ...draft, allSymbols: action.all };
    case 'symbols':
      return { ...draft, symbols: action.symbols };
  }
}

export type FollowProblem =
  | 'required'
  | 'invalid'
  | 'belowMinInvestment'
  | 'aboveBalance'
  | 'aboveInvestment'
  | 'multipleRange'
  | 'percentRange'
  | 'noSymbols';

export type FollowFormErrors = Partial<Record<FollowTextField | 'symbols', FollowProblem>>;

/** The wire's shapes (protocol schemas): amounts 12 digits and 8 decimals, multiple 3 and 2, percent 4 and 2. */
const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
const MULTIPLE = /^\d{1,3}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,4}(\.\d{1,2})?$/;

function shaped(text: string, pattern: RegExp): Decimal | FollowProblem {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const value = parseDecimal(trimmed);
  if (!pattern.test(trimmed) || value === null || !value.gt(0)) return 'invalid';
  return value;
}

function percentProblem(text: string): FollowProblem | undefined {
  if (text.trim() === '') return undefined;
  const value = shaped(text, PERCENT);
  if (typeof value === 'string') return value;
  return value.lt(PERCENT_MIN) || value.gt(PERCENT_MAX) ? 'percentRange' : undefined;
}

/**
 * What stops the draft from being sent, field by field. `available` is the futures wallet's free
 * USDT once it has loaded (undefined before).
 */
export function followFormErrors(draft: FollowDraft, available: string | undefined): FollowFormErrors {
  const errors: FollowFormErrors = {};
  const investment = shaped(draft.investment, AMOUNT);
  if (typeof investment === 'string') errors.investment = investment;
  else if (investment.lt(MIN_INVESTMENT)) errors.investment = 'belowMinInvestment';
  else if (available !== undefined && investment.gt(available)) errors.investment = 'aboveBalance';
  if (draft.mode === 'fixed') {
    const margin = shaped(draft.fixedMargin, AMOUNT);
    if (typeof margin === 'string') errors.fixedMargin = margin;
    else if (typeof investment !== 'string' && margin.gt(investment)) errors.fixedMargin = 'aboveInvestment';
  } else {
    const multiple = shaped(draft.multiple, MULTIPLE);
    if (typeof multiple === 'string') errors.multiple = multiple === 'invalid' ? 'multipleRange' : multiple;
    else if (multiple.gt(MAX_MULTIPLE)) errors.multiple = 'multipleRange';
  }
  const takeProfit = percentProblem(draft.takeProfitPercent);
  if (takeProfit) errors.takeProfitPercent = takeProfit;
  const stopLoss = percentProblem(draft.stopLossPercent);
  if (stopLoss) errors.stopLossPercent = stopLoss;
  if (!draft.allSymbols && draft.symbols.length === 0) errors.symbols = 'noSymbols';
  return errors;
}

export type FollowRequest = z.input<typeof followBody>;

/** The follow request for a draft without errors: only the chosen mode's amount, optional fields left out when empty. */
export function followRequest(traderId: string, draft: FollowDraft): FollowRequest {
  const plain = (text: string) => new Decimal(text.trim()).toFixed();
  return {
    traderId,
    mode: draft.mode,
    ...(draft.mode === 'fixed'
      ? { fixedMargin: plain(draft.fixedMargin) }
      : { multiple: plain(draft.multiple) }),
    investment: plain(draft.investment),
    ...(draft.takeProfitPercent.trim() === '' ? {} : { takeProfitPercent: plain(draft.takeProfitPercent) }),
    ...(draft.stopLossPercent.trim() === '' ? {} : { stopLossPercent: plain(draft.stopLossPercent) }),
    ...(draft.allSymbols ? {} : { symbols: [...draft.symbols] }),
  };
}
