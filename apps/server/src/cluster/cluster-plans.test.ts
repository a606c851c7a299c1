import { CLIENT_ORDER_ID_PATTERN } from '@tideline/protocol/spot/order';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeEvent, PlaceCommand } from '../markets/exchange-types.ts';
import {
  type ClusterPlanPorts,
  ClusterPlans,
  type Plan,
  planNoOfRid,
  planOutcome,
  planPlaceCommand,
  planReached,
  planRetryDelay,
  planRid,
} from './cluster-plans.ts';
import type { CommandResult } from './symbol-engine.ts';

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  plan_no: 7,
  venue: 'live',
  user_id: 42,
  symbol: 'ETHUSDT',
  side: 'buy',
  order_type: 'limit',
  trigger_price: '2050',
  trigger_direction: 'up',
  price: '1900',
  size: '0.01',
  status: 'waiting',
  order_no: null,
  created_at: 1_000,
  updated_at: 1_000,
  ...overrides,
});

const trade = (price: string, ts: number): ExchangeEvent => ({
  type: 'trade',
  symbol: 'ETHUSDT',
  tradeId: 1,
  price,
  size: '0.01',
  quoteAmount: '0',
  takerSide: 'buy',
  makerOrderId: 1,
  makerAccountId: 'u1',
  takerOrderId: 2,
  takerAccountId: 'u2',
  makerFee: '0',
  makerFeeAsset: 'USDT',
  takerFee: '0',
  takerFeeAsset: 'ETH',
  ts,
});

const accepted = (orderId: number): ExchangeEvent => ({
  type: 'accepted',
  symbol: 'ETHUSDT',
  orderId,
  accountId: 'u42',
  clientOrderId: 'plan:7',
  side: 'buy',
  orderType: 'limit',
  price: '1900',
  size: '0.01',
  timeInForce: 'GTC',
  postOnly: false,
  ts: 5,
});

/** The engine's refusal of plan 7's order. */
const rejected = (reason: 'insufficient-balance' | 'invalid-order'): ExchangeEvent => ({
  type: 'rejected',
  command: 'place',
  accountId: 'u42',
  symbol: 'ETHUSDT',
  orderId: undefined,
  clientOrderId: 'plan:7',
  reason,
  ts: 5,
});

const result = (rid: string, events: ExchangeEvent[]): CommandResult => ({
  symbol: 'ETHUSDT',
  seq: 1,
  rid,
  events,
  postings: [],
});

describe('plan rules through the cluster', () => {
  it.each([
    ['up', '2049.99', 2_000, false],
    ['up', '2050', 2_000, true],
    ['up', '2051', 2_000, true],
    ['down', '2050.01', 2_000, false],
    ['down', '2050', 2_000, true],
    ['down', '1', 2_000, true],
    // A trade made before the plan was placed (the stream replayed from its start) does not count.
    ['up', '3000', 999, false],
    ['up', '3000', 1_000, true],
  ] as const)(
    'a %s trigger at 2,050 and a trade at %s at %i: reached %s',
    (direction, price, time, reached) => {
      expect(planReached(plan({ trigger_direction: direction }), Number(price) * 100, time)).toBe(reached);
    },
  );

  it('names the command by its plan number and reads the number back only from plan ids', () => {
    expect(planRid(7)).toBe('plan:7');
    expect(planNoOfRid('plan:7')).toBe(7);
    for (const rid of ['xfer:7', 'plan:', 'plan:x', 'plan:-1', 'plan:0', '7'])
      expect(planNoOfRid(rid)).toBeUndefined();
  });

  it("places the plan's order with a client order id of its number that no user can send", () => {
    expect(planPlaceCommand(plan(), 5)).toEqual({
      type: 'place',
      symbol: 'ETHUSDT',
      accountId: 'u42',
      side: 'buy',
      orderType: 'limit',
      price: '1900',
      size: '0.01',
      clientOrderId: 'plan:7',
      ts: 5,
    });
    expect(planPlaceCommand(plan({ order_type: 'market', price: null }), 5)).not.toHaveProperty('price');
    // Users' client order ids (/v1 and /cluster/v1) cannot clash with a plan's.
    expect(planPlaceCommand(plan(), 5).clientOrderId).not.toMatch(CLIENT_ORDER_ID_PATTERN);
    expect(planPlaceCommand(plan({ plan_no: 1 }), 5).clientOrderId).not.toMatch(CLIENT_ORDER_ID_PATTERN);
  });

  it("reads triggered with the engine's order number, or failed, from the result", () => {
    expect(planOutcome(result('plan:7', [accepted(31)]))).toEqual({ status: 'triggered', orderNo: 31 });
    const rejected: ExchangeEvent = {
      type: 'rejected',
      command: 'place',
      accountId: 'u42',
      symbol: 'ETHUSDT',
      orderId: 31,
      clientOrderId: 'plan:7',
      reason: 'insufficient-balance',
      ts: 5,
    };
    expect(planOutcome(result('plan:7', [rejected]))).toEqual({ status: 'failed' });
  });
});

