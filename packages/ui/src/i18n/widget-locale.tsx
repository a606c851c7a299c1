import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { interpolate, type WidgetLocaleInfo, widgetLocaleInfo, widgetTextsFor } from './locale-info.ts';
import type { WidgetTextKey, WidgetTexts } from './widget-texts.ts';

interface WidgetLanguage {
  locale: string;
  texts: WidgetTexts;
}

const WidgetLocaleContext = createContext<WidgetLanguage | null>(null);

/**
 * The texts of a widget rendered outside any provider. An app always provides its page's language
 * (the web app's WidgetTextsProvider), so by default there are none and no bundle carries English
 * for that case; the widget set's own tests set English (test/setup.ts). A key without a text
 * reads as the key.
 */
let textsOutsideProvider: WidgetTexts | null = null;

export function setTextsOutsideProvider(texts: WidgetTexts | null): void {
  textsOutsideProvider = texts;
}

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
 * of any other language.
 */
export function WidgetTextsProvider({ locale, texts, children }: WidgetTextsProviderProps) {
  const language = useMemo(() => ({ locale, texts }), [locale, texts]);
  return <WidgetLocaleContext.Provider value={language}>{children}</WidgetLocaleContext.Provider>;
}

/**
 * Sets the language every widget below it speaks, reading its texts from the widget set's table of
 * every language (so a bundle using it carries all of them).
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
  const texts = useContext(WidgetLocaleContext)?.texts ?? textsOutsideProvider;
  return useCallback(
    (key: WidgetTextKey, vars?: Record<string, string | number>) => interpolate(texts?.[key] ?? key, vars),
    [texts],
  );
}

export function useWidgetLocale(): WidgetLocaleInfo {
  const locale = useContext(WidgetLocaleContext)?.locale ?? 'en';
  return useMemo(() => widgetLocaleInfo(locale), [locale]);
}
