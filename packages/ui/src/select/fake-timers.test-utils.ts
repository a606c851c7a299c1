import { vi } from 'vitest';

/**
 * Testing Library only recognises Jest's fake timers; with Vitest's it waits on a faked
 * setTimeout forever. Exposing a `jest.advanceTimersByTime` shim lets it flush through Vitest.
 */
export function useFakeTimersWithTestingLibrary(): void {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function restoreTimers(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
