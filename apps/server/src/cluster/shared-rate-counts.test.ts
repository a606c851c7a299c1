import { describe, expect, it } from 'vitest';
import { rateStoreOf, SharedRateCounts } from './shared-rate-counts.ts';

const MINUTE = 60_000;

/** Two gateways' counts on one clock, gossiping by hand. */
function twoGateways(start = 10 * MINUTE) {
  const clock = { now: start };
  const a = new SharedRateCounts(MINUTE, () => clock.now);
  const b = new SharedRateCounts(MINUTE, () => clock.now);
  const gossip = () => {
    const fromA = a.takeOutgoing();
    const fromB = b.takeOutgoing();
    b.addPeerHits(fromA);
    a.addPeerHits(fromB);
  };
  return { clock, a, b, gossip };
}

describe('SharedRateCounts: one rate limit over several gateways', () => {
  it("counts every gateway's calls in the key's window once they are told", () => {
    const { a, b, gossip } = twoGateways();
    for (let i = 0; i < 3; i += 1) a.hit('trade:account:7');
    expect(b.hit('trade:account:7').current).toBe(1);
    gossip();
    expect(b.hit('trade:account:7').current).toBe(5);
    expect(a.read('trade:account:7').current).toBe(4);
    gossip();
    expect(a.read('trade:account:7').current).toBe(5);
    // Other keys are counted apart.
    expect(a.hit('trade:account:8').current).toBe(1);
  });

  it('tells each call once, and starts a new window on the minute for every gateway', () => {
    const { clock, a, b, gossip } = twoGateways(10 * MINUTE + 59_000);
    expect(a.hit('k')).toEqual({ current: 1, ttl: 1_000 });
    gossip();
    gossip();
    expect(b.read('k')).toEqual({ current: 1, ttl: 1_000 });
    clock.now += 1_000;
    expect(b.read('k')).toEqual({ current: 0, ttl: 0 });
    expect(b.hit('k')).toEqual({ current: 1, ttl: MINUTE });
    // A late report of the window that ended is not counted in the new one.
    a.addPeerHits([['k', 10, 40]]);
    expect(a.hit('k').current).toBe(1);
    gossip();
    expect(a.read('k').current).toBe(2);
  });

  it('forgets windows that have ended', () => {
    const { clock, a } = twoGateways();
    a.hit('k');
    clock.now += MINUTE;
    expect(a.takeOutgoing()).toEqual([['k', 10, 1]]);
    expect(a.read('k').current).toBe(0);
    expect(a.takeOutgoing()).toEqual([]);
  });

  it('serves @fastify/rate-limit as a store: incr counts, read does not, child is the same store', () => {
    const { a } = twoGateways();
    const Store = rateStoreOf(a);
    const store = new Store();
    const answers: number[] = [];
    store.incr('k', (_error, result) => answers.push(result.current));
    store.child().incr('k', (_error, result) => answers.push(result.current));
    store.read('k', (_error, result) => answers.push(result.current));
    expect(answers).toEqual([1, 2, 2]);
  });
});
