import { createRequestClient, type RequestClient } from '@tideline/core/request';
import { toast } from '@tideline/ui';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useTerminalCode } from '../device/DeviceIdentityProvider.tsx';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { SITE_LINKS } from '../shell/site-links.ts';

const ApiClientContext = createContext<RequestClient | null>(null);

/**
 * One request client for the page (spec §7): it reads the current locale, theme and terminal code
 * for every call, shows the §8 messages as toasts in the page's language, and on a forced logout
 * sends the visitor to the home page of their locale (the sign-in screens are not built yet).
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { locale, localize } = usePageLocale();
  const { preferences } = usePreferences();
  const terminalCode = useTerminalCode();
  const context = useRef({ locale, theme: preferences.theme, terminalCode, home: localize(SITE_LINKS.home) });
  useEffect(() => {
    context.current = { locale, theme: preferences.theme, terminalCode, home: localize(SITE_LINKS.home) };
  }, [locale, preferences.theme, terminalCode, localize]);

  const [client] = useState(() =>
    createRequestClient({
      getLocale: () => context.current.locale,
      getTheme: () => context.current.theme,
      getTerminalCode: () => context.current.terminalCode,
      onToast: (message, type) => toast({ message, type }),
      onLogout: () => window.location.assign(context.current.home),
    }),
  );
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): RequestClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error('useApiClient needs an ApiClientProvider');
  return client;
}
