import { DEVICE_TOKEN_LENGTH } from './device-token-config.ts';

/** §4 statuses of the risk-control device token. */
export type DeviceTokenStatus = 'uninitialised' | 'success' | 'demoted' | 'error' | 'timeout';

export interface DeviceTokenState {
  status: DeviceTokenStatus;
  /** The token to attach: a success or demoted token, or the last good one after a failed refresh. */
  token: string;
  /** Epoch ms after which a success token must be replaced; null when none is known. */
  expiresAt: number | null;
  /** Failed attempts of the current fetch round. */
  failures: number;
  /** True when the last failure is to be followed by one more attempt. */
  retryScheduled: boolean;
}

export type DeviceTokenEvent =
  | { type: 'restored'; successToken: string | null; demotedToken: string | null; expiresAt: number | null }
  | { type: 'tokenReceived'; token: string; now: number }
  | { type: 'fetchFailed' }
  | { type: 'fetchTimedOut' }
  | { type: 'scriptFailed' };

export interface DeviceTokenLimits {
  refreshFrequencyMs: number;
  maxRetries: number;
}

export const INITIAL_DEVICE_TOKEN_STATE: DeviceTokenState = {
  status: 'uninitialised',
  token: '',
  expiresAt: null,
  failures: 0,
  retryScheduled: false,
};

export type DeviceTokenKind = 'success' | 'demoted' | 'empty';

/** §5: exactly 40 characters is a success token; anything else non-empty is demoted. */
export function classifyDeviceToken(token: string | null | undefined): DeviceTokenKind {
  if (!token) return 'empty';
  return token.length === DEVICE_TOKEN_LENGTH ? 'success' : 'demoted';
}

function failed(state: DeviceTokenState, limits: DeviceTokenLimits): DeviceTokenState {
  const failures = state.failures + 1;
  if (failures > limits.maxRetries) {
    return { ...state, status: 'error', failures: 0, retryScheduled: false };
  }
  return { ...state, failures, retryScheduled: true };
}

export function reduceDeviceToken(
  state: DeviceTokenState,
  event: DeviceTokenEvent,
  limits: DeviceTokenLimits,
): DeviceTokenState {
  switch (event.type) {
    case 'restored': {
      if (classifyDeviceToken(event.successToken) === 'success' && event.successToken) {
        return { ...state, status: 'success', token: event.successToken, expiresAt: event.expiresAt };
      }
      if (event.demotedToken) {
        return { ...state, status: 'demoted', token: event.demotedToken, expiresAt: null };
      }
      return state;
    }
    case 'tokenReceived': {
      const kind = classifyDeviceToken(event.token);
      if (kind === 'empty') return failed(state, limits);
      const reset = { failures: 0, retryScheduled: false };
      if (kind === 'success') {
        // §9: the stored expiry is now plus twice the refresh frequency.
        const expiresAt = event.now + 2 * limits.refreshFrequencyMs;
        return { ...state, ...reset, status: 'success', token: event.token, expiresAt };
      }
      return { ...state, ...reset, status: 'demoted', token: event.token, expiresAt: null };
    }
    case 'fetchFailed':
      return failed(state, limits);
    case 'fetchTimedOut':
      return { ...state, status: 'timeout', failures: 0, retryScheduled: false };
    case 'scriptFailed':
      return { ...state, status: 'error', failures: 0, retryScheduled: false };
  }
}

export interface RefreshCheck {
  force: boolean;
  token: string;
  expiresAt: number | null;
  now: number;
  refreshFrequencyMs: number;
}

/** §4: forced, no token, no expiry, or an expiry within the refresh frequency. */
export function isDeviceTokenRefreshNeeded(check: RefreshCheck): boolean {
  if (check.force || !check.token || check.expiresAt === null) return true;
  return check.expiresAt - check.now <= check.refreshFrequencyMs;
}
