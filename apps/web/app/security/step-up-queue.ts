// One step-up request at a time (issue #21 item 1): the request client asks here for a ticket
// before a step-up call, and the dialog settles the request with the ticket the gateway gave for
// the user's proof, or declines it. The ticket is kept in the tab's session storage while the
// gateway accepts it, less a margin, so the next change in this tab asks nothing, also after a
// page load; it is worth nothing without this session's cookie and is gone with the tab.
// Framework-free so the flow is testable.

import { createMemoryBackend, createSafeStorage, type SafeStorage } from '@tideline/core/storage';

/** The session-storage entry holding the ticket and when to stop offering it. */
export const STEP_UP_STORAGE_KEY = 'tideline.step-up';

interface HeldTicket {
  ticket: string;
  until: number;
}

function readHeld(storage: SafeStorage): HeldTicket | null {
  try {
    const held = JSON.parse(storage.get(STEP_UP_STORAGE_KEY) ?? 'null') as Partial<HeldTicket> | null;
    return typeof held?.ticket === 'string' && typeof held.until === 'number'
      ? { ticket: held.ticket, until: held.until }
      : null;
  } catch {
    return null;
  }
}

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

function memoryStorage(): SafeStorage {
  const backend = createMemoryBackend();
  return createSafeStorage(() => backend);
}

export function createStepUpQueue(
  now: () => number = Date.now,
  storage: SafeStorage = memoryStorage(),
): StepUpQueue {
  let current: PendingStepUp | null = null;
  const listeners = new Set<() => void>();
  const set = (next: PendingStepUp | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    ask: () => {
      const held = readHeld(storage);
      if (held && held.until > now()) return Promise.resolve(held.ticket);
      return new Promise<string>((resolve, reject) => {
        // A newer request replaces an older one, which is then declined.
        current?.decline();
        const pending: PendingStepUp = {
          settle: (ticket, expiresInSeconds) => {
            const until = now() + expiresInSeconds * 1000 - TICKET_MARGIN_MS;
            storage.set(STEP_UP_STORAGE_KEY, JSON.stringify({ ticket, until }));
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
    forget: () => storage.remove(STEP_UP_STORAGE_KEY),
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
