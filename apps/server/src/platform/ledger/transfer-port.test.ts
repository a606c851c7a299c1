import { describe, expect, it } from 'vitest';
import { postingsBalance, TransferPort } from './transfer-port.ts';
import type { LegRefusal, TransferLeg, UnfinishedTransfer, WalletLeg } from './wallet-leg.ts';

/** A wallet leg that records the steps it was asked to run and answers as told. */
function scriptedLeg(
  wallet: string,
  answers: { expect?: LegRefusal; send?: LegRefusal; committed?: boolean; unfinished?: UnfinishedTransfer[] },
  steps: string[],
): WalletLeg {
  const note = (step: string, leg: TransferLeg): void => {
    steps.push(`${wallet}.${step} ${leg.amount} (with ${leg.counterpart})`);
  };
  return {
    wallet,
    balances: async () => [],
    expect: async (leg) => {
      note('expect', leg);
      return answers.expect;
    },
    send: async (leg) => {
      note('send', leg);
      return answers.send;
    },
    receive: async (leg) => note('receive', leg),
    settle: async (leg) => note('settle', leg),
    committed: async (leg) => {
      note('committed?', leg);
      return answers.committed ?? false;
    },
    unfinished: async () => answers.unfinished ?? [],
  };
}

const request = { venue: 'live' as const, userId: 7, from: 'a', to: 'b', asset: 'USDT', amount: '12.5' };

describe('the ledger transfer port (issue #19 item 2)', () => {
  it('runs expect, send, receive, settle in that order and answers two postings summing to zero', async () => {
    const steps: string[] = [];
    const port = new TransferPort();
    port.register(scriptedLeg('a', {}, steps));
    port.register(scriptedLeg('b', {}, steps));
    const result = await port.transfer(request);
    expect(steps).toEqual([
      'b.expect 12.5 (with a)',
      'a.send 12.5 (with b)',
      'b.receive 12.5 (with a)',
      'a.settle 12.5 (with b)',
    ]);
    expect(result.outcome).toBe('done');
    expect(result.postings.map(({ wallet, amount }) => [wallet, amount])).toEqual([
      ['a', '-12.5'],
      ['b', '12.5'],
    ]);
    expect(postingsBalance(result.postings)).toBe(true);
  });

  it('a refused source moves nothing: the destination drops its expectation, no postings', async () => {
    const steps: string[] = [];
    const port = new TransferPort();
    port.register(scriptedLeg('a', { send: 'insufficient-balance' }, steps));
    port.register(scriptedLeg('b', {}, steps));
    expect(await port.transfer(request)).toMatchObject({ outcome: 'insufficient-balance', postings: [] });
    expect(steps).toEqual(['b.expect 12.5 (with a)', 'a.send 12.5 (with b)', 'b.settle 12.5 (with a)']);
  });

  it('a refused expectation asks the source nothing', async () => {
    const steps: string[] = [];
    const port = new TransferPort();
    port.register(scriptedLeg('a', {}, steps));
    port.register(scriptedLeg('b', { expect: 'invalid-amount' }, steps));
    expect(await port.transfer(request)).toMatchObject({ outcome: 'invalid-amount', postings: [] });
    expect(steps).toEqual(['b.expect 12.5 (with a)']);
  });

  it.each([
    ['0', 'a', 'b'],
    ['-1', 'a', 'b'],
    ['1', 'a', 'a'],
  ])('refuses amount %s from %s to %s as invalid without asking a wallet', async (amount, from, to) => {
    const steps: string[] = [];
    const port = new TransferPort();
    port.register(scriptedLeg('a', {}, steps));
    port.register(scriptedLeg('b', {}, steps));
    expect((await port.transfer({ ...request, amount, from, to })).outcome).toBe('invalid-amount');
    expect(steps).toEqual([]);
  });

  it('refuses a second wallet of the same name and names an unknown one', () => {
    const port = new TransferPort();
    port.register(scriptedLeg('a', {}, []));
    expect(() => port.register(scriptedLeg('a', {}, []))).toThrow('wallet a is registered twice');
    expect(() => port.legOf('c')).toThrow('no wallet named c');
  });

  const pending = (role: 'source' | 'destination'): UnfinishedTransfer => ({
    transferId: 't1',
    venue: 'live',
    userId: 7,
    asset: 'USDT',
    amount: '3',
    counterpart: 'a',
    role,
  });

  it.each([
    [
      'destination, source paid: credit it',
      'destination' as const,
      true,
      ['a.committed? 3 (with b)', 'b.receive 3 (with a)'],
    ],
    [
      'destination, source never paid: drop it',
      'destination' as const,
      false,
      ['a.committed? 3 (with b)', 'b.settle 3 (with a)'],
    ],
    [
      'source, destination not credited: credit it, then settle',
      'source' as const,
      false,
      ['a.committed? 3 (with b)', 'a.receive 3 (with b)', 'b.settle 3 (with a)'],
    ],
    [
      'source, destination credited: only settle',
      'source' as const,
      true,
      ['a.committed? 3 (with b)', 'b.settle 3 (with a)'],
    ],
  ])('recovery of a pending %s', async (_case, role, committed, expected) => {
    const steps: string[] = [];
    const port = new TransferPort();
    port.register(scriptedLeg('a', { committed }, steps));
    port.register(scriptedLeg('b', { unfinished: [pending(role)] }, steps));
    expect(await port.recover('b')).toBe(1);
    expect(steps).toEqual(expected);
  });
});
