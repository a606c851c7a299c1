import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Fake timers plus a user-event instance that advances them, for the spec's timing constants. */
export function setupFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  return userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
