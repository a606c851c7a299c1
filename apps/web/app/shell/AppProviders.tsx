import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WidgetTextsProvider } from '@tideline/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientProvider } from '../api/ApiClientProvider.tsx';
import { DeviceIdentityProvider } from '../device/DeviceIdentityProvider.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { PreferencesProvider } from '../preferences/PreferencesProvider.tsx';
import { PageLocaleProvider } from './page-locale-context.tsx';
import type { ShellData } from './shell-data.ts';

// Market data is refreshed by its own streams later; a short stale time keeps revisits instant.
const QUERY_STALE_MS = 10_000;

export function AppProviders({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(shell.locale, shell.messages), [shell.locale, shell.messages]);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_MS, retry: 1 } } }),
  );
  return (
    <PageLocaleProvider locale={shell.locale} origin={shell.origin}>
      <I18nextProvider i18n={i18n}>
        <PreferencesProvider initial={shell.preferences}>
          <QueryClientProvider client={queryClient}>
            <DeviceIdentityProvider>
              <ApiClientProvider>
                <WidgetTextsProvider locale={shell.locale} texts={shell.widgetTexts}>
                  {children}
                </WidgetTextsProvider>
              </ApiClientProvider>
            </DeviceIdentityProvider>
          </QueryClientProvider>
        </PreferencesProvider>
      </I18nextProvider>
    </PageLocaleProvider>
  );
}
