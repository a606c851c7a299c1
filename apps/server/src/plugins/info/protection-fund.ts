import { INSURANCE_FUND } from '../../futures/accounts.ts';
import type { FuturesService } from '../futures/index.ts';
import type { InfoDb } from './tables.ts';

/** How often the fund's balance is looked at; a sample is stored when it changed or a day passed. */
export const FUND_SAMPLE_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Samples the page's history shows, newest first. */
export const FUND_HISTORY_LENGTH = 30;

export interface FundSample {
  readonly time: number;
  readonly balance: string;
}

/**
 * The protection (insurance) fund of the live futures venue: its balance now, read from the engine,
 * and a history of stored samples. Sampling is idempotent per balance, so a restart adds a row only
 * when the balance moved (or the last row is a day old).
 */
export class ProtectionFund {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: InfoDb,
    private readonly futures: FuturesService,
    private readonly clock: () => number = Date.now,
  ) {}

  balance(): string {
    return this.futures.exchanges.live.ledgerTotal(INSURANCE_FUND);
  }

  async sample(): Promise<void> {
    const balance = this.balance();
    const now = this.clock();
    const last = await this.db
      .selectFrom('info_fund_samples')
      .selectAll()
      .orderBy('sampled_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last !== undefined && last.balance === balance && now - Number(last.sampled_at) < DAY_MS) return;
    await this.db
      .insertInto('info_fund_samples')
      .values({ sampled_at: now, balance })
      .onConflict((oc) => oc.column('sampled_at').doNothing())
      .execute();
  }

  async history(): Promise<FundSample[]> {
    const rows = await this.db
      .selectFrom('info_fund_samples')
      .selectAll()
      .orderBy('sampled_at', 'desc')
      .limit(FUND_HISTORY_LENGTH)
      .execute();
    return rows.map((row) => ({ time: Number(row.sampled_at), balance: row.balance }));
  }

  start(intervalMs: number, onError: (error: unknown) => void): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => void this.sample().catch(onError), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
