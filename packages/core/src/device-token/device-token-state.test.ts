import { describe, expect, it } from 'vitest';
import {
  classifyDeviceToken,
  type DeviceTokenEvent,
  type DeviceTokenState,
  type DeviceTokenStatus,
  INITIAL_DEVICE_TOKEN_STATE,
  isDeviceTokenRefreshNeeded,
  reduceDeviceToken,
} from './device-token-state.ts';

const limits = { refreshFrequencyMs: 1_200_000, maxRetries: 1 };
const token40 = 'a'.repeat(40);

describe('classifyDeviceToken', () => {
  it('§5 exactly 40 characters is a success token', () => {
    expect(classifyDeviceToken(token40)).toBe('success');
  });
  it('§4 any other non-empty token is demoted (39 and 41 characters)', () => {
    expect(classifyDeviceToken('a'.repeat(39))).toBe('demoted');
    expect(classifyDeviceToken('a'.repeat(41))).toBe('demoted');
  });
  it('§4 an empty or missing token is neither', () => {
    expect(classifyDeviceToken('')).toBe('empty');
    expect(classifyDeviceToken(null)).toBe('empty');
  });
});

describe('reduceDeviceToken', () => {
  it('§4 starts not initialised', () => {
    expect(INITIAL_DEVICE_TOKEN_STATE.status).toBe('uninitialised');
  });

  it('§4 §9 not initialised -> success, expiry now + 2 x refresh frequency', () => {
    const next = reduceDeviceToken(
      INITIAL_DEVICE_TOKEN_STATE,
      { type: 'tokenReceived', token: token40, now: 1000 },
      limits,
    );
    expect(next).toMatchObject({ status: 'success', token: token40, expiresAt: 1000 + 2_400_000 });
  });

  it('§4 not initialised -> demoted for a short token, without expiry', () => {
    const next = reduceDeviceToken(
      INITIAL_DEVICE_TOKEN_STATE,
      { type: 'tokenReceived', token: 'short', now: 5 },
      limits,
    );
    expect(next).toMatchObject({ status: 'demoted', token: 'short', expiresAt: null });
  });

  it('§4 demoted -> success when a 40-character token arrives', () => {
    const demoted = reduceDeviceToken(
      INITIAL_DEVICE_TOKEN_STATE,
      { type: 'tokenReceived', token: 'x', now: 0 },
      limits,
    );
    const next = reduceDeviceToken(demoted, { type: 'tokenReceived', token: token40, now: 0 }, limits);
    expect(next.status).toBe('success');
  });

  it('§9 the first failure schedules the one retry and keeps the status', () => {
    const next = reduceDeviceToken(INITIAL_DEVICE_TOKEN_STATE, { type: 'fetchFailed' }, limits);
    expect(next).toMatchObject({ status: 'uninitialised', failures: 1, retryScheduled: true });
  });

  it('§4 the failure after the retry becomes error', () => {
    const once = reduceDeviceToken(INITIAL_DEVICE_TOKEN_STATE, { type: 'fetchFailed' }, limits);
    const twice = reduceDeviceToken(once, { type: 'fetchFailed' }, limits);
    expect(twice).toMatchObject({ status: 'error', retryScheduled: false, failures: 0 });
  });

  it('§4 an empty token counts as a failure', () => {
    const next = reduceDeviceToken(
      INITIAL_DEVICE_TOKEN_STATE,
      { type: 'tokenReceived', token: '', now: 0 },
      limits,
    );
    expect(next).toMatchObject({ status: 'uninitialised', retryScheduled: true });
  });

  it('§4 a success after the retry resets the failure count', () => {
    const once = reduceDeviceToken(INITIAL_DEVICE_TOKEN_STATE, { type: 'fetchFailed' }, limits);
    const next = reduceDeviceToken(once, { type: 'tokenReceived', token: token40, now: 0 }, limits);
    expect(next).toMatchObject({ status: 'success', failures: 0, retryScheduled: false });
  });

  it('§4 a fetch that gives up waiting becomes timeout', () => {
    const next = reduceDeviceToken(INITIAL_DEVICE_TOKEN_STATE, { type: 'fetchTimedOut' }, limits);
    expect(next.status).toBe('timeout');
  });

  it('§4 a device script that fails to load becomes error', () => {
    const next = reduceDeviceToken(INITIAL_DEVICE_TOKEN_STATE, { type: 'scriptFailed' }, limits);
    expect(next.status).toBe('error');
  });

  it('§4 a success token and expiry restored from the cookie and local storage is success', () => {
    const next = reduceDeviceToken(
      INITIAL_DEVICE_TOKEN_STATE,
      { type: 'restored', successToken: token40, demotedToken: null, expiresAt: 99 },
      limits,
    );
    expect(next).toMatchObject({ status: 'success', token: token40, expiresAt: 99 });
  });

  it('§4 a demoted token restored from local storage is demoted', () => {
    const next = reduceDeviceToken(
      INITIAL_DEVICE_TOKEN_STATE,
      { type: 'restored', successToken: null, demotedToken: 'risky', expiresAt: null },
      limits,
    );
    expect(next).toMatchObject({ status: 'demoted', token: 'risky' });
  });

  it('§4 nothing stored keeps not initialised', () => {
    const next = reduceDeviceToken(
      INITIAL_DEVICE_TOKEN_STATE,
      { type: 'restored', successToken: null, demotedToken: null, expiresAt: null },
      limits,
    );
    expect(next).toBe(INITIAL_DEVICE_TOKEN_STATE);
  });
});

