/**
 * Reads that follow a busy stream without following every message: per key, at most one read runs
 * at a time, a read asked for while one runs is made once after it, and reads of a key start at
 * least `gapMs` apart. Used by the product server to re-read the contract engines' views as their
 * results arrive (product-futures-streams.ts): the simulated market sends hundreds of results a
 * second, and a page needs the state after them, not a read per result.
 */
export interface CoalescedRefresh {
  /** Asks for `read` under `key` (a failed read is left for the next ask). */
  ask(key: string, read: () => Promise<void>): void;
  /** Forgets a key no one follows any more. */
  forget(key: string): void;
}

export function coalescedRefresh(gapMs: number): CoalescedRefresh {
  const keys = new Map<string, { running: boolean; again: boolean; lastStart: number }>();
  function ask(key: string, read: () => Promise<void>): void {
    const entry = keys.get(key) ?? { running: false, again: false, lastStart: 0 };
    keys.set(key, entry);
    if (entry.running) {
      entry.again = true;
      return;
    }
    entry.running = true;
    const timer = setTimeout(
      () => {
        entry.lastStart = Date.now();
        void read()
          .catch(() => undefined)
          .finally(() => {
            entry.running = false;
            if (!entry.again) return;
            entry.again = false;
            ask(key, read);
          });
      },
      Math.max(0, entry.lastStart + gapMs - Date.now()),
    );
    timer.unref();
  }
  return { ask, forget: (key) => void keys.delete(key) };
}
