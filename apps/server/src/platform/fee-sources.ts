/**
 * Where a trading product reports the trading fees its users paid on the live venue, so the
 * referral programme can pay commission from real fees without reading another product's tables.
 * Each trading product registers one source from its own plugin (spot from its fills, futures
 * from its fill history).
 */
export interface UserFees {
  readonly userId: number;
  readonly asset: string;
  /** The fees paid in `asset`, a positive decimal string. */
  readonly fee: string;
  /** The traded value of those fills in their quote asset, a decimal string. */
  readonly volume: string;
}

export interface FeeSource {
  /** The product's name, recorded with each commission (e.g. 'spot', 'futures'). */
  readonly name: string;
  /** Fees per user and fee asset of the live fills in [fromMs, toMs). */
  feesBetween(fromMs: number, toMs: number): Promise<readonly UserFees[]>;
}

export class FeeSources {
  private readonly sources = new Map<string, FeeSource>();

  register(source: FeeSource): void {
    if (this.sources.has(source.name)) throw new Error(`fee source ${source.name} is registered twice`);
    this.sources.set(source.name, source);
  }

  all(): FeeSource[] {
    return [...this.sources.values()];
  }
}
