import { CURRENCIES, findCurrency } from '@tideline/core/currency';
import { Decimal } from '@tideline/core/decimal';
import { formatFiat, formatUsdt, formatValuation, MISSING_PLACEHOLDER } from '@tideline/core/format';
import { Link } from 'react-router';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useText } from '../../shell/use-text.ts';
import '../asset.css';
import { AssetFrame, LoadState } from '../components/AssetFrame.tsx';
import { ValuationUnitSelect } from '../components/ValuationUnitSelect.tsx';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { accountValuations } from '../model/account-valuations.ts';
import { accountShares, inValuationCurrency } from '../model/valuation.ts';
import { ACCOUNT_SUMMARIES, useAccountSummaries } from '../use-account-summaries.ts';
import { useLastPrices, useValuationRates } from '../use-asset-data.ts';
import { useFigures } from '../use-figures.ts';
import { useRequireLogin } from '../use-require-login.ts';

/**
 * /asset: the total valuation in the chosen currency and how it splits across the accounts, one
 * per product manifest with an asset summary.
 */
export default function AssetOverview() {
  const t = useAssetText();
  const text = useText();
  const { localize } = usePageLocale();
  const { preferences } = usePreferences();
  const figures = useFigures();
  const userId = useRequireLogin();
  const accounts = useAccountSummaries(userId);
  const prices = useLastPrices();
  const rates = useValuationRates();
  const currency = findCurrency(preferences.unit) ?? CURRENCIES[0]!;
  const demo = ACCOUNT_SUMMARIES.some((summary, index) => {
    const answer = accounts[index]?.data;
    return answer !== undefined && summary.demo?.(answer) === true;
  });

  const queries = [...accounts, prices, rates];
  const valuations = prices.data
    ? accountValuations(
        ACCOUNT_SUMMARIES,
        accounts.map((query) => query.data),
        prices.data,
      )
    : undefined;
  const failed = queries.some((query) => query.isError);
  const retry = () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };

  let body = <LoadState error={failed} onRetry={retry} />;
  if (valuations && rates.data) {
    const totalUsdt = valuations.reduce((sum, account) => sum.plus(account.usdt), new Decimal(0));
    const shares = accountShares(valuations.map((account) => ({ key: account.account, usdt: account.usdt })));
    const rate = rates.data[currency.name];
    const fiat = (usdt: Decimal) => {
      const value = inValuationCurrency(usdt, rate);
      return value === undefined
        ? MISSING_PLACEHOLDER
        : formatValuation(value, { code: currency.name, symbol: currency.symbol });
    };
    body = (
      <>
        <section className="asset-card asset-total" aria-labelledby="asset-total-heading">
          <div className="asset-total__head">
            <h2 id="asset-total-heading">{t('totalValuation')}</h2>
            <ValuationUnitSelect />
          </div>
          <p className="asset-total__value" data-testid="asset-total">
            {figures.show(fiat(totalUsdt))}
          </p>
          <p className="asset-total__usdt" data-testid="asset-total-usdt">
            ≈ {figures.show(`${formatUsdt(totalUsdt)} USDT`)}
          </p>
        </section>
        <section className="asset-card" aria-labelledby="asset-distribution-heading">
          <h2 id="asset-distribution-heading">{t('distribution')}</h2>
          <div className="asset-bars" role="img" aria-label={t('distributionChart')}>
            {shares.map((share) => (
              <div
                key={share.key}
                className="asset-bars__bar"
                data-account={share.key}
                style={{ inlineSize: `${share.percent.toNumber()}%` }}
              />
            ))}
          </div>
          <table className="asset-table">
            <thead>
              <tr>
                <th scope="col">{t('account')}</th>
                <th scope="col">{t('valuation')}</th>
                <th scope="col">{t('share')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shares.map((share, index) => {
                const account = valuations[index]!;
                const label = text(account.label);
                return (
                  <tr key={share.key} data-account={share.key}>
                    <th scope="row">
                      <span className="asset-swatch" data-account={share.key} aria-hidden="true" />
                      {label}
                    </th>
                    <td data-testid={`asset-value-${share.key}`}>{figures.show(fiat(share.usdt))}</td>
                    <td>{figures.show(`${formatFiat(share.percent)}%`)}</td>
                    <td>
                      <Link to={localize(account.link)}>{t('viewAccount', { account: label })}</Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </>
    );
  }
  return (
    <AssetFrame heading={t('overview')} pageTitle={t('overviewTitle')} demo={demo}>
      {body}
    </AssetFrame>
  );
}
