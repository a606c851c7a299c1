import { WEB3_TOKENS, type Web3Token } from '@tideline/protocol/web3-wallet/tokens';

// The swap form (issue #27): tokens, amount and slippage, and whether a quote may be asked for.
// Pure, so the rules are tested without a page.

export const SLIPPAGE_CHOICES_BPS = [10, 50, 100, 300] as const;
export const DEFAULT_SLIPPAGE_BPS = 50;

export interface SwapForm {
  tokenIn: Web3Token;
  tokenOut: Web3Token;
  amount: string;
  slippageBps: number;
}

export const INITIAL_SWAP: SwapForm = {
  tokenIn: 'USDT',
  tokenOut: 'WBTC',
  amount: '',
  slippageBps: DEFAULT_SLIPPAGE_BPS,
};

/** Whole-token amounts as the gateway reads them: digits, at most one point, no more decimals than the token has. */
export function amountProblem(amount: string, decimals: number): 'empty' | 'format' | 'zero' | null {
  if (amount.trim() === '') return 'empty';
  const match = /^(\d{1,20})(?:\.(\d+))?$/.exec(amount.trim());
  if (match === null || (match[2] ?? '').length > decimals) return 'format';
  if (/^[0.]*$/.test(amount.trim())) return 'zero';
  return null;
}

export type SwapAction =
  | { type: 'tokenIn'; token: Web3Token }
  | { type: 'tokenOut'; token: Web3Token }
  | { type: 'flip' }
  | { type: 'amount'; amount: string }
  | { type: 'slippage'; bps: number };

/** Picking the token on the other side swaps the two, so the pair is never the same token. */
export function swapReducer(form: SwapForm, action: SwapAction): SwapForm {
  switch (action.type) {
    case 'tokenIn':
      return action.token === form.tokenOut
        ? { ...form, tokenIn: action.token, tokenOut: form.tokenIn }
        : { ...form, tokenIn: action.token };
    case 'tokenOut':
      return action.token === form.tokenIn
        ? { ...form, tokenOut: action.token, tokenIn: form.tokenOut }
        : { ...form, tokenOut: action.token };
    case 'flip':
      return { ...form, tokenIn: form.tokenOut, tokenOut: form.tokenIn };
    case 'amount':
      return { ...form, amount: action.amount.replace(',', '.') };
    case 'slippage':
      return SLIPPAGE_CHOICES_BPS.includes(action.bps as (typeof SLIPPAGE_CHOICES_BPS)[number])
        ? { ...form, slippageBps: action.bps }
        : form;
  }
}

export const SWAP_TOKENS: readonly Web3Token[] = WEB3_TOKENS;

/** A basis-point figure as a percentage text: 50 -> "0.5". */
export function bpsAsPercent(bps: number): string {
  return String(bps / 100);
}
