import { parseLocalePrefix } from '@tideline/core/locale';
import { DEFAULT_LOCALE, type LocaleCode } from '@tideline/protocol';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { linkInPrefix } from './page-locale.ts';

export interface PageLocale {
  locale: LocaleCode;
  /** The site origin, for absolute links such as the canonical one. */
  origin: string;
  /** An internal path in the page's locale: links keep the current prefix (spec §2). */
  localize: (path: string) => string;
}

const PageLocaleContext = createContext<PageLocale>({
  locale: DEFAULT_LOCALE,
  origin: '',
  localize: (path) => path,
});

export function PageLocaleProvider({
  locale,
  origin,
  children,
}: {
  locale: LocaleCode;
  origin: string;
  children: ReactNode;
}) {
  const { prefix } = parseLocalePrefix(useLocation().pathname);
  const value = useMemo<PageLocale>(
    () => ({ locale, origin, localize: (path) => linkInPrefix(path, prefix, locale) }),
    [locale, origin, prefix],
  );
  return <PageLocaleContext.Provider value={value}>{children}</PageLocaleContext.Provider>;
}

export function usePageLocale(): PageLocale {
  return useContext(PageLocaleContext);
}
