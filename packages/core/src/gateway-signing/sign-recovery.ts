// What the client does when the gateway refuses a signature (spec §4 "Sign-verification recovery"):
// - 00023 invalid: show the message, log the user out, report the stored public keys;
// - 00020 missing and 00021 mode not matched: show the message, reload the sign config and
//   re-verify, debounced by 2 seconds;
// - 00022 expired: show the message only (the clock offset from `request-time` fixes the next one).
export const SIGN_CONFIG_RELOAD_DEBOUNCE_MS = 2000;

export const SIGN_ERROR_CODES = {
  missing: '00020',
  modeMismatch: '00021',
  expired: '00022',
  invalid: '00023',
} as const;

export interface SignRecoveryDeps {
  toast: (message: string) => void;
  logout: () => void;
  reportKeys: () => void;
  reloadConfig: () => void;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

export type SignRecoveryAction = 'logout-and-report' | 'reload-config' | 'message-only' | 'none';

export function signRecoveryAction(code: string | number): SignRecoveryAction {
  const c = String(code);
  if (c === SIGN_ERROR_CODES.invalid) return 'logout-and-report';
  if (c === SIGN_ERROR_CODES.missing || c === SIGN_ERROR_CODES.modeMismatch) return 'reload-config';
  if (c === SIGN_ERROR_CODES.expired) return 'message-only';
  return 'none';
}

/** Returns a handler for answers; the config reload is trailing-debounced by 2 s so a burst of
 * refused requests causes one reload. */
export function createSignRecovery(deps: SignRecoveryDeps) {
  let pending: unknown;
  return (code: string | number, message: string): SignRecoveryAction => {
    const action = signRecoveryAction(code);
    if (action === 'none') return action;
    deps.toast(message);
    if (action === 'logout-and-report') {
      deps.logout();
      deps.reportKeys();
    } else if (action === 'reload-config') {
      if (pending !== undefined) deps.clearTimer(pending);
      pending = deps.setTimer(() => {
        pending = undefined;
        deps.reloadConfig();
      }, SIGN_CONFIG_RELOAD_DEBOUNCE_MS);
    }
    return action;
  };
}
