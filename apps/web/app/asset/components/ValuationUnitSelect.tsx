import { CURRENCIES, findCurrency } from '@tideline/core/currency';
import { Select } from '@tideline/ui';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { useAssetText } from '../i18n/use-asset-text.ts';

const OPTIONS = CURRENCIES.map((currency) => ({ value: currency.name, label: currency.showName }));

/** The §3 valuation currency (13 choices), saved in the settings cookie like the header menu does. */
export function ValuationUnitSelect() {
  const t = useAssetText();
  const { preferences, update } = usePreferences();
  return (
    <div className="asset-field asset-field--inline">
      <span id="asset-valuation-unit">{t('valuationIn')}</span>
      <Select<string>
        aria-labelledby="asset-valuation-unit"
        className="asset-unit-select"
        options={OPTIONS}
        value={preferences.unit}
        onChange={(value) => {
          const currency = typeof value === 'string' ? findCurrency(value) : undefined;
          if (currency) update({ unit: currency.name, valuationunit: currency.type });
        }}
      />
    </div>
  );
}