/** The trigger with in-memory ports: a waiting set, written rows, published commands, funding. */
function trigger(options: {
  spot: number;
  publishFails?: number;
  fundFails?: number;
  /** How many row writes fail first (the database down). */
  settleFails?: number;
}) {
  const waiting = new Map<number, Plan>([[7, plan()]]);
  const settled: Array<[number, string]> = [];
  const published: Array<[string, PlaceCommand]> = [];
  /** The request ids funded. */
  const funded: string[] = [];
  const tries = { fund: 0, publish: 0, settle: 0 };
  const ports: ClusterPlanPorts = {
    waiting: () => [...waiting.values()],
    claim: (planNo) => {
      const claimed = waiting.get(planNo);
      waiting.delete(planNo);
      return claimed;
    },
    release: (released) => waiting.set(Number(released.plan_no), released),
    settle: async (settledPlan, outcome) => {
      tries.settle += 1;
      if (tries.settle <= (options.settleFails ?? 0)) throw new Error('database down');
      settled.push([Number(settledPlan.plan_no), outcome.status]);
    },
    fund: async (_userId, _command, rid) => {
      tries.fund += 1;
      if (tries.fund <= (options.fundFails ?? 0)) throw new Error('database down');
      // The plan's order needs 19 USDT.
      if (options.spot < 19) return 'insufficient-balance';
      funded.push(rid);
      return 'done';
    },
    publish: async (_symbol, rid, command) => {
      tries.publish += 1;
      if (tries.publish <= (options.publishFails ?? 0)) throw new Error('NATS down');
      published.push([rid, command]);
    },
    warn: () => undefined,
  };
  return { plans: new ClusterPlans(ports), waiting, settled, published, funded, tries };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cluster plan trigger', () => {
  it('fires a plan reached during the replay only once caught up, and settles it from its result', async () => {
    const { plans, waiting, settled, published, funded } = trigger({ spot: 100 });
    plans.apply(result('r1', [trade('2060', 2_000)]));
    await settle();
    expect(published).toEqual([]);
    expect(plans.lastPrice('ETHUSDT')).toBe(206_000);
    plans.markCaughtUp();
    await settle();
    expect(funded).toEqual(['plan:7']);
    expect(published.map(([rid]) => rid)).toEqual(['plan:7']);
    expect(waiting.size).toBe(0);
    expect(settled).toEqual([]);
    plans.apply(result('plan:7', [accepted(3)]));
    await settle();
    expect(settled).toEqual([[7, 'triggered']]);
    // Another trade through the trigger places nothing more.
    plans.apply(result('r2', [trade('2070', 3_000)]));
    await settle();
    expect(published).toHaveLength(1);
  });

  it('settles a plan published before a restart from its replayed result, never publishing it again', async () => {
    const { plans, settled, published } = trigger({ spot: 100 });
    plans.apply(result('r1', [trade('2060', 2_000)]));
    plans.apply(result('plan:7', [accepted(3)]));
    plans.markCaughtUp();
    await settle();
    expect(published).toEqual([]);
    expect(settled).toEqual([[7, 'triggered']]);
  });

  it('fails a plan the spot wallet cannot fund, publishing nothing', async () => {
    const { plans, settled, published, funded } = trigger({ spot: 5 });
    plans.markCaughtUp();
    plans.apply(result('r1', [trade('2060', 2_000)]));
    await settle();
    expect(funded).toEqual([]);
    expect(published).toEqual([]);
    expect(settled).toEqual([[7, 'failed']]);
  });

  it('leaves a plan waiting below its trigger', async () => {
    const { plans, waiting, published } = trigger({ spot: 100 });
    plans.markCaughtUp();
    plans.apply(result('r1', [trade('2049.99', 2_000)]));
    await settle();
    expect(published).toEqual([]);
    expect(waiting.has(7)).toBe(true);
  });
});

describe('where a restart may replay the plans from (the purge waits for it)', () => {
  it('is idle only caught up, with no plan due, being placed or with its row being written', async () => {
    const { plans } = trigger({ spot: 100 });
    plans.apply(result('r0', [trade('2000', 2_000)]));
    expect(plans.idle()).toBe(false); // the replay is not caught up
    plans.markCaughtUp();
    expect(plans.idle()).toBe(true);
    plans.apply(result('r1', [trade('2060', 2_000)]));
    // Fired: funded and published, its result not seen yet; a restart must replay the trade.
    expect(plans.idle()).toBe(false);
    await settle();
    expect(plans.idle()).toBe(false);
    plans.apply(result('plan:7', [accepted(3)]));
    expect(plans.idle()).toBe(false); // its row is being written
    await settle();
    expect(plans.idle()).toBe(true);
  });

  it('stays busy after a row could not be written, so the replay after a restart settles it', async () => {
    const { plans } = trigger({ spot: 100, settleFails: 1 });
    plans.apply(result('r1', [trade('2060', 2_000)]));
    plans.apply(result('plan:7', [accepted(3)]));
    plans.markCaughtUp();
    await settle();
    expect(plans.idle()).toBe(false);
    plans.stop();
  });

  it("resumes each symbol's last trade from a checkpoint", () => {
    const { plans } = trigger({ spot: 100 });
    plans.resume(new Map([['ETHUSDT', { ticks: 205_500, time: 1_500 }]]));
    expect(plans.lastPrice('ETHUSDT')).toBe(205_500);
  });
});

