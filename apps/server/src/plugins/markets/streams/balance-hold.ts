/**
 * Holds a live user's balance of one asset while a transfer moves that asset between the spot wallet
 * and a place outside it (`npm run cluster`: a symbol engine's allocation, cluster/allocation-leg.ts).
 *
 * The wallet adds two sources read at different moments: the spot wallet (this server's exchange)
 * and what sits in the engines, counted as held (cluster/allocation-holdings.ts). A transfer moves
 * one side, then the other: a funding pays from the spot wallet before the engine applies its
 * deposit; a sweep's withdraw is applied by the engine before the spot wallet is paid. In between
 * the amount is in neither, and a balance read then shows the user's total short by it, back a
 * moment later. So while any transfer of the asset is between its two sides, that balance is not
 * sent: a change of it is noted (`defer`) and, once the last transfer has settled (both sides moved,
 * or refused with nothing moved), `released` is told the assets whose changes were held, to send
 * them as they are then. A read that must answer (the REST balances) waits for the release, at most
 * `waitMs`. The same gap on the futures account frames: cluster/account-frame-hold.ts.
 */
export interface BalanceHold {
  /** Holds the user's balance of `asset` until `settled` settles, either way. */
  during(userId: number, asset: string, settled: Promise<unknown>): void;
  /** Whether a transfer of the user's `asset` is between its two sides. */
  held(userId: number, asset: string): boolean;
  /** Notes a change of a held balance, sent on its release. */
  defer(userId: number, asset: string): void;
  /** Resolves once none of these balances of the user is held, or after `waitMs` (answering them anyway). */
  settled(userId: number, assets: Iterable<string>, waitMs: number): Promise<void>;
}

export function balanceHold(released: (userId: number, assets: string[]) => void): BalanceHold {
  interface Held {
    inFlight: number;
    deferred: boolean;
    waiting: Array<() => void>;
  }
  /** Per `${userId} ${asset}`, the transfers not settled on both sides. */
  const holds = new Map<string, Held>();
  const keyOf = (userId: number, asset: string) => `${userId} ${asset}`;

  function settle(userId: number, asset: string): void {
    const key = keyOf(userId, asset);
    const hold = holds.get(key);
    if (hold === undefined) return;
    hold.inFlight -= 1;
    if (hold.inFlight > 0) return;
    holds.delete(key);
    for (const wake of hold.waiting) wake();
    if (hold.deferred) released(userId, [asset]);
  }

  return {
    during(userId, asset, settled) {
      const key = keyOf(userId, asset);
      const hold = holds.get(key) ?? { inFlight: 0, deferred: false, waiting: [] };
      hold.inFlight += 1;
      holds.set(key, hold);
      void settled.then(
        () => settle(userId, asset),
        () => settle(userId, asset),
      );
    },
    held: (userId, asset) => holds.has(keyOf(userId, asset)),
    defer(userId, asset) {
      const hold = holds.get(keyOf(userId, asset));
      if (hold !== undefined) hold.deferred = true;
    },
    async settled(userId, assets, waitMs) {
      const pending = [...assets].flatMap((asset) => {
        const hold = holds.get(keyOf(userId, asset));
        return hold === undefined ? [] : [hold];
      });
      if (pending.length === 0) return;
      await new Promise<void>((resolve) => {
        let left = pending.length;
        const timer = setTimeout(resolve, waitMs);
        timer.unref?.();
        for (const hold of pending)
          hold.waiting.push(() => {
            left -= 1;
            if (left > 0) return;
            clearTimeout(timer);
            resolve();
          });
      });
    },
  };
}
