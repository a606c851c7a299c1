/** §9 device-token constants; every driver option defaults to these. */
export const DEVICE_TOKEN_LENGTH = 40;

export interface DeviceTokenConfig {
  /** How often a visible page checks whether the token needs a refresh (§9: 1200 s). */
  refreshFrequencyMs: number;
  /**
   * The longest a token is used before a forced refresh (§9: 14400 s). With the default frequency the
   * expiry rule refreshes sooner; the interval matters when an app configures a longer frequency.
   */
  expiryIntervalMs: number;
  /** §4: the success token lives in a cookie for 7 days. */
  cookieMaxAgeSeconds: number;
  maxRetries: number;
  retryDelayMs: number;
  /** §4: a fetch (ours or another tab's, marked by the pending flag) is given up after 10 s. */
  fetchWaitLimitMs: number;
  /** How long a request bound for a token path waits for the first token (§9 init wait). */
  initWaitMs: number;
}

export const DEFAULT_DEVICE_TOKEN_CONFIG: DeviceTokenConfig = {
  refreshFrequencyMs: 1200 * 1000,
  expiryIntervalMs: 14400 * 1000,
  cookieMaxAgeSeconds: 7 * 24 * 60 * 60,
  maxRetries: 1,
  retryDelayMs: 1000,
  fetchWaitLimitMs: 10_000,
  initWaitMs: 5000,
};

/** Where the token and its bookkeeping are kept; shared by every tab of the origin. */
export const DEVICE_TOKEN_STORAGE_KEYS = {
  successCookie: 'tl_device_token',
  expiresAt: 'tl_device_token_expires_at',
  demotedToken: 'tl_device_token_demoted',
  pendingSince: 'tl_device_token_pending',
} as const;
