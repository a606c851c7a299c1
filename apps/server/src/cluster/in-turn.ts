/**
 * One piece of work at a time per key, in the order asked (a gateway funds, places and sweeps one
 * order at a time per account and symbol: product-routes.ts, futures-product-routes.ts). A failed
 * piece does not stop the next.
 */
export function inTurns(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return run;
  };
}
