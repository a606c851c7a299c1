import { describe, expect, it } from 'vitest';
import type { MarginAccount, MarginAccounts } from '../margin-account.ts';
import { isNewMarginCall, pushedAccounts, withPushedAccount } from './account-updates.ts';
import { moveLimit, owedOf } from './move-limit.ts';
import { levelText } from './risk.ts';

function account(fields: Partial<MarginAccount>): MarginAccount {
  return {
    mode: 'cross',
    symbol: null,
    assets: [{ asset: 'USDT', free: '100', locked: '0', borrowed: '40', interest: '0.5', net: '59.5' }],
    totalAssetValue: '100',
    totalDebtValue: '40.5',
    marginLevel: '2.46913580',
    riskState: 'safe',
    liquidationPrice: null,
    leverage: 3,
    liquidating: false,
    ...fields,
  };
}

describe('pushed margin accounts', () => {
  const cached: MarginAccounts = {
    cross: account({}),
    isolated: [account({ mode: 'isolated', symbol: 'BTCUSDT', leverage: 10 })],
  };
  it('replace the cross account, an isolated pair, or add a new pair', () => {
    const cross = account({ marginLevel: '1.5' });
    expect(withPushedAccount(cached, cross)?.cross).toBe(cross);
    const btc = account({ mode: 'isolated', symbol: 'BTCUSDT', marginLevel: '1.2' });
    expect(withPushedAccount(cached, btc)?.isolated).toEqual([btc]);
    const eth = account({ mode: 'isolated', symbol: 'ETHUSDT' });
    expect(withPushedAccount(cached, eth)?.isolated.map((item) => item.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
    ]);
    expect(withPushedAccount(undefined, eth)).toBeUndefined();
  });

  it.each([
    [undefined, 'safe', false],
    [undefined, 'margin-call', true],
    ['safe', 'warning', false],
    ['warning', 'margin-call', true],
    ['safe', 'liquidation', true],
    ['margin-call', 'margin-call', false],
    ['margin-call', 'liquidation', false],
    ['liquidation', 'safe', false],
  ] as const)('from %s to %s is a new margin call: %s', (previous, next, called) => {
    expect(isNewMarginCall(previous, account({ riskState: next }))).toBe(called);
  });

  it('reads one view or a list, and nothing else', () => {
    expect(pushedAccounts(account({}))).toHaveLength(1);
    expect(pushedAccounts([account({}), account({ mode: 'isolated', symbol: 'ETHUSDT' })])).toHaveLength(2);
    expect(pushedAccounts({ hello: 1 })).toEqual([]);
    expect(pushedAccounts(null)).toEqual([]);
  });
});

describe('the most a move may be', () => {
  const held = account({});
  const sources = { spot: [{ asset: 'USDT', available: '250' }], account: held, maxBorrowable: '120' };
  it.each([
    ['transfer-in', 'USDT', '250'],
    ['transfer-in', 'BTC', '0'],
    ['transfer-out', 'USDT', '100'],
    ['borrow', 'USDT', '120'],
    ['repay', 'USDT', '40.5'],
    ['repay', 'BTC', '0'],
  ] as const)('%s %s: %s', (move, asset, limit) => {
    expect(moveLimit(move, asset, sources)).toBe(limit);
  });
  it('is unknown until its figure has arrived', () => {
    expect(moveLimit('transfer-in', 'USDT', { ...sources, spot: undefined })).toBeUndefined();
    expect(moveLimit('borrow', 'USDT', { ...sources, maxBorrowable: undefined })).toBeUndefined();
    expect(moveLimit('repay', 'USDT', { ...sources, account: undefined })).toBeUndefined();
  });
  it('repays at most what the account holds free', () => {
    const short = account({
      assets: [{ asset: 'USDT', free: '10', locked: '0', borrowed: '40', interest: '0.5', net: '-30.5' }],
    });
    expect(owedOf(short, 'USDT')).toBe('40.5');
    expect(moveLimit('repay', 'USDT', { ...sources, account: short })).toBe('10');
  });
});

describe('the margin level as shown', () => {
  it.each([
    [null, null],
    ['2.46913580', '2.46'],
    ['1.1', '1.10'],
    ['3', '3.00'],
    ['1.29999999', '1.29'],
  ])('%s reads %s', (level, shown) => {
    expect(levelText(level)).toBe(shown);
  });
});
