import { DEVICE_IDENTITY_STORAGE_KEY, parseDeviceIdentityRecord } from '@tideline/core/fingerprint';
import { GLOBAL_DEFAULTS } from '@tideline/core/preferences';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { browserDeviceIdentity } from './browser-device-identity.ts';

const TerminalCodeContext = createContext<string>(GLOBAL_DEFAULTS.terminalCode);

/**
 * Makes the terminal code (§3, sent with every request per §7) available to the app. It is empty,
 * the global default, until the browser has computed or found it; the fingerprint library loads
 * after the page, off the critical path.
 */
export function DeviceIdentityProvider({ children }: { children: ReactNode }) {
  const [terminalCode, setTerminalCode] = useState(storedTerminalCode);
  useEffect(() => {
    let active = true;
    browserDeviceIdentity()
      .then((identity) => {
        if (active) setTerminalCode(identity.terminalCode);
      })
      .catch((error: unknown) => {
        // Without storage or fingerprint sources the app still works, sending no terminal code.
        console.warn('device identity unavailable', error);
      });
    return () => {
      active = false;
    };
  }, []);
  return <TerminalCodeContext.Provider value={terminalCode}>{children}</TerminalCodeContext.Provider>;
}

/**
 * The terminal code an earlier visit stored, so the page's first requests already carry it (a
 * listed path with a token bound to it and no terminal code is refused); '' on the server and on a
 * first visit. Not rendered, so it cannot upset hydration.
 */
function storedTerminalCode(): string {
  if (typeof window === 'undefined') return GLOBAL_DEFAULTS.terminalCode;
  try {
    const stored = parseDeviceIdentityRecord(window.localStorage.getItem(DEVICE_IDENTITY_STORAGE_KEY));
    return stored?.terminalCode ?? GLOBAL_DEFAULTS.terminalCode;
  } catch {
    // Storage refused (privacy mode): the identity is computed as on a first visit.
    return GLOBAL_DEFAULTS.terminalCode;
  }
}

/** The device's terminal code, or '' while it is not known yet. */
export function useTerminalCode(): string {
  return useContext(TerminalCodeContext);
}
