/**
 * Runs tasks one after another in the order they were queued: every change to a copy account
 * (follow, stop, mirroring a lead, profit share) goes through one queue, so a copy account is
 * never planned from a balance another task is about to change. A failed task does not stop the
 * tasks after it; its caller sees the failure.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once everything queued so far has run. */
  async idle(): Promise<void> {
    await this.tail;
  }
}
