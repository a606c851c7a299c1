// One step-up request at a time (issue #21 item 1): the request client asks here for a ticket
// before a step-up call, and the dialog settles the request with the ticket the gateway gave for
// the user's proof, or declines it. The ticket is kept in memory only (never in storage) while
// the gateway accepts it, less a margin, so the next change of the same visit asks nothing.
// Framework-free so the flow is testable.

/** A ticket is not offered in its last half-minute: the call must still reach the gateway in time. */
export const TICKET_MARGIN_MS = 30_000;

/** The user closed the dialog: the call that needed the proof is not sent. */
export class StepUpDeclined extends Error {
  override name = 'StepUpDeclined';
}

export interface PendingStepUp {
  /** The gateway's ticket and how many seconds it stays valid. */
  settle: (ticket: string, expiresInSeconds: number) => void;
  decline: () => void;
}

export interface StepUpQueue {
  ask: () => Promise<string>;
  current: () => PendingStepUp | null;
  subscribe: (listener: () => void) => () => void;
  /** The gateway refused the kept ticket (it expired, or the session changed): ask again next time. */
  forget: () => void;
}

export function createStepUpQueue(now: () => number = Date.now): StepUpQueue {
  let held: { ticket: string; until: number } | null = null;
  let current: PendingStepUp | null = null;
  const listeners = new Set<() => void>();
  const set = (next: PendingStepUp | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    ask: () => {
      if (held && held.until > now()) return Promise.resolve(held.ticket);
      return new Promise<string>((resolve, reject) => {
        // A newer request replaces an older one, which is then declined.
        current?.decline();
        const pending: PendingStepUp = {
          settle: (ticket, expiresInSeconds) => {
            held = { ticket, until: now() + expiresInSeconds * 1000 - TICKET_MARGIN_MS };
            if (current === pending) set(null);
            resolve(ticket);
          },
          decline: () => {
            if (current === pending) set(null);
            reject(new StepUpDeclined('step-up declined'));
          },
        };
        set(pending);
      });
    },
    forget: () => {
      held = null;
    },
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
