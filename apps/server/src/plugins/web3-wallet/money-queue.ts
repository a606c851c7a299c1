/**
 * Money work of the web3 wallet, one at a time (withdrawals, deposit credits, returns to spot, the
 * keeper's and the faucet's sends): the hot wallet's nonces and the book's pass-through accounts
 * never race. A failed job does not stop the ones after it.
 */
export class MoneyQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }
}
