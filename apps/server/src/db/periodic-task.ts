/** A database chore run on a timer (vacuum, pruning): one run at a time, and stoppable on close. */
export interface PeriodicTask {
  /** Runs now (or joins the run in progress); resolves when done. Runs are never concurrent. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startPeriodicTask(
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs: number,
): PeriodicTask {
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= task()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
