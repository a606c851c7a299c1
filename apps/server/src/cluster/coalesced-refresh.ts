/**
 * Reads that follow a busy stream without following every message: per key, at most one read runs
 * at a time, a read asked for while one runs is made once after it, and reads of a key start at
 * least `gapMs` apart (asks while a read waits for its start are answered by it). An ask's promise
 * says when the key's state as of the ask has been read (product-futures-streams.ts holds an account's
 * frame on it around a transfer). Used by the product server to re-read the contract engines' views as their
 * results arrive (product-futures-streams.ts): the simulated market sends hundreds of results a
 * second, and a page needs the state after them, not a read per result.
 */
export interface CoalescedRefresh {
  /**
   * Asks for `read` under `key` (a failed read is left for the next ask). Settles once a read that
   * started after this ask has finished, failed or not: what it read is at least as new as the ask.
   */
  ask(key: string, read: () => Promise<void>): Promise<void>;
  /** Forgets a key no one follows any more. */
  forget(key: string): void;
}

export function coalescedRefresh(gapMs: number): CoalescedRefresh {
  interface Entry {
    /** A read is waiting for its start (the gap) or running. */
    busy: boolean;
    /** The read waits for its start: an ask now is answered by it. */
    scheduled: boolean;
    again: boolean;
    lastStart: number;
    /** Asks the next read answers (made while none ran, or while one ran that started before them). */
    waiting: Array<() => void>;
  }
  const keys = new Map<string, Entry>();
  function start(key: string, entry: Entry, read: () => Promise<void>): void {
    entry.busy = true;
    entry.scheduled = true;
    const timer = setTimeout(
      () => {
        entry.scheduled = false;
        entry.lastStart = Date.now();
        const answered = entry.waiting;
        entry.waiting = [];
        void read()
          .catch(() => undefined)
          .finally(() => {
            entry.busy = false;
            for (const settle of answered) settle();
            if (!entry.again) return;
            entry.again = false;
            start(key, entry, read);
          });
      },
      Math.max(0, entry.lastStart + gapMs - Date.now()),
    );
    timer.unref();
  }
  function ask(key: string, read: () => Promise<void>): Promise<void> {
    const entry = keys.get(key) ?? {
      busy: false,
      scheduled: false,
      again: false,
      lastStart: 0,
      waiting: [],
    };
    keys.set(key, entry);
    const answered = new Promise<void>((settle) => entry.waiting.push(settle));
    if (!entry.busy) start(key, entry, read);
    else if (!entry.scheduled) entry.again = true;
    return answered;
  }
  return { ask, forget: (key) => void keys.delete(key) };
}
