import { CURRENCIES, findCurrency } from '@tideline/core/currency';
import { type Layout, type Theme, themeFromCookie, themeToCookie } from '@tideline/core/preferences';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersIcon } from '../shell/icons.tsx';
import { MenuDisclosure } from '../shell/MenuDisclosure.tsx';
import { usePreferences } from './PreferencesProvider.tsx';

const THEMES: readonly Theme[] = ['dark', 'light'];
const LAYOUTS: readonly Layout[] = ['left', 'right'];

/** Spec §3 preferences: theme, order-form side, valuation currency and asset visibility. */
export function PreferencesMenu() {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();
  const id = useId();
  const theme = themeFromCookie(preferences.theme);
  const themeLabels: Record<Theme, string> = {
    dark: t('preferences.themeDark'),
    light: t('preferences.themeLight'),
  };
  const layoutLabels: Record<Layout, string> = {
    left: t('preferences.layoutLeft'),
    right: t('preferences.layoutRight'),
  };
  return (
    <MenuDisclosure
      className="preferences-menu"
      summaryLabel={t('preferences.label')}
      summary={<SlidersIcon />}
    >
      <form className="preferences" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="preferences__group">
          <legend>{t('preferences.theme')}</legend>
          {THEMES.map((option) => (
            <label key={option} className="preferences__choice">
              <input
                type="radio"
                name={`${id}-theme`}
                value={option}
                checked={theme === option}
                onChange={() => update({ theme: themeToCookie(option) })}
              />
              {themeLabels[option]}
            </label>
          ))}
        </fieldset>
        <fieldset className="preferences__group">
          <legend>{t('preferences.layout')}</legend>
          {LAYOUTS.map((option) => (
            <label key={option} className="preferences__choice">
              <input
                type="radio"
                name={`${id}-layout`}
                value={option}
                checked={preferences.layout === option}
                onChange={() => update({ layout: option })}
              />
              {layoutLabels[option]}
            </label>
          ))}
        </fieldset>
        <label className="preferences__field" htmlFor={`${id}-unit`}>
          {t('preferences.valuationUnit')}
        </label>
        <select
          id={`${id}-unit`}
          value={preferences.unit}
          onChange={(event) => {
            const currency = findCurrency(event.target.value);
            // The cookie keeps the code and, as `valuationunit`, the currency's type number.
            if (currency) update({ unit: currency.name, valuationunit: currency.type });
          }}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency.name} value={currency.name}>
              {currency.showName}
            </option>
          ))}
        </select>
        <label className="preferences__choice">
          <input
            type="checkbox"
            checked={preferences.showasset}
            onChange={(event) => update({ showasset: event.target.checked })}
          />
          {t('preferences.showAssets')}
        </label>
      </form>
    </MenuDisclosure>
  );
}
