import { describe, expect, it } from 'vitest';
import { amountProblem, bpsAsPercent, INITIAL_SWAP, swapReducer } from './swap-form.ts';

describe('web3 swap form', () => {
  it.each([
    ['', 6, 'empty'],
    ['  ', 6, 'empty'],
    ['1e3', 6, 'format'],
    ['-1', 6, 'format'],
    ['1.', 6, 'format'],
    ['1.1234567', 6, 'format'],
    ['0', 6, 'zero'],
    ['0.000', 6, 'zero'],
    ['1.123456', 6, null],
    ['100', 8, null],
    ['0.00000001', 8, null],
  ] as const)('reads %j with %i decimals as %s', (amount, decimals, problem) => {
    expect(amountProblem(amount, decimals)).toBe(problem);
  });

  it('never holds the same token on both sides', () => {
    expect(swapReducer(INITIAL_SWAP, { type: 'tokenIn', token: 'WBTC' })).toMatchObject({
      tokenIn: 'WBTC',
      tokenOut: 'USDT',
    });
    expect(swapReducer(INITIAL_SWAP, { type: 'tokenOut', token: 'USDT' })).toMatchObject({
      tokenIn: 'WBTC',
      tokenOut: 'USDT',
    });
    expect(swapReducer(INITIAL_SWAP, { type: 'tokenOut', token: 'LINK' })).toMatchObject({
      tokenIn: 'USDT',
      tokenOut: 'LINK',
    });
    expect(swapReducer(INITIAL_SWAP, { type: 'flip' })).toMatchObject({ tokenIn: 'WBTC', tokenOut: 'USDT' });
  });

  it('takes a comma for the point and only the offered slippages', () => {
    expect(swapReducer(INITIAL_SWAP, { type: 'amount', amount: '1,5' }).amount).toBe('1.5');
    expect(swapReducer(INITIAL_SWAP, { type: 'slippage', bps: 100 }).slippageBps).toBe(100);
    expect(swapReducer(INITIAL_SWAP, { type: 'slippage', bps: 9999 }).slippageBps).toBe(50);
    expect(bpsAsPercent(50)).toBe('0.5');
    expect(bpsAsPercent(300)).toBe('3');
  });
});
