import { describe, expect, it } from 'vitest';
import type { FuturesEvent } from '../../../futures/types.ts';
import type { Candle } from '../../../markets/minute-candles.ts';
import type { CommittedFuturesBatch, FuturesService } from '../service/futures-service.ts';
import { FuturesEventFeed } from './futures-event-feed.ts';

/** This server's venues as the feed sees them: their commits, and the live venue's candles. */
function ownVenues() {
  const listeners = new Set<(batch: CommittedFuturesBatch) => void>();
  const ownCandles: Candle[] = [[1, 1n] as unknown as Candle];
  const futures = {
    onCommit: (listener: (batch: CommittedFuturesBatch) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    minuteCandles: (venue: string) => (venue === 'live' ? ownCandles : []),
  } as unknown as FuturesService;
  const commit = (batch: CommittedFuturesBatch) => {
    for (const listener of listeners) listener(batch);
  };
  return { futures, commit, ownCandles, listening: () => listeners.size };
}

const order = (id: number) => ({ type: 'order', orderId: id, symbol: 'BTCUSDT' }) as unknown as FuturesEvent;

describe('FuturesEventFeed', () => {
  it("passes this server's commits of both venues on while the live venue is its own", () => {
    const venues = ownVenues();
    const feed = new FuturesEventFeed(venues.futures);
    const seen: CommittedFuturesBatch[] = [];
    feed.onEvents((batch) => seen.push(batch));
    const batch = {
      events: [
        { venue: 'live' as const, event: order(1) },
        { venue: 'demo' as const, event: order(2) },
      ],
    };
    venues.commit(batch);
    feed.liveCommitted([order(3)]);
    expect(seen).toEqual([batch]);
    expect(feed.liveMinuteCandles('BTCUSDT')).toBe(venues.ownCandles);
  });

  it('takes the live venue from elsewhere once followed: its events and candles, the demo venue still its own', () => {
    const venues = ownVenues();
    const feed = new FuturesEventFeed(venues.futures);
    const seen: CommittedFuturesBatch[] = [];
    feed.onEvents((batch) => seen.push(batch));
    const engineCandles: Candle[] = [];
    feed.followLiveElsewhere({ minuteCandles: () => engineCandles });
    venues.commit({
      events: [
        { venue: 'live', event: order(1) },
        { venue: 'demo', event: order(2) },
      ],
    });
    venues.commit({ events: [{ venue: 'live', event: order(3) }] });
    feed.liveCommitted([order(4), order(5)]);
    expect(seen).toEqual([
      { events: [{ venue: 'demo', event: order(2) }] },
      {
        events: [
          { venue: 'live', event: order(4) },
          { venue: 'live', event: order(5) },
        ],
      },
    ]);
    expect(feed.liveMinuteCandles('BTCUSDT')).toBe(engineCandles);
    feed.close();
    expect(venues.listening()).toBe(0);
  });
});
