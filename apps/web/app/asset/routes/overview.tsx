import { CURRENCIES, findCurrency } from '@tideline/core/currency';
import { Decimal, parseDecimal } from '@tideline/core/decimal';
import { formatFiat, formatUsdt, formatValuation, MISSING_PLACEHOLDER } from '@tideline/core/format';
import { Link } from 'react-router';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import '../asset.css';
import { ASSET_LINKS } from '../asset-links.ts';
import { AssetFrame, LoadState } from '../components/AssetFrame.tsx';
import { ValuationUnitSelect } from '../components/ValuationUnitSelect.tsx';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { accountShares, inValuationCurrency, totalUsdtValue } from '../model/valuation.ts';
import { useFuturesAccount, useLastPrices, useSpotBalances, useValuationRates } from '../use-asset-data.ts';
import { useFigures } from '../use-figures.ts';
import { useRequireLogin } from '../use-require-login.ts';

/** /asset: the total valuation in the chosen currency and how it splits across the accounts. */
export default function AssetOverview() {
  const t = useAssetText();
  const { localize } = usePageLocale();
  const { preferences } = usePreferences();
  const figures = useFigures();
  const userId = useRequireLogin();
  const spot = useSpotBalances(userId);
  const futures = useFuturesAccount(userId);
  const prices = useLastPrices();
  const rates = useValuationRates();
  const currency = findCurrency(preferences.unit) ?? CURRENCIES[0]!;

  const ready = spot.data && futures.data && prices.data && rates.data;
  const failed = spot.isError || futures.isError || prices.isError || rates.isError;
  const retry = () => {
    for (const query of [spot, futures, prices, rates]) if (query.isError) void query.refetch();
  };

  let body = <LoadState error={failed} onRetry={retry} />;
  if (ready) {
    const spotUsdt = totalUsdtValue(spot.data.balances, prices.data);
    const futuresUsdt = parseDecimal(futures.data.equity) ?? new Decimal(0);
    const shares = accountShares([
      { key: 'spot', usdt: spotUsdt },
      { key: 'futures', usdt: futuresUsdt },
    ]);
    const rate = rates.data[currency.name];
    const fiat = (usdt: Decimal) => {
      const value = inValuationCurrency(usdt, rate);
      return value === undefined
        ? MISSING_PLACEHOLDER
        : formatValuation(value, { code: currency.name, symbol: currency.symbol });
    };
    const accounts = {
      spot: { label: t('spotAccount'), link: ASSET_LINKS.spot },
      futures: { label: t('futuresAccount'), link: ASSET_LINKS.futures },
    } as const;
    body = (
      <>
        <section className="asset-card asset-total" aria-labelledby="asset-total-heading">
          <div className="asset-total__head">
            <h2 id="asset-total-heading">{t('totalValuation')}</h2>
            <ValuationUnitSelect />
          </div>
          <p className="asset-total__value" data-testid="asset-total">
            {figures.show(fiat(spotUsdt.plus(futuresUsdt)))}
          </p>
          <p className="asset-total__usdt" data-testid="asset-total-usdt">
            ≈ {figures.show(`${formatUsdt(spotUsdt.plus(futuresUsdt))} USDT`)}
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
              {shares.map((share) => {
                const account = accounts[share.key as keyof typeof accounts];
                return (
                  <tr key={share.key} data-account={share.key}>
                    <th scope="row">
                      <span className="asset-swatch" data-account={share.key} aria-hidden="true" />
                      {account.label}
                    </th>
                    <td data-testid={`asset-value-${share.key}`}>{figures.show(fiat(share.usdt))}</td>
                    <td>{figures.show(`${formatFiat(share.percent)}%`)}</td>
                    <td>
                      <Link to={localize(account.link)}>{t('viewAccount', { account: account.label })}</Link>
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
    <AssetFrame heading={t('overview')} pageTitle={t('overviewTitle')} demo={spot.data?.demo}>
      {body}
    </AssetFrame>
  );
}
