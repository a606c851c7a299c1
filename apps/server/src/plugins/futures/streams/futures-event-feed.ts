import type { FuturesEvent } from '../../../futures/types.ts';
import type { Candle } from '../../../markets/minute-candles.ts';
import type { CommittedFuturesBatch, FuturesService } from '../service/futures-service.ts';

/** The live venue when another process runs it: its contracts' trades as 1-minute candles. */
export interface LiveFuturesElsewhere {
  /** The contract's 1-minute candles, oldest first. */
  minuteCandles(symbol: string): readonly Candle[];
}

/**
 * The futures events of both venues as they become durable, and the live contracts' 1-minute
 * candles, wherever the live venue runs: for the clients that push events rather than state (the
 * bot API's socket: order events, fills, candles). With `npm start` both venues are this server's
 * (`FuturesService.onCommit`, its candles). Beside `npm run cluster` the live venue is the contract
 * engines (`followLiveElsewhere`, cluster/product-futures-streams.ts): its events are their results'
 * and its candles their trades', and this server's own live venue (copy trading's) is not reported
 * any more, as the /ws channels then show only the engines' (`FuturesStreams.serveLiveFrom`). The
 * demo venue stays this server's.
 */
export class FuturesEventFeed {
  private readonly listeners = new Set<(batch: CommittedFuturesBatch) => void>();
  private readonly detach: () => void;
  private liveElsewhere: LiveFuturesElsewhere | undefined;

  constructor(private readonly futures: FuturesService) {
    this.detach = futures.onCommit((batch) => {
      if (this.liveElsewhere === undefined) return this.emit(batch);
      const events = batch.events.filter(({ venue }) => venue !== 'live');
      if (events.length > 0) this.emit({ events });
    });
  }

  onEvents(listener: (batch: CommittedFuturesBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** From now on the live venue's events and candles are the market elsewhere's (`liveCommitted`). */
  followLiveElsewhere(market: LiveFuturesElsewhere): void {
    this.liveElsewhere = market;
  }

  /** The events one command of the live venue elsewhere made, once they are durable there. */
  liveCommitted(events: readonly FuturesEvent[]): void {
    if (this.liveElsewhere === undefined || events.length === 0) return;
    this.emit({ events: events.map((event) => ({ venue: 'live', event })) });
  }

  /** The live contract's 1-minute candles, oldest first. */
  liveMinuteCandles(symbol: string): readonly Candle[] {
    return this.liveElsewhere?.minuteCandles(symbol) ?? this.futures.minuteCandles('live', symbol);
  }

  close(): void {
    this.detach();
    this.listeners.clear();
  }

  private emit(batch: CommittedFuturesBatch): void {
    for (const listener of this.listeners) listener(batch);
  }
}
