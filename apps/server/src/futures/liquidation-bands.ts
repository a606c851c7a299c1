import { type TierUnits, tierFor } from './liquidation-price.ts';
import { SortedLevels } from './sorted-levels.ts';

/**
 * Which accounts a mark-price move can bring near liquidation, without looking at the others.
 *
 * The engine's exact screen (`clearlySafe`) calls a holding safe at mark m when
 *   f(m) = (collateral + uPnL(m)) x 10^6 - gross(m) x (tier rate(gross(m)) + fee)  >  0,
 * all in ledger units and ppm. On one contract uPnL and gross are linear in m and the tier rate
 * is a step function of gross, so f is linear between tier edges: the integer marks around the
 * current one where f stays positive form one band [lo, hi], found tier by tier. An account's
 * band on a contract is the intersection of its holdings' bands; it is kept in two sorted lists,
 * so a mark move reads only the accounts whose band it leaves. Bands are recomputed whenever the
 * account's balance or positions change (the engine marks it dirty), and an account whose
 * holding cannot be screened this way (cross positions on several contracts, or not safe now)
 * is checked on every move.
 */

const PPM = 1_000_000n;
const TOP = BigInt(Number.MAX_SAFE_INTEGER);

/** One holding on one contract as the screen sees it, as a function of the mark m in ticks. */
export interface Exposure {
  /** (collateral - long entry value + short entry value) x 10^6. */
  readonly constant: bigint;
  /** (long lots - short lots) x units per tick-lot. */
  readonly net: bigint;
  /** (long lots + short lots) x units per tick-lot. */
  readonly gross: bigint;
}

export type Band = readonly [lo: number, hi: number];

function tierIndex(tiers: readonly TierUnits[], value: bigint): number {
  for (let index = 0; index < tiers.length; index += 1) if (value <= tiers[index]!.maxValue) return index;
  return tiers.length - 1;
}

function screen(tiers: readonly TierUnits[], feePpm: bigint, exposure: Exposure, mark: bigint): bigint {
  const gross = mark * exposure.gross;
  return exposure.constant + mark * exposure.net * PPM - gross * (tierFor(tiers, gross).ratePpm + feePpm);
}

function floorDiv(num: bigint, den: bigint): bigint {
  const quotient = num / den;
  return quotient * den > num ? quotient - 1n : quotient;
}

/** The band of marks around `mark` where the holding passes the screen; undefined if it fails now. */
export function safeBand(
  tiers: readonly TierUnits[],
  feePpm: bigint,
  exposure: Exposure,
  mark: number,
): Band | undefined {
  const m0 = BigInt(mark);
  if (exposure.gross === 0n) return [0, Number.MAX_SAFE_INTEGER];
  if (screen(tiers, feePpm, exposure, m0) <= 0n) return undefined;
  const slopeOf = (index: number) => exposure.net * PPM - exposure.gross * (tiers[index]!.ratePpm + feePpm);
  const last = tiers.length - 1;
  // Upward: within tier k, f(m) = constant + m x slope; leave at the first failing mark.
  let hi = TOP;
  let m = m0;
  for (;;) {
    const k = tierIndex(tiers, m * exposure.gross);
    const end = k === last ? TOP : tiers[k]!.maxValue / exposure.gross;
    const slope = slopeOf(k);
    if (slope < 0n) {
      const limit = floorDiv(exposure.constant - 1n, -slope);
      if (limit < end) {
        hi = limit;
        break;
      }
    }
    if (end >= TOP) break;
    if (screen(tiers, feePpm, exposure, end + 1n) <= 0n) {
      hi = end;
      break;
    }
    m = end + 1n;
  }
  let lo = 0n;
  m = m0;
  for (;;) {
    const k = tierIndex(tiers, m * exposure.gross);
    const start = k === 0 ? 0n : tiers[k - 1]!.maxValue / exposure.gross + 1n;
    const slope = slopeOf(k);
    if (slope > 0n) {
      const limit = floorDiv(-exposure.constant, slope) + 1n;
      if (limit > start) {
        lo = limit;
        break;
      }
    }
    if (start <= 0n) break;
    if (screen(tiers, feePpm, exposure, start - 1n) <= 0n) {
      lo = start;
      break;
    }
    m = start - 1n;
  }
  return [Number(lo), Number(hi < TOP ? hi : TOP)];
}

interface Entry {
  readonly symbol: string;
  readonly seq: number;
  /** Undefined: checked on every move. */
  readonly band: Band | undefined;
}

interface ContractBands {
  /** Keyed by lo: the account needs a look when the mark falls below it. */
  readonly lows: SortedLevels<string>;
  /** Keyed by hi: the account needs a look when the mark rises above it. */
  readonly highs: SortedLevels<string>;
  readonly always: Set<string>;
}

/** The accounts' bands per contract. */
export class LiquidationBands {
  private readonly contracts = new Map<string, ContractBands>();
  private readonly byAccount = new Map<string, Entry[]>();
  private nextSeq = 1;

  private contract(symbol: string): ContractBands {
    let bands = this.contracts.get(symbol);
    if (bands === undefined) {
      bands = { lows: new SortedLevels(), highs: new SortedLevels(), always: new Set() };
      this.contracts.set(symbol, bands);
    }
    return bands;
  }

  /** Forgets every band of the account. */
  clear(accountId: string): void {
    const entries = this.byAccount.get(accountId);
    if (entries === undefined) return;
    for (const entry of entries) {
      const bands = this.contract(entry.symbol);
      if (entry.band === undefined) bands.always.delete(accountId);
      else {
        bands.lows.remove(entry.band[0], entry.seq);
        bands.highs.remove(entry.band[1], entry.seq);
      }
    }
    this.byAccount.delete(accountId);
  }

  /** Records the account's band on a contract (undefined: look at every move). */
  set(accountId: string, symbol: string, band: Band | undefined): void {
    const seq = this.nextSeq++;
    const bands = this.contract(symbol);
    if (band === undefined) bands.always.add(accountId);
    else {
      bands.lows.add(band[0], seq, accountId);
      bands.highs.add(band[1], seq, accountId);
    }
    let entries = this.byAccount.get(accountId);
    if (entries === undefined) {
      entries = [];
      this.byAccount.set(accountId, entries);
    }
    entries.push({ symbol, seq, band });
  }

  /** The accounts whose band on the contract does not hold `mark` (each once). */
  outside(symbol: string, mark: number): Set<string> {
    const bands = this.contracts.get(symbol);
    const found = new Set<string>();
    if (bands === undefined) return found;
    for (const accountId of bands.always) found.add(accountId);
    const crossed: string[] = [];
    bands.lows.collectAtOrAbove(mark + 1, crossed);
    bands.highs.collectAtOrBelow(mark - 1, crossed);
    for (const accountId of crossed) found.add(accountId);
    return found;
  }
}

/** Intersection of two bands (undefined stands for "no band"). */
export function intersect(a: Band | undefined, b: Band | undefined): Band | undefined {
  if (a === undefined || b === undefined) return undefined;
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  return lo <= hi ? [lo, hi] : undefined;
}
