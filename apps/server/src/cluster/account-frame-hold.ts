/**
 * Holds an account's `futures.account` frames around a transfer between the product server's
 * futures wallet and a contract engine (a fund before an order, a sweep of free margin after).
 *
 * The frame adds two sources read at different moments: the wallet, read when the frame is made,
 * and the account's part of each contract engine, read after the engine's results (coalesced). In
 * the middle of a transfer one side has moved and the other not yet: a frame made after the wallet
 * was paid but before the part was read again counts the money twice (seen in CI: 94.57 USDT high,
 * the margin of a position just closed), and one made the other way round counts it not at all.
 * So the frames wait until the transfer has settled and a read of the part asked after it has
 * answered; then `released` sends the settled frame.
 */
export interface AccountFrameHold {
  /**
   * Holds the account's frames until `transfer` settles (either way) and then `readPart`, asked
   * after it, has answered.
   */
  during(accountId: string, transfer: Promise<unknown>, readPart: () => Promise<void>): void;
  /** Whether a transfer of the account is between its two sources. */
  held(accountId: string): boolean;
}

export function accountFrameHold(released: (accountId: string) => void): AccountFrameHold {
  /** Per account, its transfers not yet settled in both sources. */
  const inFlight = new Map<string, number>();
  return {
    during(accountId, transfer, readPart) {
      inFlight.set(accountId, (inFlight.get(accountId) ?? 0) + 1);
      void transfer
        .catch(() => undefined)
        .then(readPart)
        .catch(() => undefined)
        .finally(() => {
          const left = (inFlight.get(accountId) ?? 1) - 1;
          if (left > 0) {
            inFlight.set(accountId, left);
            return;
          }
          inFlight.delete(accountId);
          released(accountId);
        });
    },
    held: (accountId) => inFlight.has(accountId),
  };
}
