import type { RequestClient } from '@tideline/core/request';
import { browserSessionStorage } from '@tideline/core/storage';
import { toast } from '@tideline/ui';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { resolvedTerminalCode } from '../device/browser-device-identity.ts';
import { useTerminalCode } from '../device/DeviceIdentityProvider.tsx';
import { selectImageDomain } from '../device/image-domain-selection.ts';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { browserDeviceToken } from '../security/browser-device-token.ts';
import type { GatewaySecurityProps } from '../security/GatewaySecurity.tsx';
import { endSessionAndShowLogin } from '../security/session-end.ts';
import { createStepUpQueue } from '../security/step-up-queue.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { createDeferredRequestClient } from './deferred-request-client.ts';

const ApiClientContext = createContext<RequestClient | null>(null);

/**
 * One request client for the page (spec §7): it reads the current locale, theme and terminal code
 * for every call, shows the §8 messages as toasts in the page's language, attaches the device
 * token to the listed paths, runs the gateway security layer, and on a forced logout sends the
 * visitor to the login page with a return path.
 *
 * The client's code (axios, the message catalogue, signing, captcha) is loaded after hydration;
 * until it is ready, components hold a stand-in whose calls wait for it (issue #9).
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { locale, localize } = usePageLocale();
  const { preferences } = usePreferences();
  const terminalCode = useTerminalCode();
  const context = useRef({
    locale,
    theme: preferences.theme,
    terminalCode,
    login: localize(AUTH_LINKS.login),
  });
  useEffect(() => {
    context.current = { locale, theme: preferences.theme, terminalCode, login: localize(AUTH_LINKS.login) };
  }, [locale, preferences.theme, terminalCode, localize]);
  const logout = useCallback(() => endSessionAndShowLogin(context.current.login), []);
  // The rendered code (stored by an earlier visit, or resolved), else the identity resolved a moment
  // ago and not rendered yet. The token fetch and the headers read this one function, so a
  // listed path's token and its terminal-code header always agree.
  const getTerminalCode = useCallback(() => context.current.terminalCode || resolvedTerminalCode(), []);

  const [deferred] = useState(createDeferredRequestClient);
  const [stepUp] = useState(() => createStepUpQueue(Date.now, browserSessionStorage()));
  const [runtime, setRuntime] = useState<{
    client: RequestClient;
    GatewaySecurity: ComponentType<GatewaySecurityProps>;
  } | null>(null);
  // One real client for the page's lifetime, even if the effect below runs twice.
  const realClient = useRef<RequestClient | null>(null);

  useEffect(() => {
    let mounted = true;
    import('./request-runtime.ts').then(
      ({ createRequestClient, GatewaySecurity }) => {
        realClient.current ??= createRequestClient({
          getLocale: () => context.current.locale,
          getTheme: () => context.current.theme,
          getTerminalCode,
          onToast: (message, type) => toast({ message, type }),
          onLogout: logout,
          getDeviceToken: () => browserDeviceToken(getTerminalCode, deferred.client)?.waitForToken() ?? '',
          getStepUpTicket: () => stepUp.ask(),
          forgetStepUpTicket: () => stepUp.forget(),
        });
        if (mounted) setRuntime({ client: realClient.current, GatewaySecurity });
      },
      (error: unknown) => deferred.fail(error),
    );
    return () => {
      mounted = false;
    };
  }, [deferred, getTerminalCode, logout, stepUp]);

  // The page's start-up image-domain choice (§7, §9) reads the client config through this client.
  useEffect(() => {
    selectImageDomain(deferred.client).catch((error: unknown) => {
      // Image addresses then keep the default host; nothing for the user to do (§8).
      console.warn('image domain selection failed', error);
    });
  }, [deferred]);

  // Effects run children first: GatewaySecurity has installed signing and the captcha on the
  // real client by now, so the calls that waited go out complete.
  useEffect(() => {
    if (runtime !== null) deferred.settle(runtime.client);
  }, [deferred, runtime]);

  return (
    <ApiClientContext.Provider value={deferred.client}>
      {runtime !== null && (
        <runtime.GatewaySecurity
          client={runtime.client}
          logout={logout}
          getTerminalCode={getTerminalCode}
          stepUp={stepUp}
        />
      )}
      {children}
    </ApiClientContext.Provider>
  );
}

export function useApiClient(): RequestClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error('useApiClient needs an ApiClientProvider');
  return client;
}
