import { localizePath } from '@tideline/core/locale';
import { EXTRA_LOCALES, findLanguage, type LanguageEntry, MAIN_LOCALES } from '@tideline/protocol';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageChange } from '../preferences/language-change.ts';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { GlobeIcon } from './icons.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { usePageLocale } from './page-locale-context.tsx';

/** The 31 languages of the switcher; `bg` is only a route alias with English texts. */
export const SWITCHER_LANGUAGES: readonly LanguageEntry[] = [...MAIN_LOCALES, ...EXTRA_LOCALES].map(
  (code) => findLanguage(code)!,
);

/**
 * Each language is a plain link to the same page under that language's prefix, so the switch
 * works without JavaScript and is a full page load: the new page arrives rendered in its
 * language. The choice is also saved, which is what tells regional English variants apart.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = usePageLocale();
  const { preferences, update } = usePreferences();
  const { pathname, search } = useLocation();
  const current = findLanguage(locale);
  return (
    <MenuDisclosure
      className="language-menu"
      summaryLabel={t('language.label')}
      summary={
        <>
          <GlobeIcon />
          <span className="language-menu__current">{current?.languageName}</span>
        </>
      }
    >
      <ul className="language-menu__list" aria-label={t('language.listLabel')}>
        {SWITCHER_LANGUAGES.map((entry) => (
          <li key={entry.locale}>
            <a
              className="menu__item"
              href={localizePath(`${pathname}${search}`, entry.locale)}
              hrefLang={entry.hreflang}
              lang={entry.widgetLocale}
              aria-current={entry.locale === locale ? 'true' : undefined}
              onClick={() => update(languageChange(preferences, locale, entry.locale))}
            >
              {entry.languageName}
            </a>
          </li>
        ))}
      </ul>
    </MenuDisclosure>
  );
}
