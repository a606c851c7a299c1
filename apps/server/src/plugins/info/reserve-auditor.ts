import { ASSETS } from '../../markets/symbols.ts';
import type { MarketsService } from '../markets/index.ts';
import { buildReserveSnapshot, type ReserveSnapshot } from './reserve-snapshot.ts';
import type { InfoDb } from './tables.ts';

/** How long a published snapshot stands before the next request takes a new one. */
export const RESERVE_SNAPSHOT_MAX_AGE_MS = 5 * 60_000;

/**
 * Publishes proof-of-reserves snapshots of the live spot venue. A snapshot stands for
 * `maxAgeMs`, so the root a user checks their proof against stays the same while they look; the
 * first request after that takes a new one (concurrent requests share it).
 */
export class ReserveAuditor {
  private latest: ReserveSnapshot | undefined;
  private pending: Promise<ReserveSnapshot> | undefined;

  constructor(
    private readonly db: InfoDb,
    private readonly markets: MarketsService,
    private readonly maxAgeMs = RESERVE_SNAPSHOT_MAX_AGE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  async current(): Promise<ReserveSnapshot> {
    const latest = this.latest;
    if (latest !== undefined && this.clock() - latest.takenAt < this.maxAgeMs) return latest;
    this.pending ??= this.take().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async take(): Promise<ReserveSnapshot> {
    const users = await this.db.selectFrom('users').select('id').where('kind', '!=', 'demo').execute();
    // Rows and time are read together, synchronously, so the snapshot is one instant of the ledger.
    const takenAt = this.clock();
    const rows = this.markets.exchanges.live.snapshot().ledger.balances;
    const snapshot = buildReserveSnapshot(
      takenAt,
      rows,
      users.map((user) => user.id),
      ASSETS,
    );
    this.latest = snapshot;
    return snapshot;
  }
}
