import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { interpolate, type WidgetLocaleInfo, widgetLocaleInfo, widgetTextsFor } from './locale-info.ts';
import type { WidgetTextKey } from './widget-texts.ts';

const WidgetLocaleContext = createContext<string>('en');

export interface WidgetLocaleProviderProps {
  /** A locale code from `@tideline/protocol`'s `LANGUAGES`, e.g. 'en', 'zh-CN', 'ar'. */
  locale: string;
  children?: ReactNode;
}

/** Sets the language every widget below it speaks. Without a provider widgets speak English. */
export function WidgetLocaleProvider({ locale, children }: WidgetLocaleProviderProps) {
  return <WidgetLocaleContext.Provider value={locale}>{children}</WidgetLocaleContext.Provider>;
}

export type WidgetTranslate = (key: WidgetTextKey, vars?: Record<string, string | number>) => string;

export function useWidgetText(): WidgetTranslate {
  const locale = useContext(WidgetLocaleContext);
  return useCallback(
    (key: WidgetTextKey, vars?: Record<string, string | number>) =>
      interpolate(widgetTextsFor(locale)[key], vars),
    [locale],
  );
}

export function useWidgetLocale(): WidgetLocaleInfo {
  const locale = useContext(WidgetLocaleContext);
  return useMemo(() => widgetLocaleInfo(locale), [locale]);
}
