/**
 * Money in a spot allocation that orders in flight need (docs/scale-out.md, "Funding an
 * allocation"): the product server reserves an order's need when it funds it, under the order's
 * request id, until the order's result is in the stream it follows (or the reservation expires: the
 * order was never published). A sweep takes only what the allocation has free beyond the reserved
 * money, and a funding counts only that as already there, so no sweep takes a deposit made for an
 * order on its way to the engine, whichever gateway or plan placed it.
 */

/** What of `free` nobody in flight needs: what may be swept, or spent by a new order. */
export function unreserved(free: bigint, reserved: bigint): bigint {
  return free > reserved ? free - reserved : 0n;
}

/** What a new order needing `need` must have deposited, given the allocation's free and reserved money. */
export function shortfall(need: bigint, free: bigint, reserved: bigint): bigint {
  const missing = need - unreserved(free, reserved);
  return missing > 0n ? missing : 0n;
}

export interface Reservation {
  rid: string;
  symbol: string;
  accountId: string;
  asset: string;
  units: bigint;
}

const keyOf = (symbol: string, accountId: string, asset: string): string => `${symbol}|${accountId}|${asset}`;

/** The reservations by request id; the sum per allocation (symbol, account, asset). */
export class AllocationReservations {
  private readonly byRid = new Map<string, Reservation>();
  private readonly totals = new Map<string, bigint>();

  /** Reserves for the order `rid`; a second reservation of the same id replaces the first. */
  reserve(reservation: Reservation): void {
    this.release(reservation.rid);
    this.byRid.set(reservation.rid, reservation);
    const key = keyOf(reservation.symbol, reservation.accountId, reservation.asset);
    this.totals.set(key, (this.totals.get(key) ?? 0n) + reservation.units);
  }

  /** Drops the order's reservation; answers it, undefined when there was none. */
  release(rid: string): Reservation | undefined {
    const reservation = this.byRid.get(rid);
    if (reservation === undefined) return undefined;
    this.byRid.delete(rid);
    const key = keyOf(reservation.symbol, reservation.accountId, reservation.asset);
    const left = (this.totals.get(key) ?? 0n) - reservation.units;
    if (left > 0n) this.totals.set(key, left);
    else this.totals.delete(key);
    return reservation;
  }

  reserved(symbol: string, accountId: string, asset: string): bigint {
    return this.totals.get(keyOf(symbol, accountId, asset)) ?? 0n;
  }
}