describe('reduceDeviceToken: every status meets every event', () => {
  const NOW = 7_000;
  const FROM: Record<DeviceTokenStatus, DeviceTokenState> = {
    uninitialised: INITIAL_DEVICE_TOKEN_STATE,
    success: { status: 'success', token: token40, expiresAt: 50, failures: 0, retryScheduled: false },
    demoted: { status: 'demoted', token: 'd.risky', expiresAt: null, failures: 0, retryScheduled: false },
    error: { status: 'error', token: token40, expiresAt: 50, failures: 0, retryScheduled: false },
    timeout: { status: 'timeout', token: '', expiresAt: null, failures: 0, retryScheduled: false },
  };
  const statuses = Object.keys(FROM) as DeviceTokenStatus[];
  /** Applies the events in turn, as the client would within one fetch round. */
  const run = (from: DeviceTokenStatus, events: DeviceTokenEvent[]) =>
    events.reduce((state, event) => reduceDeviceToken(state, event, limits), FROM[from]);

  it.each(statuses)('§4 §9 %s -> success on a 40-character token, expiry now + 2 x frequency', (from) => {
    expect(run(from, [{ type: 'tokenReceived', token: token40, now: NOW }])).toEqual({
      status: 'success',
      token: token40,
      expiresAt: NOW + 2 * limits.refreshFrequencyMs,
      failures: 0,
      retryScheduled: false,
    });
  });

  it.each(statuses)('§4 %s -> demoted on any other non-empty token, without expiry', (from) => {
    expect(run(from, [{ type: 'tokenReceived', token: 'd.other', now: NOW }])).toMatchObject({
      status: 'demoted',
      token: 'd.other',
      expiresAt: null,
    });
  });

  it.each(statuses)(
    '§4 %s keeps its status and token on a first failure, with the retry scheduled',
    (from) => {
      for (const failure of [
        { type: 'fetchFailed' },
        { type: 'tokenReceived', token: '', now: NOW },
      ] as const) {
        expect(run(from, [failure])).toEqual({ ...FROM[from], failures: 1, retryScheduled: true });
      }
    },
  );

  it.each(statuses)('§4 %s -> error when the retry fails too, keeping the last good token', (from) => {
    expect(run(from, [{ type: 'fetchFailed' }, { type: 'fetchFailed' }])).toEqual({
      ...FROM[from],
      status: 'error',
      failures: 0,
      retryScheduled: false,
    });
  });

  it.each(statuses)('§4 %s -> timeout when the fetch gives up waiting', (from) => {
    expect(run(from, [{ type: 'fetchTimedOut' }])).toEqual({
      ...FROM[from],
      status: 'timeout',
      failures: 0,
      retryScheduled: false,
    });
  });

  it.each(statuses)('§4 %s -> error when the device script fails to load', (from) => {
    expect(run(from, [{ type: 'scriptFailed' }])).toMatchObject({ status: 'error', token: FROM[from].token });
  });

  it.each(statuses)('§4 %s -> success or demoted from what another tab stored', (from) => {
    const success = { type: 'restored', successToken: token40, demotedToken: 'd.x', expiresAt: 9 } as const;
    expect(run(from, [success])).toMatchObject({ status: 'success', token: token40, expiresAt: 9 });
    const demoted = { type: 'restored', successToken: null, demotedToken: 'd.x', expiresAt: null } as const;
    expect(run(from, [demoted])).toMatchObject({ status: 'demoted', token: 'd.x', expiresAt: null });
  });

  it.each(statuses)(
    '§5 %s is unchanged when storage holds nothing usable (a 39-character cookie)',
    (from) => {
      const unusable = {
        type: 'restored',
        successToken: 'a'.repeat(39),
        demotedToken: null,
        expiresAt: 9,
      } as const;
      expect(run(from, [unusable])).toBe(FROM[from]);
    },
  );
});

describe('isDeviceTokenRefreshNeeded', () => {
  const base = { force: false, token: token40, expiresAt: 10_000_000, now: 0, refreshFrequencyMs: 1_200_000 };
  it('§4 not needed for a token whose expiry is beyond the refresh frequency', () => {
    expect(isDeviceTokenRefreshNeeded(base)).toBe(false);
  });
  it('§4 needed when forced', () => {
    expect(isDeviceTokenRefreshNeeded({ ...base, force: true })).toBe(true);
  });
  it('§4 needed with no token', () => {
    expect(isDeviceTokenRefreshNeeded({ ...base, token: '' })).toBe(true);
  });
  it('§4 needed with no expiry', () => {
    expect(isDeviceTokenRefreshNeeded({ ...base, expiresAt: null })).toBe(true);
  });
  it('§4 needed when the expiry is within the refresh frequency (boundary inclusive)', () => {
    expect(isDeviceTokenRefreshNeeded({ ...base, expiresAt: 1_200_000 })).toBe(true);
    expect(isDeviceTokenRefreshNeeded({ ...base, expiresAt: 1_200_001 })).toBe(false);
  });
});
