/**
 * Runs the tasks given for one key one after another, and tasks of different keys side by side: a
 * check-then-act on one user's state (a daily limit, say) cannot interleave with another of the
 * same user's. In-process only: today one gateway process serves every request; gateways that
 * share a database need the database's row locks instead.
 */
export class KeyedSerial<K> {
  private readonly tails = new Map<K, Promise<unknown>>();

  run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The last task of a key removes its entry, so idle keys hold no memory.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (for tests). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
