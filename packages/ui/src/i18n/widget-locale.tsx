import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { interpolate, type WidgetLocaleInfo, widgetLocaleInfo, widgetTextsFor } from './locale-info.ts';
import { EN_TEXTS, type WidgetTextKey, type WidgetTexts } from './widget-texts.ts';

interface WidgetLanguage {
  locale: string;
  texts: WidgetTexts;
}

const WidgetLocaleContext = createContext<WidgetLanguage>({ locale: 'en', texts: EN_TEXTS });

export interface WidgetLocaleProviderProps {
  /** A locale code from `@tideline/protocol`'s `LANGUAGES`, e.g. 'en', 'zh-CN', 'ar'. */
  locale: string;
  children?: ReactNode;
}

export interface WidgetTextsProviderProps extends WidgetLocaleProviderProps {
  /** The widget texts of that locale, as `widgetTextsFor(locale)` gives them. */
  texts: WidgetTexts;
}

/**
 * Sets the language every widget below it speaks, with texts the app brings (the web app sends
 * them with the page's data), so a browser bundle that uses only this provider carries no table
 * of the other languages.
 */
export function WidgetTextsProvider({ locale, texts, children }: WidgetTextsProviderProps) {
  const language = useMemo(() => ({ locale, texts }), [locale, texts]);
  return <WidgetLocaleContext.Provider value={language}>{children}</WidgetLocaleContext.Provider>;
}

/**
 * Sets the language every widget below it speaks, reading its texts from the widget set's table of
 * every language. Without a provider widgets speak English.
 */
export function WidgetLocaleProvider({ locale, children }: WidgetLocaleProviderProps) {
  return (
    <WidgetTextsProvider locale={locale} texts={widgetTextsFor(locale)}>
      {children}
    </WidgetTextsProvider>
  );
}

export type WidgetTranslate = (key: WidgetTextKey, vars?: Record<string, string | number>) => string;

export function useWidgetText(): WidgetTranslate {
  const { texts } = useContext(WidgetLocaleContext);
  return useCallback(
    (key: WidgetTextKey, vars?: Record<string, string | number>) => interpolate(texts[key], vars),
    [texts],
  );
}

export function useWidgetLocale(): WidgetLocaleInfo {
  const { locale } = useContext(WidgetLocaleContext);
  return useMemo(() => widgetLocaleInfo(locale), [locale]);
}