describe('trying again a plan whose order could not be placed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

  it.each([
    [0, 1_000],
    [1, 2_000],
    [4, 16_000],
    [5, 30_000],
    [60, 30_000],
  ])('waits before retry %i: %i ms (doubling, at most 30 s)', (attempt, delay) => {
    expect(planRetryDelay(attempt)).toBe(delay);
  });

  it('publishes again on a timer after NATS failed, while the plan waits and is triggered', async () => {
    const { plans, waiting, published, tries, settled } = trigger({ spot: 100, publishFails: 3 });
    plans.markCaughtUp();
    plans.apply(result('r1', [trade('2060', 2_000)]));
    await wait(0);
    expect(tries.publish).toBe(1);
    expect(waiting.has(7)).toBe(true);
    await wait(999);
    expect(tries.publish).toBe(1);
    await wait(1);
    expect(tries.publish).toBe(2);
    await wait(2_000);
    expect(tries.publish).toBe(3);
    await wait(4_000);
    expect(published.map(([rid]) => rid)).toEqual(['plan:7']);
    expect(waiting.size).toBe(0);
    plans.apply(result('plan:7', [accepted(3)]));
    await wait(60_000);
    expect(tries.publish).toBe(4);
    expect(settled).toEqual([[7, 'triggered']]);
  });

  it("writes a settled plan's row again on a timer after the database failed, until it is written", async () => {
    const { plans, settled, tries, waiting } = trigger({ spot: 100, settleFails: 2 });
    plans.markCaughtUp();
    plans.apply(result('r1', [trade('2060', 2_000)]));
    await wait(0);
    plans.apply(result('plan:7', [accepted(3)]));
    await wait(0);
    expect(tries.settle).toBe(1);
    expect(plans.idle()).toBe(false);
    // Not back among the waiting ones: its order is in the engine, a cancel must not find it.
    expect(waiting.has(7)).toBe(false);
    await wait(999);
    expect(tries.settle).toBe(1);
    await wait(1);
    expect(tries.settle).toBe(2);
    await wait(2_000);
    expect(settled).toEqual([[7, 'triggered']]);
    expect(plans.idle()).toBe(true);
    await wait(60_000);
    expect(tries.settle).toBe(3);
  });

  it('funds and publishes again after the database failed', async () => {
    const { plans, published, funded, tries } = trigger({ spot: 100, fundFails: 1 });
    plans.markCaughtUp();
    plans.apply(result('r1', [trade('2060', 2_000)]));
    await wait(0);
    expect(tries.fund).toBe(1);
    expect(published).toEqual([]);
    await wait(1_000);
    expect(funded).toEqual(['plan:7']);
    expect(published.map(([rid]) => rid)).toEqual(['plan:7']);
  });

  it('stops trying when the last trade no longer reaches the trigger, or the plan was cancelled', async () => {
    const fell = trigger({ spot: 100, publishFails: 1 });
    fell.plans.markCaughtUp();
    fell.plans.apply(result('r1', [trade('2060', 2_000)]));
    await wait(0);
    fell.plans.apply(result('r2', [trade('2040', 2_100)]));
    await wait(60_000);
    expect(fell.tries.publish).toBe(1);
    expect(fell.waiting.has(7)).toBe(true);
    // The next trade through the trigger fires it.
    fell.plans.apply(result('r3', [trade('2055', 2_200)]));
    await wait(0);
    expect(fell.published.map(([rid]) => rid)).toEqual(['plan:7']);

    const cancelled = trigger({ spot: 100, publishFails: 1 });
    cancelled.plans.markCaughtUp();
    cancelled.plans.apply(result('r1', [trade('2060', 2_000)]));
    await wait(0);
    cancelled.waiting.delete(7);
    await wait(60_000);
    expect(cancelled.tries.publish).toBe(1);
  });

  it('never tries again a plan refused for a business reason', async () => {
    const unfunded = trigger({ spot: 5 });
    unfunded.plans.markCaughtUp();
    unfunded.plans.apply(result('r1', [trade('2060', 2_000)]));
    await wait(60_000);
    expect(unfunded.tries.fund).toBe(1);
    expect(unfunded.settled).toEqual([[7, 'failed']]);

    const refused = trigger({ spot: 100 });
    refused.plans.markCaughtUp();
    refused.plans.apply(result('r1', [trade('2060', 2_000)]));
    await wait(0);
    refused.plans.apply(result('plan:7', [rejected('invalid-order')]));
    await wait(60_000);
    expect(refused.tries.publish).toBe(1);
    expect(refused.settled).toEqual([[7, 'failed']]);
  });
});
