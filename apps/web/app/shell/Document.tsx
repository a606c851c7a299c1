import { alternateLinks, canonicalLink } from '@tideline/core/locale';
import { themeFromCookie } from '@tideline/core/preferences';
import { DEFAULT_LANGUAGE, findLanguage } from '@tideline/protocol';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { SCHEMA_CONFIG_SCRIPT, useCspNonce } from './content-security-policy.ts';
import { useEmbeddedPage } from './embedded-page.ts';
import { usePageLocale } from './page-locale-context.tsx';

/**
 * The HTML document: language, direction, theme and layout are attributes of <html> set on the
 * server from the URL and the preferences cookie, so the first paint is already right.
 */
export function Document({ children }: { children: ReactNode }) {
  const { locale, origin } = usePageLocale();
  const { preferences, themeSwitching } = usePreferences();
  const { pathname } = useLocation();
  const nonce = useCspNonce();
  const language = findLanguage(locale) ?? DEFAULT_LANGUAGE;
  const theme = themeFromCookie(preferences.theme);
  // A compact page fills an app's web view to its edges and keeps clear of the notch itself.
  const viewport = useEmbeddedPage()
    ? 'width=device-width, initial-scale=1, viewport-fit=cover'
    : 'width=device-width, initial-scale=1';
  return (
    <html
      // The widget locale is a valid BCP-47 tag for every row, unlike codes such as `asia` or `ph`.
      lang={language.widgetLocale}
      dir={language.dir}
      data-locale={locale}
      data-theme={theme}
      data-layout={preferences.layout}
      data-theme-switching={themeSwitching ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={viewport} />
        <meta name="color-scheme" content={theme} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by the page's nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCHEMA_CONFIG_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="canonical" href={canonicalLink(origin, pathname)} />
        {alternateLinks(origin, pathname).map((link) => (
          <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
        ))}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
