import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../model/account-keys.ts';
import { spotOrderFixture } from '../model/spot-order-fixture.ts';
import { applyOrderViews } from './apply-account-views.ts';

/** A client whose waiting plans of BTCUSDT are cached and fresh, with one open order. */
function clientWithPlans() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(accountKeys.plans('BTCUSDT'), [{ planNo: '7' }]);
  queryClient.setQueryData(accountKeys.open('BTCUSDT'), [spotOrderFixture({ orderNo: '1' })]);
  queryClient.setQueryData(accountKeys.history('BTCUSDT'), []);
  const plansStale = () => queryClient.getQueryState(accountKeys.plans('BTCUSDT'))?.isInvalidated === true;
  return { queryClient, plansStale };
}

describe('applyOrderViews', () => {
  it('fetches the waiting plans again when a trigger order’s order arrives (its plan fired)', () => {
    const { queryClient, plansStale } = clientWithPlans();
    applyOrderViews(queryClient, [
      spotOrderFixture({ orderNo: '981', orderType: 'market', status: 'filled', trackingType: 1 }),
    ]);
    expect(plansStale()).toBe(true);
    expect(queryClient.getQueryData(accountKeys.history('BTCUSDT'))).toHaveLength(1);
  });

  it('leaves the plans alone for an order the page placed, even when its push comes before the answer', () => {
    const { queryClient, plansStale } = clientWithPlans();
    applyOrderViews(queryClient, [spotOrderFixture({ orderNo: '982' })]);
    expect(plansStale()).toBe(false);
  });

  it('leaves the plans alone for a later push of a trigger order it has seen', () => {
    const { queryClient, plansStale } = clientWithPlans();
    queryClient.setQueryData(accountKeys.open('BTCUSDT'), [
      spotOrderFixture({ orderNo: '981', trackingType: 1 }),
    ]);
    applyOrderViews(queryClient, [spotOrderFixture({ orderNo: '981', trackingType: 1, status: 'filled' })]);
    expect(plansStale()).toBe(false);
  });

  it('leaves the plans alone for an update of an order the page knows', () => {
    const { queryClient, plansStale } = clientWithPlans();
    applyOrderViews(queryClient, [spotOrderFixture({ orderNo: '1', status: 'partially_filled' })]);
    expect(plansStale()).toBe(false);
  });

  it('leaves another pair’s plans alone', () => {
    const { queryClient, plansStale } = clientWithPlans();
    applyOrderViews(queryClient, [spotOrderFixture({ orderNo: '5', symbol: 'ETHUSDT', trackingType: 1 })]);
    expect(plansStale()).toBe(false);
  });
});
