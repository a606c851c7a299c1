// One step-up request at a time (issue #21 item 1): the request client asks here for a ticket
// before a step-up call, and the dialog settles the request with the ticket the gateway gave for
// the user's proof, or declines it. Framework-free so the flow is testable.

/** The user closed the dialog: the call that needed the proof is not sent. */
export class StepUpDeclined extends Error {
  override name = 'StepUpDeclined';
}

export interface PendingStepUp {
  settle: (ticket: string) => void;
  decline: () => void;
}

export interface StepUpQueue {
  ask: () => Promise<string>;
  current: () => PendingStepUp | null;
  subscribe: (listener: () => void) => () => void;
}

export function createStepUpQueue(): StepUpQueue {
  let current: PendingStepUp | null = null;
  const listeners = new Set<() => void>();
  const set = (next: PendingStepUp | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    ask: () =>
      new Promise<string>((resolve, reject) => {
        // A newer request replaces an older one, which is then declined.
        current?.decline();
        const pending: PendingStepUp = {
          settle: (ticket) => {
            if (current === pending) set(null);
            resolve(ticket);
          },
          decline: () => {
            if (current === pending) set(null);
            reject(new StepUpDeclined('step-up declined'));
          },
        };
        set(pending);
      }),
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
