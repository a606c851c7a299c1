/**
 * Rate-limit counters shared by the cluster's gateways, so that two gateways do not let twice a
 * rule's rate through (docs/scale-out.md). Each gateway counts its own calls in fixed windows
 * aligned to the clock (every gateway means the same minute by "this window"), and every
 * `RATE_GOSSIP_MS` publishes on `RATE_HITS_SUBJECT` what it counted since; each gateway adds the
 * others' counts to its own. A call never waits for another process: the price is that a burst
 * spread over gateways can pass a limit by what the others counted in the last gossip interval.
 *
 * `rateStoreOf` turns the counts into a store of @fastify/rate-limit (its `incr`/`read`/`child`
 * contract), which the product's rate limiter (platform/rate-limiter.ts) then uses unchanged.
 */
export const RATE_HITS_SUBJECT = 'cluster.rate.hits';
export const RATE_GOSSIP_MS = 100;

/** What one gateway counted since its last gossip: key, window number, calls. */
export type RateHits = Array<[key: string, window: number, calls: number]>;

export class SharedRateCounts {
  /** Per key, the calls counted everywhere in its newest window. */
  private readonly counts = new Map<string, { window: number; calls: number }>();
  /** Per key and window, this gateway's calls not yet told to the others. */
  private outgoing = new Map<string, { key: string; window: number; calls: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a call of this gateway; answers the calls in the key's window so far and the ms left in it. */
  hit(key: string): { current: number; ttl: number } {
    const time = this.now();
    const window = Math.floor(time / this.windowMs);
    const calls = this.add(key, window, 1);
    const told = `${window}\t${key}`;
    const pending = this.outgoing.get(told) ?? { key, window, calls: 0 };
    pending.calls += 1;
    this.outgoing.set(told, pending);
    return { current: calls, ttl: (window + 1) * this.windowMs - time };
  }

  /** The calls in the key's current window, without counting one. */
  read(key: string): { current: number; ttl: number } {
    const time = this.now();
    const window = Math.floor(time / this.windowMs);
    const entry = this.counts.get(key);
    const current = entry?.window === window ? entry.calls : 0;
    return { current, ttl: current === 0 ? 0 : (window + 1) * this.windowMs - time };
  }

  /** This gateway's calls since the last take, for the others; drops windows that have ended. */
  takeOutgoing(): RateHits {
    const hits: RateHits = [...this.outgoing.values()].map(({ key, window, calls }) => [key, window, calls]);
    this.outgoing = new Map();
    const current = Math.floor(this.now() / this.windowMs);
    for (const [key, entry] of this.counts) if (entry.window < current) this.counts.delete(key);
    return hits;
  }

  /** Adds another gateway's calls (windows that have ended are ignored). */
  addPeerHits(hits: RateHits): void {
    for (const [key, window, calls] of hits) this.add(key, window, calls);
  }

  private add(key: string, window: number, calls: number): number {
    const entry = this.counts.get(key);
    if (entry === undefined || entry.window < window) {
      this.counts.set(key, { window, calls });
      return calls;
    }
    if (entry.window > window) return entry.calls; // a late report of a window that has ended
    entry.calls += calls;
    return entry.calls;
  }
}

type StoreAnswer = (error: Error | null, result: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store class reading and counting in `counts` (one store for every route). */
export function rateStoreOf(counts: SharedRateCounts) {
  return class SharedRateStore {
    incr(key: string, answer: StoreAnswer): void {
      answer(null, counts.hit(key));
    }
    read(key: string, answer: StoreAnswer): void {
      answer(null, counts.read(key));
    }
    child(): SharedRateStore {
      return this;
    }
  };
}
