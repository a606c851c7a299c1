import type { DeviceIdentity } from '@tideline/core/fingerprint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitTerminalCode, TERMINAL_CODE_WAIT_MS } from './browser-device-identity.ts';

const IDENTITY: DeviceIdentity = { fingerprint: 'f'.repeat(32), terminalCode: 'a'.repeat(32) };

describe('awaitTerminalCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§4 uses a terminal code that is already known without waiting for the identity', async () => {
    const resolveIdentity = vi.fn(() => new Promise<DeviceIdentity>(() => {}));
    await expect(awaitTerminalCode(() => 'known', resolveIdentity)).resolves.toBe('known');
    expect(resolveIdentity).not.toHaveBeenCalled();
  });

  it('§4 waits for the identity being computed and answers its terminal code', async () => {
    let settle: (identity: DeviceIdentity) => void = () => {};
    const pending = awaitTerminalCode(
      () => '',
      () =>
        new Promise((resolve) => {
          settle = resolve;
        }),
    );
    await vi.advanceTimersByTimeAsync(TERMINAL_CODE_WAIT_MS - 1);
    settle(IDENTITY);
    await expect(pending).resolves.toBe(IDENTITY.terminalCode);
  });

  it('§4 gives up with no terminal code after the wait, or when the identity fails', async () => {
    const slow = awaitTerminalCode(
      () => '',
      () => new Promise<DeviceIdentity>(() => {}),
    );
    await vi.advanceTimersByTimeAsync(TERMINAL_CODE_WAIT_MS);
    await expect(slow).resolves.toBe('');
    await expect(
      awaitTerminalCode(
        () => '',
        () => Promise.reject(new Error('no storage')),
      ),
    ).resolves.toBe('');
  });
});

describe('resolvedTerminalCode', () => {
  it('§4 §7 reads the identity synchronously from the moment it resolves, before any render', async () => {
    vi.resetModules();
    vi.doMock('./resolve-browser-identity.ts', () => ({ resolveBrowserIdentity: async () => IDENTITY }));
    const { browserDeviceIdentity, resolvedTerminalCode } = await import('./browser-device-identity.ts');
    expect(resolvedTerminalCode()).toBe('');
    // What a request that awaited its device token sees in the continuation after the identity.
    const seenRightAfter = await browserDeviceIdentity().then(() => resolvedTerminalCode());
    expect(seenRightAfter).toBe(IDENTITY.terminalCode);
    vi.doUnmock('./resolve-browser-identity.ts');
  });
});
